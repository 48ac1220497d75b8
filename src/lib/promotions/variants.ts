import type { Promotion } from '@/lib/content/types';

/**
 * A/B variants of a promotion. Browser-side rules over a storage
 * interface (localStorage in the browser, a fake in tests); every storage failure is ignored.
 *
 * Spec: content-layer.md §4; pricing-and-catalogue.md §3, §9.
 */
export const VARIANT_KEY_PREFIX = 'pr_v_';
export const CLEANUP_KEY = 'pr_c_t';
export const CLEANUP_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const DEFAULT_VARIANT = 'A';

/** The part of the Web Storage API the rules need. */
export interface VariantStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function variantStorageKey(promotionId: string): string {
  return `${VARIANT_KEY_PREFIX}${promotionId}`;
}

/**
 * Clears every `pr_v_` key when the last cleanup (`pr_c_t`, epoch milliseconds) is older than 7 days,
 * then stamps the cleanup time. A first visit (no stamp) only stamps. Returns true when keys were cleared.
 */
export function cleanupVariants(storage: VariantStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CLEANUP_KEY));
    if (storage.getItem(CLEANUP_KEY) !== null && Number.isFinite(last) && now - last <= CLEANUP_MAX_AGE_MS) return false;
    const stale: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(VARIANT_KEY_PREFIX)) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
    storage.setItem(CLEANUP_KEY, String(now));
    return stale.length > 0;
  } catch {
    return false;
  }
}

/** 'A' plus the declared variation keys, without duplicates. */
export function variantKeysOf(promotion: { variations: ReadonlyArray<{ variantKey: string }> }): string[] {
  return [...new Set([DEFAULT_VARIANT, ...promotion.variations.map((variation) => variation.variantKey).filter(Boolean)])];
}

/**
 * The visitor's variant of a promotion: the stored `pr_v_{id}` when it is still one of the
 * promotion's variants, else one chosen at random among A and the variations, then stored.
 */
export function assignVariant(promotion: { id: string; variations: ReadonlyArray<{ variantKey: string }> }, storage: VariantStorage | null, random: () => number = Math.random): string {
  const keys = variantKeysOf(promotion);
  const storageKey = variantStorageKey(promotion.id);
  try {
    const stored = storage?.getItem(storageKey) ?? null;
    if (stored && keys.includes(stored)) return stored;
  } catch {
    // ignored: storage may be unavailable
  }
  const index = Math.min(keys.length - 1, Math.floor(random() * keys.length));
  const chosen = keys[index] ?? DEFAULT_VARIANT;
  try {
    storage?.setItem(storageKey, chosen);
  } catch {
    // ignored
  }
  return chosen;
}

/** What a banner shows and links to for a variant. */
export interface PromoBanner {
  promotionId: string;
  variantKey: string;
  title: string;
  href: string | null;
  eventCode: string | null;
  bannerSquare: string | null;
  bannerFull: string | null;
  /** The variant's own call to action (variations[].ctaText); null for variant A or without one. */
  ctaText: string | null;
  /** The promotion's title and text with their figures filled (GET /api/promos), for the caption. */
  offer: Promotion['offer'] | null;
}

/**
 * The variant's landingUrlOverride, eventCode, banners and ctaText win over the promotion's own;
 * variant A (or an unknown key) is the promotion itself. A variation without banners keeps the
 * promotion's.
 */
export function bannerForVariant(promotion: Promotion, variantKey: string): PromoBanner {
  const variation = variantKey === DEFAULT_VARIANT ? undefined : promotion.variations.find((candidate) => candidate.variantKey === variantKey);
  const ownBanners = variation && (variation.bannerFull || variation.bannerSquare);
  return {
    promotionId: promotion.id,
    variantKey: variation ? variation.variantKey : DEFAULT_VARIANT,
    title: promotion.nameOverride || promotion.title,
    href: variation?.landingUrlOverride ?? promotion.landingUrl,
    eventCode: variation?.eventCode ?? promotion.eventCode,
    bannerSquare: ownBanners ? variation.bannerSquare : promotion.bannerSquare,
    bannerFull: ownBanners ? variation.bannerFull : promotion.bannerFull,
    ctaText: variation?.ctaText?.trim() || null,
    offer: promotion.offer ?? null,
  };
}

/** The banner image for the screen: square below 768 px (or when there is no full one), else full. */
export function bannerImage(banner: Pick<PromoBanner, 'bannerSquare' | 'bannerFull'>, narrow: boolean): { src: string; square: boolean } | null {
  const square = narrow ? (banner.bannerSquare ?? null) : null;
  if (square) return { src: square, square: true };
  if (banner.bannerFull) return { src: banner.bannerFull, square: false };
  if (banner.bannerSquare) return { src: banner.bannerSquare, square: true };
  return null;
}
