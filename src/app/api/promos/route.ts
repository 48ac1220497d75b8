import { toErrorResponse } from '@/lib/http/api-error';
import { promosResponse } from '@/lib/promotions/api';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  try {
    return await promosResponse(request);
  } catch (error) {
    return toErrorResponse(error, 'promos');
  }
}
