import 'server-only';
import { getTranslations } from 'next-intl/server';
import { priceCardLabelsOf } from './PriceCard';

/**
 * The pricing messages (messages/<lang>/pricing.json; hi reads en) and the labels of the price card,
 * for the pricing blocks' server-rendered parts (their islands read the messages themselves).
 */
export async function pricingLabels(locale: string) {
  const t = await getTranslations({ locale, namespace: 'pricing' });
  const raw = (key: Parameters<typeof t.raw>[0]) => String(t.raw(key));
  const card = priceCardLabelsOf((key) => t(key));
  return { t, raw, card };
}
