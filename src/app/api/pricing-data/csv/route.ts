import { toErrorResponse } from '@/lib/http/api-error';
import { priceListCsv } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

/** GET /api/pricing-data/csv[?currency=EUR]: the full price list as a CSV download. */
export async function GET(request: Request): Promise<Response> {
  try {
    return await priceListCsv(request);
  } catch (error) {
    return toErrorResponse(error, 'pricing-data/csv');
  }
}
