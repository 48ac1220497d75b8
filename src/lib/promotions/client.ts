import '@/lib/zod/browser';
import { rawPromotionSchema } from '@/lib/content/raw';
import { reshapePromotion } from '@/lib/content/reshape';
import type { Promotion } from '@/lib/content/types';

/**
 * Browser side of GET /api/promos: a non-OK answer, a non-array or a network failure gives no
 * promotions, silently (no banners are shown and the visitor sees no error); an entry that does
 * not fit the shape is skipped. The failure is the server's to log (src/lib/promotions/service.ts
 * logs a failing source).
 */
export async function fetchPromotions(language: string, signal?: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<Promotion[]> {
  try {
    const response = await fetchImpl(`/api/promos?lang=${encodeURIComponent(language)}`, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`promos HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error('promos answer is not an array');
    return body.flatMap((entry) => {
      const parsed = rawPromotionSchema.safeParse(entry);
      return parsed.success ? [reshapePromotion(parsed.data)] : [];
    });
  } catch {
    return [];
  }
}
