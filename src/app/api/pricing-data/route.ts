import { withErrorResponse } from '@/lib/http/api-error';
import { pricingData } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

export const GET = withErrorResponse('pricing-data', pricingData);
