import { withErrorResponse } from '@/lib/http/api-error';
import { searchTld } from '@/lib/pricing/api';

export const dynamic = 'force-dynamic';

export const GET = withErrorResponse('search-tld', searchTld);
