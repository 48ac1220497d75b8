import { withErrorResponse } from '@/lib/http/api-error';
import { tldInfo } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

export const GET = withErrorResponse('tld-info', tldInfo);
