import { toErrorResponse } from '@/lib/http/api-error';
import { searchTld } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  try {
    return await searchTld(request);
  } catch (error) {
    return toErrorResponse(error, 'search-tld');
  }
}
