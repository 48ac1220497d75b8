'use client';

import { formatMoney, convertPriceText } from '@/lib/pricing/currency';
import { priceIn, type PriceMap } from '@/lib/memberships/prices';
import { useCurrency } from '../pricing/use-currency';

/**
 * A membership price in the page currency (INR on /hi, EUR on /es and /nl, otherwise the
 * visitor's choice from the header). The server renders the locale's currency; the visitor's
 * remembered choice follows after hydration. A plan with no price in that currency shows the
 * unavailable label, never a price in another currency.
 */
export function MembershipPrice({ prices, locale, unavailable, className }: { prices: PriceMap; locale: string; unavailable: string; className?: string }) {
  const [currency] = useCurrency(locale);
  const amount = priceIn(prices, currency);
  return (
    <span className={className} data-currency={currency} data-unavailable={amount === null ? 'true' : undefined}>
      {amount === null ? unavailable : formatMoney(amount, currency, locale)}
    </span>
  );
}

/**
 * A feature line whose dollar prices ('SSL from $6.99') are converted to the page currency with
 * the client rates and two decimals.
 */
export function PriceText({ text, locale }: { text: string; locale: string }) {
  const [currency] = useCurrency(locale);
  return <>{convertPriceText(text, currency, locale)}</>;
}

/**
 * A yearly price with the membership promotion applied: the promotional price and the regular one
 * struck through, where both exist in the page currency; else the regular price (or unavailable).
 */
export function PromoPrice({
  regular,
  promo,
  locale,
  labels,
  className,
}: {
  regular: PriceMap;
  promo: PriceMap;
  locale: string;
  labels: { unavailable: string; was: string };
  className?: string;
}) {
  const [currency] = useCurrency(locale);
  const normal = priceIn(regular, currency);
  const special = normal === null ? null : priceIn(promo, currency);
  if (special === null) {
    return <span className={className}>{normal === null ? labels.unavailable : formatMoney(normal, currency, locale)}</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2" data-promo="true">
      <span className={className}>{formatMoney(special, currency, locale)}</span>
      {normal !== null && normal > special ? (
        <span className="text-base font-normal text-slate-600">
          <s aria-hidden="true">{formatMoney(normal, currency, locale)}</s>
          <span className="sr-only">{labels.was.replace('{price}', formatMoney(normal, currency, locale))}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * A sentence around a price ('Save {amount} a year'): when the figure has no price in the page
 * currency, the fallback (by default nothing) rather than a sentence with 'Price Unavailable' in it.
 */
export function PriceSentence({
  template,
  prices,
  locale,
  className,
  testId,
  as: Tag = 'p',
  fallback = null,
}: {
  template: string;
  prices: PriceMap;
  locale: string;
  className?: string;
  testId?: string;
  as?: 'p' | 'span';
  fallback?: string | null;
}) {
  const [currency] = useCurrency(locale);
  const amount = priceIn(prices, currency);
  if (amount === null && fallback === null) return null;
  return (
    <Tag className={className} data-testid={testId}>
      {amount === null ? fallback : template.replace('{amount}', formatMoney(amount, currency, locale))}
    </Tag>
  );
}
