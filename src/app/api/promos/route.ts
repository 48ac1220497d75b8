import { withErrorResponse } from '@/lib/http/api-error';
import { promosResponse } from '@/lib/promotions/api';

export const dynamic = 'force-dynamic';

export const GET = withErrorResponse('promos', promosResponse);
