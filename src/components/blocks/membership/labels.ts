import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/locales';
import { STATIC_PLAN_CARDS, tierPrices, tierSavings } from '@/lib/memberships/catalogue';
import type { PriceMap } from '@/lib/memberships/prices';
import { CONTACT_SALES_ABOVE_DOMAINS, ROI_STARTING_FROM_TIER, type MembershipTier } from '@/lib/memberships/tiers';
import { moneyLocale } from '@/lib/pricing/currency';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import type { TierFeature } from './schema';
import type { TierCardData, TierCardLabels } from './TierCard';

/** The membership blocks' static labels (messages/<lang>/memberships.json; /hi reads English). */
export async function membershipMessages(locale: Locale) {
  return getTranslations({ locale, namespace: 'memberships' });
}
export type MembershipMessages = Awaited<ReturnType<typeof membershipMessages>>;

export function rawText(t: MembershipMessages, key: string): string {
  return String(t.raw(key));
}

export function rawList(t: MembershipMessages, key: string): string[] {
  const value: unknown = t.has(key) ? t.raw(key) : [];
  return Array.isArray(value) ? value.map(String) : [];
}

export function tierCardLabels(t: MembershipMessages): TierCardLabels {
  return {
    unavailable: t('unavailable'),
    perYear: t('billing.perYear'),
    savings: rawText(t, 'tiers.savings'),
    roiFrom: rawText(t, 'tiers.roiFrom'),
    roi: rawText(t, 'tiers.roi'),
    moreInfo: rawText(t, 'moreInfo'),
  };
}

export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(moneyLocale(locale)).format(count);
}

/** Where a tier's button goes: sign-up up to 15,000 domains, contact sales above. */
export function tierAction(tier: MembershipTier, t: MembershipMessages, locale: Locale): { label: string; url: string } {
  if (tier.minDomains >= CONTACT_SALES_ABOVE_DOMAINS) {
    return { label: t('tiers.contactSales'), url: localizedPath('/company/contact-us/sales-inquiries', locale) };
  }
  return { label: t('tiers.buy', { tier: tier.name }), url: controlPanelLinks(siteConfig(), locale).signUp };
}

export function tierDomainsText(tier: MembershipTier, t: MembershipMessages, locale: Locale): string {
  if (tier.maxDomains === null) return t('tiers.domainsAbove', { from: formatCount(tier.minDomains, locale) });
  if (tier.minDomains === 0) return t('tiers.domainsUpTo', { to: formatCount(tier.maxDomains, locale) });
  return t('tiers.domainsRange', { from: formatCount(tier.minDomains, locale), to: formatCount(tier.maxDomains, locale) });
}

/** The default features of a tier's family, the first with the cost-price tooltip. */
export function defaultTierFeatures(tier: MembershipTier, t: MembershipMessages): TierFeature[] {
  const tooltip = t('tiers.tooltips.cost');
  return rawList(t, `tiers.features.${tier.family}`).map((text, index) => ({ text, tooltip: index === 0 ? [tooltip] : [] }));
}

export interface TierCardOverrides {
  prices?: PriceMap;
  savings?: PriceMap;
  roi?: string;
  features?: TierFeature[];
}

/** A tier card from the catalogue, with what the content system sets for it taking precedence. */
export function tierCardData(tier: MembershipTier, t: MembershipMessages, locale: Locale, overrides: TierCardOverrides = {}): TierCardData {
  const has = (map: PriceMap | undefined): map is PriceMap => Boolean(map && Object.keys(map).length);
  return {
    id: tier.id,
    name: tier.name,
    prices: has(overrides.prices) ? overrides.prices : tierPrices(tier),
    savings: has(overrides.savings) ? overrides.savings : tierSavings(tier),
    roiFrom: tier.id === ROI_STARTING_FROM_TIER,
    roi: overrides.roi ?? STATIC_PLAN_CARDS.find((card) => card.tier === tier.id)?.roi ?? '',
    freeComs: t('tiers.freeComs', { count: formatCount(tier.freeComs, locale) }),
    domains: tierDomainsText(tier, t, locale),
    features: overrides.features?.length ? overrides.features : defaultTierFeatures(tier, t),
    action: tierAction(tier, t, locale),
  };
}
