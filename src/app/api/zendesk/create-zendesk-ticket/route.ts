import { handleCreateTicket } from '@/lib/tickets/http';

// Streams uploads to disk and writes SQLite: Node runtime, never cached.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleCreateTicket(request);
}
