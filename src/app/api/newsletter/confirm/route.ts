import { handleConfirmPost } from '@/lib/subscriptions/http';

// Writes the site's database: Node runtime, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleConfirmPost(request);
}
