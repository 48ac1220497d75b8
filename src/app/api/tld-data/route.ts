import { toErrorResponse } from '@/lib/http/api-error';
import { tldData } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  try {
    return await tldData(request);
  } catch (error) {
    return toErrorResponse(error, 'tld-data');
  }
}
