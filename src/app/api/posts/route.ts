import { withErrorResponse } from '@/lib/http/api-error';
import { postsResponse } from '@/lib/posts/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withErrorResponse('posts', postsResponse);
