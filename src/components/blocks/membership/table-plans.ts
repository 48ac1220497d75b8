import 'server-only';
import { factsFor, type MembershipFacts } from '@/lib/memberships/facts';
import type { ResolvedPlan } from '@/lib/memberships/pricing-table';
import type { BillingPeriod } from '@/lib/memberships/prices';
import type { FilledPart } from '@/lib/pricing/money';
import type { Copy } from '../pricing/copy';
import type { PricingTablePlan } from './MembershipPricingTable.client';

/**
 * A pricing-table plan for the island, from the one membership truth: a plan the facts know (free,
 * basic, professional or a tier id, by its key) takes the facts' yearly and monthly prices and the
 * running promotion's price and label, whatever figure the content system typed; a plan they do not
 * know keeps its own prices. Feature lines, highlight and call-to-action texts have their
 * placeholders filled ({plan:basic:break-even}, {plan:basic:ssl-from} …).
 */
export function tablePlan(
  plan: ResolvedPlan,
  facts: MembershipFacts,
  copy: Copy,
  extras: { discount: { text: string; url: string } | null; button: { label: string; url: string } },
): PricingTablePlan {
  const known = plan.free ? null : factsFor(facts, plan.key);
  const lines = (period: BillingPeriod, read: (p: ResolvedPlan) => Record<BillingPeriod, string[]>): FilledPart[][] => read(plan)[period].map((line) => copy.parts(line));
  const saleLabel = known?.promo?.saleLabel ? copy.parts(known.promo.saleLabel) : null;
  return {
    key: plan.key,
    title: plan.title,
    free: plan.free,
    popular: plan.popular,
    description: plan.description,
    prices: known ? { year: known.yearly, month: known.monthly } : plan.prices,
    oldPrices: known ? { year: {}, month: {} } : plan.oldPrices,
    promo: known?.promo ? { yearly: known.promo.yearly, saleLabel } : null,
    features: { month: lines('month', (p) => p.features), year: lines('year', (p) => p.features) },
    nonFeatures: { month: lines('month', (p) => p.nonFeatures), year: lines('year', (p) => p.nonFeatures) },
    highlight: copy.parts(plan.highlightText),
    tooltip: copy.plain(plan.tooltipMessage),
    discount: extras.discount ? { text: copy.parts(extras.discount.text), url: extras.discount.url } : null,
    button: extras.button,
  };
}
