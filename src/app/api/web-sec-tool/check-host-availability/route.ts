import { handleCheck } from '@/lib/scanner/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleCheck(request, 'availability');
}
