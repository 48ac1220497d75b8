/**
 * Product pricing block: plans for
 * the month and for the year, the starting period from isYearly, a promo label only when
 * promoEnabled is true and a label exists, a compare-at (struck) price, and a default background
 * colour #012856.
 *
 * Spec: pricing-and-catalogue.md §3 "Product pricing block", "Tables", §4, §5, §9.
 */
export const PRODUCT_PRICING_DEFAULT_BACKGROUND = '#012856';

/** The periods as the shared billing toggle (src/components/ui, issue 10) names them. */
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface PlanRow {
  feature: string;
  price: string;
  promoEnabled: boolean;
  promoLabel: string;
  compareAt: string;
}

/** The period the table starts in. */
export function initialBillingPeriod(isYearly: boolean): BillingPeriod {
  return isYearly ? 'year' : 'month';
}

/** The promo label to show, or null: only when promoEnabled is true and a label exists. */
export function promoLabelOf(row: Pick<PlanRow, 'promoEnabled' | 'promoLabel'>): string | null {
  const label = row.promoLabel.trim();
  return row.promoEnabled === true && label ? label : null;
}

/** The compare-at price, shown struck through only when it differs from the price. */
export function compareAtOf(row: Pick<PlanRow, 'price' | 'compareAt'>): string | null {
  const compareAt = row.compareAt.trim();
  return compareAt && compareAt !== row.price.trim() ? compareAt : null;
}

/** The periods that have plans (a toggle is shown only when both do). */
export function periodsWithPlans(plans: Record<BillingPeriod, readonly unknown[]>): BillingPeriod[] {
  return BILLING_PERIODS.filter((period) => plans[period].length > 0);
}
