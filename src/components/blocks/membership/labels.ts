import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/locales';
import type { TierFacts } from '@/lib/memberships/facts';
import { CONTACT_SALES_ABOVE_DOMAINS, ROI_STARTING_FROM_TIER } from '@/lib/memberships/tiers';
import { moneyLocale } from '@/lib/pricing/currency';
import { countFigure, fillTemplate, moneyFigure, type FilledPart } from '@/lib/pricing/money';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import type { Copy } from '../pricing/copy';
import type { TierCardData, TierCardLabels } from './TierCard';

/** The membership blocks' static labels (messages/<lang>/memberships.json; /hi reads English). */
export async function membershipMessages(locale: Locale) {
  return getTranslations({ locale, namespace: 'memberships' });
}
export type MembershipMessages = Awaited<ReturnType<typeof membershipMessages>>;

type MembershipKey = Parameters<MembershipMessages['raw']>[0];

export function rawText(t: MembershipMessages, key: MembershipKey): string {
  return String(t.raw(key));
}

export function rawList(t: MembershipMessages, key: MembershipKey): string[] {
  const value: unknown = t.has(key) ? t.raw(key) : [];
  return Array.isArray(value) ? value.map(String) : [];
}

export function tierCardLabels(t: MembershipMessages): TierCardLabels {
  return {
    perYear: t('billing.perYear'),
    moreInfo: (name) => t('moreInfo', { name }),
  };
}

export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(moneyLocale(locale)).format(count);
}

/** Where a tier's button goes: sign-up up to 15,000 domains, contact sales above. */
export function tierAction(tier: TierFacts, t: MembershipMessages, locale: Locale): { label: string; url: string } {
  if (tier.fromDomains > CONTACT_SALES_ABOVE_DOMAINS) {
    return { label: t('tiers.contactSales'), url: localizedPath('/company/contact-us/sales-inquiries', locale) };
  }
  return { label: t('tiers.buy', { tier: tier.name }), url: controlPanelLinks(siteConfig(), locale).signUp };
}

/**
 * A tier's range of domains a year, without shared edges: each bound belongs to the lower tier
 * (tierForDomainCount), so the next tier starts one above it — 'Up to 100', '101–500' … '250,001+'.
 */
export function tierDomainsText(tier: TierFacts, t: MembershipMessages, locale: Locale): string {
  if (tier.toDomains === null) return t('tiers.domainsAbove', { from: formatCount(tier.fromDomains, locale) });
  if (tier.fromDomains === 0) return t('tiers.domainsUpTo', { to: formatCount(tier.toDomains, locale) });
  return t('tiers.domainsRange', { from: formatCount(tier.fromDomains, locale), to: formatCount(tier.toDomains, locale) });
}

/** The default features of a tier's family (placeholders for their figures), the first with the cost-price tooltip. */
export function defaultTierFeatures(tier: TierFacts, t: MembershipMessages): { text: string; tooltip: string[] }[] {
  const tooltip = t('tiers.tooltips.cost');
  return rawList(t, `tiers.features.${tier.family}`).map((text, index) => ({ text, tooltip: index === 0 ? [tooltip] : [] }));
}

/** A feature line's placeholders filled; a family's own figures are named {plan:FAMILY:…} in the messages. */
export function featureParts(copy: Copy, text: string, tier?: TierFacts): FilledPart[] {
  return copy.parts(tier ? text.replace(/\{plan:(?:basic|professional|expert|supreme):/g, `{plan:${tier.id}:`) : text);
}

/** The ROI and savings lines of a tier from the facts: 'ROI 3.5X' and 'Save up to {amount} a year' ('ROI starting from {amount}' on Supreme L). */
export function tierFigureLines(tier: TierFacts, t: MembershipMessages): { roi: FilledPart[] | null; savings: FilledPart[] } {
  const roiFrom = tier.id === ROI_STARTING_FROM_TIER;
  return {
    roi: roiFrom ? null : fillTemplate(rawText(t, 'tiers.roi'), { roi: countFigure(tier.roi) }),
    savings: fillTemplate(rawText(t, roiFrom ? 'tiers.roiFrom' : 'tiers.savings'), { amount: moneyFigure(tier.savings) }),
  };
}

/** A tier card from the membership facts; the content system may set its features (its figures are the facts'). */
export function tierCardData(tier: TierFacts, t: MembershipMessages, locale: Locale, copy: Copy, features?: { text: string; tooltip: string[] }[] | null): TierCardData {
  const lines = tierFigureLines(tier, t);
  return {
    id: tier.id,
    name: tier.name,
    yearly: tier.yearly,
    promo: tier.promo?.yearly ?? null,
    roi: lines.roi,
    savings: lines.savings,
    freeComs: t('tiers.freeComs', { count: formatCount(tier.freeComs, locale) }),
    domains: tierDomainsText(tier, t, locale),
    features: (features?.length ? features : defaultTierFeatures(tier, t)).map((feature) => {
      const parts = featureParts(copy, feature.text, tier);
      return { text: parts, name: copy.plain(feature.text), tooltip: feature.tooltip };
    }),
    action: tierAction(tier, t, locale),
  };
}
