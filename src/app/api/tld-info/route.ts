import { toErrorResponse } from '@/lib/http/api-error';
import { tldInfo } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  try {
    return await tldInfo(request);
  } catch (error) {
    return toErrorResponse(error, 'tld-info');
  }
}
