'use client';

import { useTranslations } from 'next-intl';
import type { Currency } from '@/lib/pricing/currency';
import type { TldPriceView } from '@/lib/pricing/tld-prices';
import { PriceCard } from './PriceCard';
import { usePriceCardLabels } from './use-price-card-labels';
import { useCurrency } from './use-currency';

/**
 * The member and non-member price cards of a TLD landing page in the page's currency: the server
 * hands over the extension's prices in every currency (from the catalogue, one view per currency),
 * the island shows the one of the page — the visitor's choice on English pages. Its IslandMessages
 * gives it priceCardMessages.
 */
export function TldPriceCards({
  tld,
  views,
  locale,
  hrefs,
  headingLevel,
}: {
  tld: string;
  views: Partial<Record<Currency, TldPriceView>>;
  locale: string;
  hrefs: { member: string; nonMember: string };
  headingLevel: 'h2' | 'h3';
}) {
  const t = useTranslations('pricing.priceCard');
  const labels = usePriceCardLabels();
  const [currency] = useCurrency(locale);
  const view = views[currency] ?? null;
  return (
    <>
      <PriceCard title={t('member')} tld={tld} price={view?.member ?? null} currency={currency} href={hrefs.member} labels={labels} locale={locale} highlight headingLevel={headingLevel} />
      <PriceCard title={t('nonMember')} tld={tld} price={view?.nonMember ?? null} currency={currency} href={hrefs.nonMember} labels={labels} locale={locale} headingLevel={headingLevel} />
    </>
  );
}
