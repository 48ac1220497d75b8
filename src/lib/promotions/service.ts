import { TtlCache } from '@/lib/cache/ttl-cache';
import { contentSource } from '@/lib/content';
import type { Promotion } from '@/lib/content/types';
import { catalogue, catalogueOffers } from '@/lib/pricing/catalogue';
import { promotionsNow } from './clock';
import { runningPromotions } from './running';
import { normalisePromotionLanguage, type PromotionLanguage } from './select';

/** Promo cache on the server: 300 seconds. */
export const PROMO_CACHE_SECONDS = 300;

export interface PromotionsServiceOptions {
  /** The content source's promotions for a normalised language (selected and sorted). */
  load: (language: PromotionLanguage) => Promise<Promotion[]>;
  /**
   * Every promotion of every language, banner or not (membership promo matching).
   * Default: the three languages' lists together.
   */
  loadAll?: () => Promise<Promotion[]>;
  now?: () => number;
  /**
   * Keeps the promotions that run (applied to every answer, cached or fresh, so a campaign ends on
   * time within the 300 s cache): default keeps all; the site's service uses the promotions clock
   * and the catalogue (src/lib/promotions/running.ts).
   */
  running?: (promotions: Promotion[]) => Promise<Promotion[]> | Promotion[];
  ttlMs?: number;
  log?: (message: string, error: unknown) => void;
}

export interface PromotionsService {
  /** GET /api/promos: the language's promotions, from the cache while it is fresh; a failure gives []. */
  forLanguage(language: string | null | undefined): Promise<Promotion[]>;
  /** Every promotion, under the same 300 s cache and failure rule ([] on failure, not cached). */
  all(): Promise<Promotion[]>;
  /** Drops the cache (POST /api/revalidate with the promotions tag). */
  purge(): void;
}

/**
 * The promotions list behind GET /api/promos. A successful answer is kept for 300 s per language
 * (concurrent callers share one load). A failing source answers [] and is not cached, so the next
 * call tries again; it is logged once per run of failures, not on every request.
 */
export function createPromotionsService(options: PromotionsServiceOptions): PromotionsService {
  const cache = new TtlCache<Promotion[]>({ maxEntries: 8, ttlMs: options.ttlMs ?? PROMO_CACHE_SECONDS * 1000, now: options.now });
  const loading = new Map<string, Promise<Promotion[]>>();
  const ALL = '*';
  const loadAll =
    options.loadAll ?? (async () => (await Promise.all((['en', 'es', 'nl'] as const).map((language) => options.load(language)))).flat());
  const log = options.log ?? ((message, error) => console.error(message, error));
  let failing = false;

  async function load(key: string, source: () => Promise<Promotion[]>): Promise<Promotion[]> {
    try {
      const promotions = await source();
      if (!Array.isArray(promotions)) throw new TypeError('promotions source answered a non-array');
      cache.set(key, promotions);
      failing = false;
      return promotions;
    } catch (error) {
      if (!failing) log('[promotions] source failed; answering no promotions', error);
      failing = true;
      return [];
    } finally {
      loading.delete(key);
    }
  }

  function cachedOrLoad(key: string, source: () => Promise<Promotion[]>): Promise<Promotion[]> {
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    const pending = loading.get(key) ?? load(key, source);
    loading.set(key, pending);
    return pending;
  }

  const running = async (list: Promise<Promotion[]>) => (options.running ? options.running(await list) : list);

  return {
    forLanguage(input) {
      const language = normalisePromotionLanguage(input);
      return running(cachedOrLoad(language, () => options.load(language)));
    },
    all() {
      return running(cachedOrLoad(ALL, loadAll));
    },
    purge() {
      cache.clear();
    },
  };
}

let service: PromotionsService | null = null;

/** The process-wide service over the configured content source; only running promotions leave it. */
export function promotionsService(): PromotionsService {
  service ??= createPromotionsService({
    load: (language) => contentSource().getPromotions(language),
    loadAll: () => contentSource().listPromotions(),
    running: async (promotions) => runningPromotions(promotions, promotionsNow(), catalogueOffers(await catalogue().current())),
  });
  return service;
}
