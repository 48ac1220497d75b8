import { withErrorResponse } from '@/lib/http/api-error';
import { priceListCsv } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

/** GET /api/pricing-data/csv[?currency=EUR]: the full price list as a CSV download. */
export const GET = withErrorResponse('pricing-data/csv', priceListCsv);
