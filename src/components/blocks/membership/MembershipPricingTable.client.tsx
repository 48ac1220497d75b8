'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BillingPeriodToggle } from '@/components/ui/BillingPeriodToggle';
import { buttonClasses } from '@/components/ui/Button';
import { InfoTooltip } from '@/components/ui/InfoTooltip.client';
import { DEFAULT_BILLING_PERIOD, monthlyFromYearly, monthlyFromYearlyRounded, type BillingPeriod } from '@/lib/memberships/prices';
import { formatMoney, type Currency } from '@/lib/pricing/currency';
import { amountIn, partsText, type Amounts, type FilledPart } from '@/lib/pricing/money';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { IncludedItem } from './IncludedItem';

/** A plan of the pricing tables as the island shows it (built on the server by table-plans.ts). */
export interface PricingTablePlan {
  key: string;
  title: string;
  free: boolean;
  popular: boolean;
  description: string;
  /** Regular prices per period by currency (the membership facts' for a known plan). */
  prices: Record<BillingPeriod, Amounts>;
  /** Struck-through regular prices the content system gives for a plan the facts do not know. */
  oldPrices: Record<BillingPeriod, Amounts>;
  /** The running promotion's yearly price and sale label for this plan. */
  promo: { yearly: Amounts; saleLabel: FilledPart[] | null } | null;
  features: Record<BillingPeriod, FilledPart[][]>;
  nonFeatures: Record<BillingPeriod, FilledPart[][]>;
  highlight: FilledPart[];
  tooltip: string;
  /** The promotion's call to action, else the plan's own. */
  discount: { text: FilledPart[]; url: string } | null;
  button: { label: string; url: string };
}

/** The block's own texts (content), each in place of the catalogue's message when given. */
export interface PricingTableOwnTexts {
  toggle?: { month: string; year: string };
  /** 'per month' / 'per year' (billingText). */
  billing?: { month: string; year: string };
  mostPopular?: string;
  startsFrom?: string;
}

interface Shown {
  current: number | null;
  struck: number | null;
  yearly: number | null;
}

/** How a yearly price becomes a monthly one: down to the cent (newer block), or to the nearest cent (older block). */
export type MonthlyRounding = 'down' | 'nearest';

/**
 * A plan's figures in a period and currency. The promotion's price is a yearly price
 * (prices.year); the monthly view shows it, like every yearly price, / 12 (rounded down in the
 * newer block). With a promotion the regular price is struck through; without one, the plan's
 * oldPrices are. (The facts price every plan they know in every currency; a plan they do not know
 * and that has no price in the currency shows Price Unavailable.)
 */
export function shownPrices(plan: PricingTablePlan, period: BillingPeriod, currency: Currency, rounding: MonthlyRounding = 'down'): Shown {
  const regular = amountIn(plan.prices[period], currency);
  const yearlyRegular = amountIn(plan.prices.year, currency);
  // A promotion lowers a price the plan has: in a currency the plan has no price in, it stays unavailable.
  const promoYear = plan.promo && yearlyRegular !== null ? amountIn(plan.promo.yearly, currency) : null;
  if (promoYear !== null) {
    const current = period === 'year' ? promoYear : rounding === 'down' ? monthlyFromYearly(promoYear) : monthlyFromYearlyRounded(promoYear);
    return { current, struck: regular, yearly: promoYear };
  }
  return { current: regular, struck: amountIn(plan.oldPrices[period], currency), yearly: yearlyRegular };
}

/**
 * The membership pricing table (the newer block): Monthly/Yearly (monthly first and initial),
 * every price in the page currency, the Free plan, 'Most popular', features and non-features,
 * highlight text, tooltips, the discount call to action and the sign-up button.
 */
