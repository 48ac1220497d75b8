import 'server-only';
import type { Locale } from '@/i18n/locales';
import { CLASSIC_DISPLAY_PRICES, type PlanKey } from '@/lib/memberships/catalogue';
import { signUpWording } from '@/lib/memberships/paths';
import { newerBlockMembershipId, olderBlockMembershipId, planPromo, type MembershipPromo } from '@/lib/memberships/promo';
import type { PriceMap } from '@/lib/memberships/prices';
import type { Currency } from '@/lib/pricing/currency';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { rawList, type MembershipMessages } from '@/components/blocks/membership/labels';
import type { PricingTablePlan } from '@/components/blocks/membership/MembershipPricingTable.client';
import type { MembershipPricingClassicAttributes } from './schema';

const KEYS: PlanKey[] = ['free', 'basic', 'professional'];

/** The hard-coded figures of a plan as price maps per period (and the old price, yearly). */
function displayMaps(key: PlanKey): { year: PriceMap; month: PriceMap; old: PriceMap } {
  const year: PriceMap = {};
  const month: PriceMap = {};
  const old: PriceMap = {};
  for (const [currency, figure] of Object.entries(CLASSIC_DISPLAY_PRICES[key]) as [Currency, (typeof CLASSIC_DISPLAY_PRICES)[PlanKey][Currency]][]) {
    if (!figure) continue;
    year[currency] = figure.yearly;
    month[currency] = figure.monthly;
    if (figure.old !== null) old[currency] = figure.old;
  }
  return { year, month, old };
}

/**
 * The older block's three plans. The n-th plan is Free, Basic, Professional (its title may
 * differ); a membership promo matches only basic and professional, as basic_s and professional_s.
 */
export function classicPlans(
  attributes: MembershipPricingClassicAttributes,
  promo: MembershipPromo | null,
  context: { locale: Locale; path: string },
  t: MembershipMessages,
): PricingTablePlan[] {
  const wording = signUpWording(context.path);
  const signUp = controlPanelLinks(siteConfig(), context.locale).signUp;
  return KEYS.map((key, index) => {
    const own = attributes.plans?.[index];
    const title = own?.title || t(`plans.${key}.title`);
    const maps = displayMaps(key);
    const free = key === 'free';
    const features = own?.features?.length ? own.features : rawList(t, `plans.${key}.features`);
    const nonFeatures = own ? [] : rawList(t, `plans.${key}.nonFeatures`);
    const match = planPromo(promo, olderBlockMembershipId(title));
    return {
      key,
      title,
      membershipId: newerBlockMembershipId(title),
      free,
      prices: { year: free ? {} : maps.year, month: free ? {} : maps.month },
      oldPrices: { year: maps.old, month: {} },
      popular: own ? own.isPopular : key === 'basic',
      features: { month: features, year: features },
      nonFeatures: { month: nonFeatures, year: nonFeatures },
      highlightText: '',
      buttonLink: own?.buttonLink ?? '',
      discountCta: '',
      discountLink: '',
      tooltipMessage: '',
      description: t(`plans.${key}.description`),
      promo: match,
      discount: match && promo?.discountCta ? { text: promo.discountCta, url: promo.landingUrl ?? '' } : null,
      button: { label: t(`signUp.${wording}.${free ? 'free' : 'paid'}`), url: own?.buttonLink || signUp },
    };
  });
}
