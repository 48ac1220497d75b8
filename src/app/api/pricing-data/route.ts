import { toErrorResponse } from '@/lib/http/api-error';
import { pricingData } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  try {
    return await pricingData(request);
  } catch (error) {
    return toErrorResponse(error, 'pricing-data');
  }
}
