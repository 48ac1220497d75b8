import 'server-only';
import { factsFor, type MembershipFacts } from '@/lib/memberships/facts';
import { CURRENCIES, moneyLocale, type Currency } from './currency';
import type { CatalogueIndex } from './catalogue';
import { sameInEveryCurrency, type Amounts, type FilledPart, type Figure } from './money';
import { findPlaceholders, splitAtPlaceholders, type Placeholder } from './placeholders';
import { productPercentOff, productPrice } from './products';
import { tldPriceView, type AudiencePrice } from './tld-prices';

/**
 * Fills the placeholders of editorial copy (src/lib/pricing/placeholders.ts) from the one source of
 * each figure: the catalogue (TLD prices, through the same price view every block uses), the
 * membership facts and the product prices. Server-only; the result is plain data (text pieces and
 * figures in every currency), so a server component can print it in a fixed currency and an island
 * can follow the visitor's currency.
 */
export interface FillSources {
  index: CatalogueIndex;
  memberships: MembershipFacts;
}

export interface FillContext {
  locale: string;
  /** The promotion whose own text is filled: {promo:end} is its last day. */
  promotion?: { endDate?: string | null } | null;
}

/** A campaign day in the page's language ('31 December 2027', '31 de diciembre de 2027'). */
export function longDay(day: string | null | undefined, locale: string): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return new Intl.DateTimeFormat(moneyLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

function byCurrency(read: (currency: Currency) => number | null | undefined): Amounts {
  const amounts: Amounts = {};
  for (const currency of CURRENCIES) {
    const value = read(currency);
    if (typeof value === 'number' && Number.isFinite(value)) amounts[currency] = value;
  }
  return amounts;
}

const money = (values: Amounts): Figure | null => (Object.keys(values).length ? { kind: 'money', values } : null);
const percent = (values: Amounts): Figure | null => (Object.keys(values).length ? { kind: 'percent', values } : null);
const count = (values: Amounts): Figure | null => (Object.keys(values).length ? { kind: 'count', values } : null);
const text = (value: string | null): Figure | null => (value ? { kind: 'text', text: value } : null);

const TLD_ROLES = ['nonmember', 'member', 'supreme', 'nonmember-regular', 'member-regular', 'nonmember-renew', 'member-renew', 'nonmember-off', 'member-off', 'ends'] as const;

function tldFigure(placeholder: Placeholder, index: CatalogueIndex, locale: string): Figure | null {
  const extension = index.find(placeholder.subject.replace(/^\./, ''));
  if (!extension) return null;
  const role = placeholder.field || 'nonmember';
  if (!(TLD_ROLES as readonly string[]).includes(role)) return null;
  const views = new Map(CURRENCIES.map((currency) => [currency, tldPriceView(index.entry(extension, currency))]));
  const audience = (currency: Currency): AudiencePrice | null => {
    const view = views.get(currency)!;
    return role.startsWith('member') ? view.member : view.nonMember;
  };
  switch (role) {
    case 'nonmember':
    case 'member':
      return money(byCurrency((currency) => audience(currency)?.now));
    case 'supreme':
      return money(byCurrency((currency) => views.get(currency)!.supreme));
    case 'nonmember-regular':
    case 'member-regular':
      return money(byCurrency((currency) => audience(currency)?.regular));
    case 'nonmember-renew':
    case 'member-renew':
      return money(byCurrency((currency) => audience(currency)?.renew));
    case 'nonmember-off':
    case 'member-off':
      return percent(byCurrency((currency) => audience(currency)?.off));
    case 'ends': {
      const view = [...views.values()].find((candidate) => candidate.nonMember?.ends || candidate.member?.ends);
      return text(longDay(view?.nonMember?.ends ?? view?.member?.ends, locale));
    }
  }
  return null;
}

function planFigure(placeholder: Placeholder, memberships: MembershipFacts, locale: string): Figure | null {
  const tier = factsFor(memberships, placeholder.subject);
  if (!tier) return null;
  switch (placeholder.field || 'now') {
    case 'now':
      return money(tier.now);
    case 'yearly':
    case 'regular':
      return money(tier.yearly);
    case 'monthly':
      return money(tier.monthly);
    case 'promo':
      return tier.promo ? money(tier.promo.yearly) : null;
    case 'off':
      return tier.promo ? percent(tier.promo.off) : null;
    case 'ends':
      return tier.promo ? text(longDay(tier.promo.endsOn, locale)) : null;
    case 'savings':
      return money(tier.savings);
    case 'roi':
      return count(tier.roi);
    case 'break-even':
      return count(tier.breakEven);
    case 'domains':
      return tier.toDomains === null ? null : count(sameInEveryCurrency(tier.toDomains));
    case 'free-coms':
      return count(sameInEveryCurrency(tier.freeComs));
    case 'ssl-from':
      return money(tier.sslFrom);
    case 'spam-from':
      return tier.spamFrom ? money(tier.spamFrom) : null;
    case 'plesk-off':
      return percent(sameInEveryCurrency(tier.pleskOff));
  }
  return null;
}

function productFigure(placeholder: Placeholder): Figure | null {
  const entry = productPrice(placeholder.subject);
  if (!entry) return null;
  switch (placeholder.field || 'price') {
    case 'price':
      return money(entry.price);
    case 'list':
      return entry.list ? money(entry.list) : null;
    case 'off':
      return entry.list ? percent(byCurrency((currency) => productPercentOff(entry, currency))) : null;
  }
  return null;
}

const maxSavingCache = new WeakMap<CatalogueIndex, Amounts>();

/** The largest share of its list price a Member saves on an extension, per currency (rounded %). */
export function maxMemberSaving(index: CatalogueIndex): Amounts {
  let best = maxSavingCache.get(index);
  if (!best) {
    best = {};
    for (const extension of index.ordered) {
      for (const currency of CURRENCIES) {
        const price = extension.prices[currency];
        if (!price || !(price.nonMemberRegister > 0)) continue;
        const saving = Math.round((1 - price.memberRegister / price.nonMemberRegister) * 100);
        if (saving > (best[currency] ?? -1)) best[currency] = saving;
      }
    }
    maxSavingCache.set(index, best);
  }
  return best;
}

function tldsFigure(placeholder: Placeholder, index: CatalogueIndex): Figure | null {
  if (placeholder.subject === 'count') return count(sameInEveryCurrency(index.size));
  if (placeholder.subject === 'saving-max') return percent(maxMemberSaving(index));
  return null;
}

const PLAN_FIELDS = ['now', 'yearly', 'regular', 'monthly', 'promo', 'off', 'ends', 'savings', 'roi', 'break-even', 'domains', 'free-coms', 'ssl-from', 'spam-from', 'plesk-off'];

/**
 * True when a placeholder names something the sources know, whatever the day: a sold TLD and a
 * role, a plan or tier and a field, a product and a field (content:validate). Whether it has a
 * value today (a promotion's price) is the page's business: a block that shows an offer shows it
 * only while the offer runs.
 */
export function isKnownPlaceholder(placeholder: Placeholder, sources: FillSources): boolean {
  switch (placeholder.kind) {
    case 'price':
      return Boolean(sources.index.find(placeholder.subject.replace(/^\./, ''))) && (TLD_ROLES as readonly string[]).includes(placeholder.field || 'nonmember');
    case 'plan':
      return factsFor(sources.memberships, placeholder.subject) !== null && PLAN_FIELDS.includes(placeholder.field || 'now');
    case 'product': {
      const entry = productPrice(placeholder.subject);
      const field = placeholder.field || 'price';
      return entry !== null && (field === 'price' || ((field === 'list' || field === 'off') && entry.list !== null));
    }
    case 'tlds':
      return placeholder.subject === 'count' || placeholder.subject === 'saving-max';
    case 'promo':
      return placeholder.subject === 'end';
  }
}

/** The figure a placeholder stands for, or null when the sources have none (an unknown TLD, plan, role …). */
export function resolvePlaceholder(placeholder: Placeholder, sources: FillSources, context: FillContext): Figure | null {
  switch (placeholder.kind) {
    case 'price':
      return tldFigure(placeholder, sources.index, context.locale);
    case 'plan':
      return planFigure(placeholder, sources.memberships, context.locale);
    case 'product':
      return productFigure(placeholder);
    case 'tlds':
      return tldsFigure(placeholder, sources.index);
    case 'promo':
      return placeholder.subject === 'end' ? text(longDay(context.promotion?.endDate, context.locale)) : null;
  }
}

export interface Filled {
  parts: FilledPart[];
  /** Placeholders the sources could not fill (they stay as written, so the gap is visible and validated). */
  unresolved: string[];
}

/** Fills every placeholder of a text. */
export function fillText(value: string, sources: FillSources, context: FillContext): Filled {
  const unresolved: string[] = [];
  if (!findPlaceholders(value).length) return { parts: value ? [value] : [], unresolved };
  const parts = splitAtPlaceholders<FilledPart>(value, (placeholder) => {
    const figure = resolvePlaceholder(placeholder, sources, context);
    if (!figure) unresolved.push(placeholder.raw);
    return figure ?? placeholder.raw;
  });
  return { parts, unresolved };
}
