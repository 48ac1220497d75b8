import { formatMoney, validUntilDate, type Currency } from '@/lib/pricing/currency';
import { parsePrice } from '@/lib/pricing/savings-calculator';
import { withDot } from '@/lib/pricing/tld-name';

export interface PriceCardLabels {
  perYear: string;
  renewsAt: string;
  buyNow: string;
  off: string;
  validUntil: string;
  unavailable: string;
}

export const defaultPriceCardLabels: PriceCardLabels = {
  perYear: '/ first year',
  renewsAt: 'Renews at',
  buyNow: 'Buy now',
  off: 'Off',
  validUntil: 'Valid until',
  unavailable: 'Price Unavailable',
};

export function money(value: unknown, currency: Currency, locale?: string): string | null {
  const number = parsePrice(value);
  return number === null ? null : formatMoney(number, currency, locale);
}

/**
 * One price card (member or non-member): first-year price with the renewal price beside it, a
 * discount badge only while a promotion is ongoing and a promo price exists, and Buy now to the
 * TLD landing page. Renders nothing without a tld value.
 */
export function PriceCard({
  title,
  tld,
  price,
  renewPrice,
  promoPrice,
  promoPercentageOff,
  promoEndDate,
  onGoingPromo,
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
  price: unknown;
  renewPrice?: unknown;
  promoPrice?: unknown;
  promoPercentageOff?: unknown;
  promoEndDate?: string | null;
  onGoingPromo?: boolean;
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
  const first = money(price, currency, locale);
  const renewal = money(renewPrice, currency, locale);
  const promo = onGoingPromo ? money(promoPrice, currency, locale) : null;
  const percent = promo ? parsePrice(promoPercentageOff) : null;
  return (
    <article
      className={`flex flex-col gap-3 rounded-xl border shadow-sm ${large ? 'p-7 sm:p-8' : 'p-5'} ${highlight ? 'border-brand bg-brand/5' : 'border-slate-300 bg-white'}`}
      aria-label={`${title} ${withDot(tld)}`}
      data-size={large ? 'large' : undefined}
    >
      <header className="flex items-center justify-between gap-2">
        <Title className="text-lg font-semibold">{title}</Title>
        {promo && percent !== null ? (
          <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            {Math.round(percent)}% {labels.off}
          </span>
        ) : null}
      </header>
      <p className={`${large ? 'text-3xl' : 'text-2xl'} font-bold`}>{withDot(tld)}</p>
      {first ? (
        <p>
          {promo ? (
            <>
              <span className={`${large ? 'text-4xl sm:text-5xl' : 'text-3xl'} font-extrabold`}>{promo}</span>{' '}
              <s className="text-slate-600">{first}</s>
            </>
          ) : (
            <span className={`${large ? 'text-4xl sm:text-5xl' : 'text-3xl'} font-extrabold`}>{first}</span>
          )}{' '}
          <span className="text-sm text-slate-700">{labels.perYear}</span>
        </p>
      ) : (
        <p className="text-slate-700">{labels.unavailable}</p>
      )}
      {renewal ? (
        <p className="text-sm text-slate-700">
          {labels.renewsAt} {renewal}
        </p>
      ) : null}
      {promo ? (
        <p className="text-xs text-slate-700">
          {labels.validUntil} {validUntilDate(promoEndDate, locale)}
        </p>
      ) : null}
      <a href={href} className="mt-auto inline-flex justify-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
        {labels.buyNow} <span className="sr-only">{withDot(tld)}</span>
      </a>
    </article>
  );
}
