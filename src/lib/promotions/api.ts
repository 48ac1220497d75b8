import { z } from 'zod';
import { promotionToWire } from '@/lib/content/reshape';
import { ApiError } from '@/lib/http/api-error';
import { promotionsService, type PromotionsService } from './service';

/**
 * `lang` is a language code or locale ('es', 'ES_es', 'nl-NL', 'fr'); anything else (markup, 40
 * characters of noise) is refused with 400 `invalid-lang` rather than silently treated as English.
 */
const langSchema = z
  .string()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/);

export function parseLang(value: string | null): string {
  if (value === null || value.trim() === '') return 'en';
  const parsed = langSchema.safeParse(value.trim());
  if (!parsed.success) throw new ApiError(400, 'invalid-lang', 'lang must be a language code such as en, es, nl or es_ES', { lang: 'invalid-lang' });
  return parsed.data;
}

/**
 * GET /api/promos?lang=: the language's promotions with a banner,
 * highest priority first, in the content system's shape. Cached on the server
 * for 300 s (the service); browsers and proxies may keep the answer for a minute.
 */
export async function promosResponse(request: Request, service: PromotionsService = promotionsService()): Promise<Response> {
  const lang = parseLang(new URL(request.url).searchParams.get('lang'));
  const promotions = await service.forLanguage(lang);
  return Response.json(promotions.map(promotionToWire), { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=240' } });
}
