import { toErrorResponse } from '@/lib/http/api-error';
import { postsResponse } from '@/lib/posts/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  try {
    return await postsResponse(request);
  } catch (error) {
    return toErrorResponse(error, 'posts');
  }
}
