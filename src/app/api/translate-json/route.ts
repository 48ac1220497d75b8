import { toErrorResponse } from '@/lib/http/api-error';
import { translateJson } from '@/lib/translation/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/translate-json: see src/lib/translation/api.ts. */
export async function POST(request: Request): Promise<Response> {
  try {
    return await translateJson(request);
  } catch (error) {
    return toErrorResponse(error, 'translate-json');
  }
}
