import { withErrorResponse } from '@/lib/http/api-error';
import { translateJson } from '@/lib/translation/api';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/translate-json: see src/lib/translation/api.ts. */
export const POST = withErrorResponse('translate-json', translateJson);
