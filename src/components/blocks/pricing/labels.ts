import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { FeaturedDomainsLabels } from './FeaturedDomains.lazy';
import type { PriceCardLabels } from './PriceCard';

/**
 * The pricing messages (messages/<lang>/pricing.json; hi reads en) and the labels of the parts several
 * pricing blocks share: the price card and the featured-domains grid. Each block builds its own
 * island's labels from these (in its folder).
 */
export async function pricingLabels(locale: string) {
  const t = await getTranslations({ locale, namespace: 'pricing' });
  const raw = (key: string) => String(t.raw(key));
  const card: PriceCardLabels = {
    perYear: t('priceCard.perYear'),
    renewsAt: t('priceCard.renewsAt'),
    buyNow: t('priceCard.buyNow'),
    off: t('priceCard.off'),
    validUntil: t('priceCard.validUntil'),
    unavailable: t('unavailable'),
  };
  const featured: FeaturedDomainsLabels = {
    loading: t('loading'),
    member: t('featured.member'),
    nonMember: t('featured.nonMember'),
    renewsAt: t('featured.renewsAt'),
  };
  return { t, raw, card, featured };
}
export type PricingLabels = Awaited<ReturnType<typeof pricingLabels>>;
