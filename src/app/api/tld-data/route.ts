import { withErrorResponse } from '@/lib/http/api-error';
import { tldData } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

export const POST = withErrorResponse('tld-data', tldData);
