import type { Promotion } from '@/lib/content/types';
import { localizedPath, splitLocalePath, type Locale } from '@/i18n/locales';

/**
 * Which promotions a page shows, in what order (pure; both content sources and /api/promos use
 * them): the language normalised to en, es or nl, only those with a banner, highest priority first.
 *
 * Spec: content-layer.md §5.
 */
export type PromotionLanguage = 'en' | 'es' | 'nl';

/** First two letters lowercased; only en, es or nl are accepted, else en ('ES_es' → es, 'fr' → en). */
export function normalisePromotionLanguage(language: string | null | undefined): PromotionLanguage {
  const two = (language ?? '').slice(0, 2).toLowerCase();
  return two === 'es' || two === 'nl' ? two : 'en';
}

/** Kept only with a full or square banner and a locale whose first two letters match; highest priority first. */
export function selectPromotions(promotions: readonly Promotion[], language: string): Promotion[] {
  const target = normalisePromotionLanguage(language);
  return promotions
    .filter((promotion) => (promotion.bannerFull || promotion.bannerSquare) && promotion.locale.slice(0, 2).toLowerCase() === target)
    .sort((a, b) => b.priority - a.priority);
}

export interface StickyPromo {
  promotionId: string;
  text: string;
  href: string | null;
  /**
   * The promotion's A/B variations: the bar shows the visitor's variant (the one the carousel also
   * uses, pr_v_{id}): its ctaText and landingUrlOverride, where it has them.
   */
  variations: Array<{ variantKey: string; text: string | null; href: string | null }>;
  /** The promotion's last day ({promo:end} in its text). */
  endDate: string | null;
}

/**
 * The sticky promo bar (issue 9 point 9): the highest-priority promotion of the page language (the
 * GET /api/promos list) that has a stickyBannerSettings.stickyCtaText; none when no promotion has one.
 */
export function stickyPromotion(promotions: readonly Promotion[]): StickyPromo | null {
  const promotion = promotions.find((candidate) => candidate.stickyCtaText?.trim());
  if (!promotion) return null;
  const variations = promotion.variations
    .filter((variation) => variation.variantKey)
    .map((variation) => ({ variantKey: variation.variantKey, text: variation.ctaText?.trim() || null, href: variation.landingUrlOverride }));
  return { promotionId: promotion.id, text: promotion.stickyCtaText!.trim(), href: promotion.landingUrl, variations, endDate: promotion.endDate ?? null };
}

/**
 * A promotion's landing link on a page of `locale`: a site path gets that page's language prefix
 * (the India variant reads the English promotions; its visitors stay on /hi pages); an absolute URL
 * is kept.
 */
export function localizeLanding(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [, path] = splitLocalePath(href);
  return localizedPath(path, locale);
}
