import 'server-only';
import { getTranslations } from 'next-intl/server';
import { priceCardLabelsOf } from './PriceCard';

/**
 * The pricing messages (messages/<lang>/pricing.json; hi reads en) and the labels of the price card,
 * which several pricing blocks share. Each block builds its own
 * island's labels from these (in its folder).
 */
export async function pricingLabels(locale: string) {
  const t = await getTranslations({ locale, namespace: 'pricing' });
  const raw = (key: Parameters<typeof t.raw>[0]) => String(t.raw(key));
  const card = priceCardLabelsOf((key) => t(key));
  return { t, raw, card };
}
export type PricingLabels = Awaited<ReturnType<typeof pricingLabels>>;
