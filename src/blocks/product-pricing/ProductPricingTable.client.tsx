'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { initialBillingPeriod, periodsWithPlans, type BillingPeriod } from '@/lib/product-tables/plans';
import { partsText, type FilledPart } from '@/lib/pricing/money';
import { BillingPeriodToggle } from '@/components/ui/BillingPeriodToggle';
import { TextTooltip } from '@/components/ui/InfoTooltip.client';
import { useCurrency } from '@/components/blocks/pricing/use-currency';

/**
 * A plan row as the island shows it: the feature, and the price, the compare-at price and the promo
 * label with their placeholders filled on the server ({product:plesk-web-pro}); the island prints
 * them in the page's currency (the visitor's choice on English pages).
 */
export interface FilledPlanRow {
  feature: string;
  price: FilledPart[];
  /** The compare-at price, only when it differs from the price. */
  compareAt: FilledPart[] | null;
  /** The promo label, only when promoEnabled is true and a label exists. */
  promo: FilledPart[] | null;
}

/** The promo label with its sale tooltip (on hover or focus). */
function PromoLabel({ label, compareAt }: { label: string; compareAt: string | null }) {
  const t = useTranslations('marketingSocial.productPricing');
  const tip = compareAt ? t('saleTooltip', { price: compareAt }) : label;
  return (
    <TextTooltip text={tip}>
      <span tabIndex={0} data-promo-label="" className="inline-flex rounded-full bg-highlight px-2.5 py-0.5 text-xs font-bold text-slate-900">
        {label}
      </span>
    </TextTooltip>
  );
}

/**
 * Product pricing table: starts in the period isYearly says; the toggle switches
 * between the monthly and yearly plans (shown only when both periods have plans). Each row: the
 * feature, the price, the compare-at price struck through, and the promo label only when
 * promoEnabled is true and a label exists.
 */
export function ProductPricingTable({ isYearly, plans, locale }: { isYearly: boolean; plans: Record<BillingPeriod, FilledPlanRow[]>; locale: string }) {
  const t = useTranslations('marketingSocial.productPricing');
  const [currency] = useCurrency(locale);
  const shown = (parts: FilledPart[] | null) => (parts ? partsText(parts, currency, locale) : null);
  const periods = periodsWithPlans(plans);
  const initial = initialBillingPeriod(isYearly);
  const [period, setPeriod] = useState<BillingPeriod>(periods.includes(initial) ? initial : (periods[0] ?? initial));
  const rows = plans[period];
  return (
    <div data-period={period}>
      {periods.length > 1 ? (
        <div className="mb-6 flex justify-center">
          <BillingPeriodToggle value={period} onChange={setPeriod} labels={{ group: t('billing'), month: t('monthly'), year: t('yearly') }} inverse />
        </div>
      ) : null}
      <div className="overflow-hidden rounded-xl bg-white text-ink shadow-xl">
        <table className="w-full text-left">
          <caption className="sr-only">{period === 'year' ? t('yearly') : t('monthly')}</caption>
          <thead className="bg-muted text-sm uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 sm:px-6">
                {t('plan')}
              </th>
              <th scope="col" className="px-4 py-3 text-right sm:px-6">
                {t('price')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row, index) => {
              const promo = shown(row.promo);
              const compareAt = shown(row.compareAt);
              return (
                <tr key={`${period}-${index}`}>
                  <th scope="row" className="px-4 py-4 font-semibold text-heading sm:px-6">
                    <span className="flex flex-wrap items-center gap-2">
                      {row.feature}
                      {promo ? <PromoLabel label={promo} compareAt={compareAt} /> : null}
                    </span>
                  </th>
                  <td className="px-4 py-4 text-right sm:px-6">
                    {compareAt ? (
                      <s className="mr-2 text-sm text-slate-600">
                        <span className="sr-only">{t('regularPrice', { price: compareAt })}</span>
                        <span aria-hidden="true">{compareAt}</span>
                      </s>
                    ) : null}
                    <span className="text-lg font-bold text-brand-dark">{shown(row.price)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
