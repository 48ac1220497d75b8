import { z } from 'zod';
import { promotionToWire } from '@/lib/content/reshape';
import { ApiError } from '@/lib/http/api-error';
import type { Promotion, PromotionOffer } from '@/lib/content/types';
import { fillText, type FillSources } from '@/lib/pricing/fill';
import { fillSources } from '@/lib/pricing/fill-sources';
import { normalisePromotionLanguage } from './select';
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
export async function promosResponse(request: Request, service: PromotionsService = promotionsService(), sources: (language: string) => Promise<FillSources | null> = fillSources): Promise<Response> {
  const lang = parseLang(new URL(request.url).searchParams.get('lang'));
  const promotions = await service.forLanguage(lang);
  const language = normalisePromotionLanguage(lang);
  const filled = await sources(language);
  const body = promotions.map((promotion) => promotionToWire(filled ? { ...promotion, offer: promotionOffer(promotion, filled, language) } : promotion));
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=240' } });
}

/** The promotion's title and sticky text with their placeholders filled (every currency), for banner captions. */
export function promotionOffer(promotion: Promotion, sources: FillSources, locale: string): PromotionOffer {
  const context = { locale, promotion: { endDate: promotion.endDate ?? null } };
  return {
    title: fillText(promotion.title, sources, context).parts,
    text: promotion.stickyCtaText ? fillText(promotion.stickyCtaText, sources, context).parts : [],
    endDate: promotion.endDate ?? null,
  };
}
