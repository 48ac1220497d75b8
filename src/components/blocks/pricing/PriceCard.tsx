import { formatMoney, validUntilDate, type Currency } from '@/lib/pricing/currency';
import { withDot } from '@/lib/pricing/tld-name';
import type { AudiencePrice } from '@/lib/pricing/tld-prices';

export interface PriceCardLabels {
  perYear: string;
  renewsAt: string;
  buyNow: string;
  off: string;
  validUntil: string;
  unavailable: string;
}

/** The card's labels from the pricing messages: a server component's translator or an island's (usePriceCardLabels). */
export function priceCardLabelsOf(t: (key: 'priceCard.perYear' | 'priceCard.renewsAt' | 'priceCard.buyNow' | 'priceCard.off' | 'priceCard.validUntil' | 'unavailable') => string): PriceCardLabels {
  return {
    perYear: t('priceCard.perYear'),
    renewsAt: t('priceCard.renewsAt'),
    buyNow: t('priceCard.buyNow'),
    off: t('priceCard.off'),
    validUntil: t('priceCard.validUntil'),
    unavailable: t('unavailable'),
  };
}

export const defaultPriceCardLabels: PriceCardLabels = {
  perYear: '/ first year',
  renewsAt: 'Renews at',
  buyNow: 'Buy now',
  off: 'Off',
  validUntil: 'Valid until',
  unavailable: 'Price Unavailable',
};

/**
 * One price card (member or non-member): the first-year price now (a running promotion's price with
 * the list price struck through and its discount badge — the percentage computed from the two
 * prices), the renewal price beside it, the promotion's last day, and Buy now. Renders nothing
 * without a tld value. The price comes from tldPriceView, like every other TLD price of the page.
 */
export function PriceCard({
  title,
  tld,
  price,
  currency,
  href,
  labels = defaultPriceCardLabels,
  highlight = false,
  headingLevel = 'h3',
  locale = 'en',
  large = false,
}: {
  title: string;
  tld: string | undefined;
  price: AudiencePrice | null;
  currency: Currency;
  href: string;
  labels?: PriceCardLabels;
  highlight?: boolean;
  /** h3 under a section heading; h2 when the cards sit right under the page's h1. */
  headingLevel?: 'h2' | 'h3';
  locale?: string;
  /** The larger card of the home paths. */
  large?: boolean;
}) {
  if (!tld) return null;
  const Title = headingLevel;
  const now = price ? formatMoney(price.now, currency, locale) : null;
  const regular = price ? formatMoney(price.regular, currency, locale) : null;
  const renewal = price?.renew != null ? formatMoney(price.renew, currency, locale) : null;
  const off = price?.off ?? null;
  return (
    <article
      className={`flex flex-col gap-3 rounded-xl border shadow-sm ${large ? 'p-7 sm:p-8' : 'p-5'} ${highlight ? 'border-brand bg-brand/5' : 'border-slate-300 bg-white'}`}
      aria-label={`${title} ${withDot(tld)}`}
      data-size={large ? 'large' : undefined}
      data-currency={currency}
    >
      <header className="flex items-center justify-between gap-2">
        <Title className="text-lg font-semibold">{title}</Title>
        {off !== null ? (
          <span className="shrink-0 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white">
            {off}% {labels.off}
          </span>
        ) : null}
      </header>
      <p className={`${large ? 'text-3xl' : 'text-2xl'} font-bold`}>{withDot(tld)}</p>
      {now ? (
        <p>
          <span className={`${large ? 'text-4xl sm:text-5xl' : 'text-3xl'} font-extrabold`} data-testid="price-now">
            {now}
          </span>{' '}
          {off !== null ? <s className="text-slate-600">{regular}</s> : null} <span className="text-sm text-slate-700">{labels.perYear}</span>
        </p>
      ) : (
        <p className="text-slate-700">{labels.unavailable}</p>
      )}
      {renewal ? (
        <p className="text-sm text-slate-700">
          {labels.renewsAt} {renewal}
        </p>
      ) : null}
      {off !== null && price?.ends ? (
        <p className="text-xs text-slate-700">
          {labels.validUntil} {validUntilDate(price.ends, locale)}
        </p>
      ) : null}
      <a href={href} className="mt-auto inline-flex justify-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
        {labels.buyNow} <span className="sr-only">{withDot(tld)}</span>
      </a>
    </article>
  );
}