export function MembershipPricingTable({
  plans,
  own = {},
  locale,
  additionalCta,
  initialPeriod = DEFAULT_BILLING_PERIOD,
  monthlyRounding = 'down',
}: {
  plans: PricingTablePlan[];
  own?: PricingTableOwnTexts;
  locale: string;
  additionalCta: { prompt: string; linkText: string; linkUrl: string } | null;
  /** The newer block starts on month; the older one on year, the period of its display prices. */
  initialPeriod?: BillingPeriod;
  monthlyRounding?: MonthlyRounding;
}) {
  const t = useTranslations('memberships');
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const toggle = { month: own.toggle?.month || t('billing.month'), year: own.toggle?.year || t('billing.year'), group: t('billing.group') };
  const billing = { month: own.billing?.month || t('billing.perMonth'), year: own.billing?.year || t('billing.perYear') };
  const [currency] = useCurrency(locale);
  const money = (amount: number) => formatMoney(amount, currency, locale);

  return (
    <div data-testid="membership-pricing-table" data-period={period} data-currency={currency}>
      <div className="flex justify-center">
        <BillingPeriodToggle value={period} onChange={setPeriod} labels={toggle} />
      </div>
      <div className={`mt-8 grid gap-6 ${plans.length >= 3 ? 'lg:grid-cols-3' : plans.length === 2 ? 'md:grid-cols-2' : ''}`}>
        {plans.map((plan) => {
          const shown = shownPrices(plan, period, currency, monthlyRounding);
          const saleLabel = plan.promo?.saleLabel ? partsText(plan.promo.saleLabel, currency, locale) : null;
          const features = plan.features[period];
          const nonFeatures = plan.nonFeatures[period];
          const text = (parts: FilledPart[]) => partsText(parts, currency, locale);
          return (
            <article
              key={plan.key}
              data-plan={plan.key}
              className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm transition hover:shadow-lg ${plan.popular ? 'border-brand ring-2 ring-brand' : 'border-slate-200'}`}
            >
              {plan.popular ? (
                <p className="absolute -top-3 left-6 rounded-full bg-brand px-3 py-0.5 text-xs font-bold tracking-wide text-white uppercase">{own.mostPopular || t('mostPopular')}</p>
              ) : null}
              {plan.highlight.length ? <p className="mb-3 rounded-lg bg-highlight/30 px-3 py-1.5 text-sm font-semibold text-heading">{text(plan.highlight)}</p> : null}
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-2xl">{plan.title}</h3>
                {plan.tooltip ? (
                  <span className="text-slate-600">
                    <InfoTooltip label={t('moreInfo', { name: plan.title })} text={plan.tooltip} />
                  </span>
                ) : null}
              </div>
              {plan.description ? <p className="mt-1 text-sm text-slate-700">{plan.description}</p> : null}
              {saleLabel ? (
                <p className="mt-3 inline-flex w-fit rounded-full bg-danger px-3 py-0.5 text-sm font-bold text-white" data-testid="sale-label">
                  {saleLabel}
                </p>
              ) : null}
              <div className="mt-4 min-h-24" data-testid="plan-price">
                {plan.free ? (
                  <p className="text-4xl font-extrabold text-heading">{t('free')}</p>
                ) : (
                  <>
                    {own.startsFrom ? <p className="text-sm text-slate-700">{own.startsFrom}</p> : null}
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <span className="text-4xl font-extrabold text-heading" data-testid="plan-amount" data-unavailable={shown.current === null ? 'true' : undefined}>
                        {shown.current === null ? t('unavailable') : money(shown.current)}
                      </span>
                      {shown.current !== null ? <span className="text-sm text-slate-700">{billing[period]}</span> : null}
                    </p>
                    {shown.current !== null && shown.struck !== null && shown.struck > shown.current ? (
                      <p className="text-sm text-slate-600">
                        <s aria-hidden="true">{money(shown.struck)}</s>
                        <span className="sr-only">{t('billing.was', { price: money(shown.struck) })}</span>
                      </p>
                    ) : null}
                    {period === 'month' && shown.yearly !== null ? (
                      <p className="text-sm text-slate-700">{t('billing.yearlyEquivalent', { price: money(shown.yearly) })}</p>
                    ) : null}
                  </>
                )}
              </div>
              <a href={plan.button.url} className={buttonClasses(plan.popular ? 'primary' : 'transparent', 'medium', 'mt-4 w-full')}>
                {plan.button.label}
              </a>
              {plan.discount ? (
                <a href={plan.discount.url || undefined} className="mt-3 text-center text-sm font-semibold text-brand underline underline-offset-4 hover:text-brand-dark">
                  {text(plan.discount.text)}
                </a>
              ) : null}
              <ul className="mt-6 space-y-2 text-sm">
                {features.map((feature, index) => (
                  <IncludedItem key={`f${index}`}>
                    <span>
                      <span className="sr-only">{t('included')}: </span>
                      {text(feature)}
                    </span>
                  </IncludedItem>
                ))}
                {nonFeatures.map((feature, index) => (
                  <li key={`n${index}`} className="flex items-start gap-2 text-slate-600">
                    <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    <span>
                      <span className="sr-only">{t('notIncluded')}: </span>
                      {text(feature)}
                    </span>
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
      {additionalCta ? (
        <p className="mt-8 text-center">
          {additionalCta.prompt}{' '}
          {additionalCta.linkText && additionalCta.linkUrl ? (
            <a href={additionalCta.linkUrl} className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark">
              {additionalCta.linkText}
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
