import 'server-only';
import type { Locale } from '@/i18n/locales';
import { factsFor } from '@/lib/memberships/facts';
import { signUpWording } from '@/lib/memberships/paths';
import { planKey, resolvePricingPlans, type PricingDataInput, type PricingPlanInput } from '@/lib/memberships/pricing-table';
import type { PriceMap } from '@/lib/memberships/prices';
import type { Copy } from '@/components/blocks/pricing/copy';
import { tablePlan } from '@/components/blocks/membership/table-plans';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { rawList, type MembershipMessages } from '@/components/blocks/membership/labels';
import type { PricingTablePlan } from '@/components/blocks/membership/MembershipPricingTable.client';
import type { PricingPlanAttribute } from './schema';

type PlanWithFlag = PricingPlanInput & { priceSet?: boolean };

/** The Free, Basic and Professional plans in the page language (no pricing data sent); their figures are the facts'. */
export function defaultPricingData(t: MembershipMessages): { month: PricingPlanAttribute[]; year: PricingPlanAttribute[] } {
  const plan = (key: 'free' | 'basic' | 'professional', itemId: number, yearly: boolean): PricingPlanAttribute => ({
    title: t(`plans.${key}.title`),
    tierKey: key,
    itemId,
    prices: key === 'free' ? null : {},
    priceSet: true,
    isPopular: key === 'basic',
    features: rawList(t, yearly && key === 'free' ? 'plans.free.yearlyFeatures' : `plans.${key}.features`),
    nonFeatures: rawList(t, `plans.${key}.nonFeatures`),
    highlightText: '',
    buttonLink: '',
    discountCta: '',
    discountLink: '',
    tooltipMessage: '',
  });
  const group = (yearly: boolean) => [plan('free', 0, yearly), plan('basic', 1, yearly), plan('professional', 2, yearly)];
  return { month: group(false), year: group(true) };
}

/** Default descriptions of the plans. */
export function defaultDescriptions(t: MembershipMessages): Record<string, string> {
  return { free: t('plans.free.description'), basic: t('plans.basic.description'), professional: t('plans.professional.description') };
}

/** A plan without a price of its own is free when its key says so; its figures come from the facts (tablePlan). */
function withKey(plan: PlanWithFlag): PricingPlanInput {
  if (plan.priceSet) return plan;
  return { ...plan, prices: planKey(plan) === 'free' ? null : {} };
}

/**
 * The table's plans ready for the island: resolved periods, the membership facts' prices and the
 * running promotion's (src/components/blocks/membership/table-plans.ts), the discount call to action
 * and the sign-up button (its label differs on /membership-plans-new).
 */
export function pricingTablePlans(
  data: { month: PricingPlanAttribute[] | null; year: PricingPlanAttribute[] | null },
  extras: { oldPrices: Record<string, PriceMap>; planDescriptions: Record<string, string> },
  copy: Copy,
  context: { locale: Locale; path: string },
  t: MembershipMessages,
): PricingTablePlan[] {
  const explicitYear = data.year?.map(withKey) ?? null;
  const derivedYear = !explicitYear && data.month?.length && data.month.every((plan) => !plan.priceSet) ? data.month.map(withKey) : null;
  const input: PricingDataInput = { month: data.month, year: explicitYear ?? derivedYear };
  const wording = signUpWording(context.path);
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  const facts = copy.sources.memberships;
  return resolvePricingPlans(input, extras).map((plan) => {
    const known = plan.free ? null : factsFor(facts, plan.key);
    // The promotion's call to action (to its landing page) replaces the plan's own when it prices the plan.
    const discount =
      known?.promo && facts.offer?.cta
        ? { text: facts.offer.cta, url: facts.offer.landingUrl || plan.discountLink }
        : plan.discountCta
          ? { text: plan.discountCta, url: plan.discountLink }
          : null;
    return tablePlan(plan, facts, copy, { discount, button: { label: t(`signUp.${wording}.${plan.free ? 'free' : 'paid'}`), url: plan.buttonLink || signUp } });
  });
}
