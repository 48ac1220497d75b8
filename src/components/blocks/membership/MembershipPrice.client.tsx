'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/pricing/currency';
import { amountIn, partsText, type Amounts, type FilledPart } from '@/lib/pricing/money';
import { useCurrency } from '../pricing/use-currency';

/**
 * A plan's or tier's yearly (or monthly) price in the page currency (INR on /hi, EUR on /es and
 * /nl, otherwise the visitor's choice), from the membership facts: with a running promotion its
 * price and the regular one struck through, else the regular price. The facts have every currency
 * the site sells in. Its IslandMessages gives it planPriceMessages ('Regular price {price}').
 */
export function PlanPrice({
  regular,
  promo,
  locale,
  className,
}: {
  regular: Amounts;
  promo?: Amounts | null;
  locale: string;
  className?: string;
}) {
  const t = useTranslations('memberships.billing');
  const [currency] = useCurrency(locale);
  const normal = amountIn(regular, currency);
  const special = amountIn(promo, currency);
  if (special === null || normal === null || !(special < normal)) {
    return (
      <span className={className} data-currency={currency} data-testid="plan-price-now">
        {normal === null ? '' : formatMoney(normal, currency, locale)}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2" data-promo="true">
      <span className={className} data-currency={currency} data-testid="plan-price-now">
        {formatMoney(special, currency, locale)}
      </span>
      <span className="text-base font-normal text-slate-600">
        <s aria-hidden="true">{formatMoney(normal, currency, locale)}</s>
        <span className="sr-only">{t('was', { price: formatMoney(normal, currency, locale) })}</span>
      </span>
    </span>
  );
}

/** A line of filled copy (a feature, a savings sentence) in the page currency; nothing when it is empty. */
export function FigureLine({ parts, locale, className, testId, as: Tag = 'span' }: { parts: FilledPart[]; locale: string; className?: string; testId?: string; as?: 'p' | 'span' }) {
  const [currency] = useCurrency(locale);
  if (!parts.length) return null;
  return (
    <Tag className={className} data-testid={testId}>
      {partsText(parts, currency, locale)}
    </Tag>
  );
}
