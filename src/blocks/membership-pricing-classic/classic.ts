import 'server-only';
import type { Locale } from '@/i18n/locales';
import type { PlanKey } from '@/lib/memberships/facts';
import { signUpWording } from '@/lib/memberships/paths';
import { monthlyFromYearlyRounded } from '@/lib/memberships/prices';
import { newerBlockMembershipId } from '@/lib/memberships/promo';
import type { Amounts } from '@/lib/pricing/money';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { rawList, type MembershipMessages } from '@/components/blocks/membership/labels';
import type { PricingTablePlan } from '@/components/blocks/membership/MembershipPricingTable.client';
import { tablePlan } from '@/components/blocks/membership/table-plans';
import type { Copy } from '@/components/blocks/pricing/copy';
import type { MembershipPricingClassicAttributes } from './schema';

const KEYS: PlanKey[] = ['free', 'basic', 'professional'];

const nearestMonthly = (yearly: Amounts): Amounts =>
  Object.fromEntries(Object.entries(yearly).map(([currency, amount]) => [currency, monthlyFromYearlyRounded(amount)])) as Amounts;

/**
 * The older block's three plans: the n-th plan is Free, Basic, Professional (its title may
 * differ). The spec's hard-coded display prices allow two readings; READING CHOSEN (b): those
 * figures are stale copies (EUR had no Basic figure, Basic $4.99 contradicted every other block), so
 * the block shows the membership facts like every other membership block — one membership truth.
 * Its monthly figures are yearly / 12 to the nearest cent (the older block's rounding).
 */
export function classicPlans(attributes: MembershipPricingClassicAttributes, copy: Copy, context: { locale: Locale; path: string }, t: MembershipMessages): PricingTablePlan[] {
  const wording = signUpWording(context.path);
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  const facts = copy.sources.memberships;
  return KEYS.map((key, index) => {
    const own = attributes.plans?.[index];
    const title = own?.title || t(`plans.${key}.title`);
    const free = key === 'free';
    const features = own?.features?.length ? own.features : rawList(t, `plans.${key}.features`);
    const nonFeatures = own ? [] : rawList(t, `plans.${key}.nonFeatures`);
    const plan = tablePlan(
      {
        key,
        title,
        membershipId: newerBlockMembershipId(title),
        free,
        prices: { year: {}, month: {} },
        oldPrices: { year: {}, month: {} },
        popular: own ? own.isPopular : key === 'basic',
        features: { month: features, year: features },
        nonFeatures: { month: nonFeatures, year: nonFeatures },
        highlightText: '',
        buttonLink: own?.buttonLink ?? '',
        discountCta: '',
        discountLink: '',
        tooltipMessage: '',
        description: t(`plans.${key}.description`),
      },
      facts,
      copy,
      { discount: null, button: { label: t(`signUp.${wording}.${free ? 'free' : 'paid'}`), url: own?.buttonLink || signUp } },
    );
    const discount = plan.promo && facts.offer?.cta ? { text: copy.parts(facts.offer.cta), url: facts.offer.landingUrl ?? '' } : null;
    return { ...plan, prices: { year: plan.prices.year, month: nearestMonthly(plan.prices.year) }, discount };
  });
}
