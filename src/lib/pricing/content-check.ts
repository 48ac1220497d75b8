import 'server-only';
import type { Promotion } from '@/lib/content/types';
import { buildMembershipFacts, tierYearly, type MembershipFacts } from '@/lib/memberships/facts';
import { comPrices } from '@/lib/memberships/facts-server';
import { membershipKey } from '@/lib/memberships/promo';
import { MEMBERSHIP_TIERS, tierByName } from '@/lib/memberships/tiers';
import { CatalogueIndex } from './catalogue';
import { CURRENCIES, roundToCents, type Currency } from './currency';
import { isKnownPlaceholder } from './fill';
import { toUnicodeExtension } from './idn';
import { extensionKind, type CataloguePrice } from './model';
import { findPlaceholders, TYPED_MONEY } from './placeholders';
import { percentOff } from './tld-prices';

/**
 * What `npm run content:validate` checks about money (issue 25): the content names figures with
 * placeholders the catalogue, the membership facts or the product prices can fill, never a typed
 * price; a promotion promises only prices the catalogue gives, on extensions it really discounts,
 * no longer than the catalogue's promotion runs; a membership promotion prices every currency below
 * the regular price; a '1,900+' extension count is not more than the catalogue holds.
 */
export interface MoneyCheckInput {
  /** Strings to check, each with where it comes from ('es_ES /membership-plans blocks[1].pricingData…'). */
  texts: Array<{ where: string; text: string }>;
  promotions: Promotion[];
}

/** The catalogue index of a price list (the seed file), without a store. */
export function indexOfPrices(prices: readonly CataloguePrice[], day: string): CatalogueIndex {
  const names = [...new Set(prices.map((price) => price.tld))];
  return new CatalogueIndex(null, names.map((tld) => ({ tld, unicodeName: toUnicodeExtension(tld), kind: extensionKind(tld) })), prices, day);
}

/** Every string of a value (block attributes, SEO fields), with its JSON path. */
export function stringsOf(value: unknown, where: string, out: Array<{ where: string; text: string }> = []): Array<{ where: string; text: string }> {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => stringsOf(item, `${where}[${index}]`, out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) stringsOf(item, `${where}.${key}`, out);
  return out;
}

const SYMBOL_CURRENCY: Record<string, Currency> = { $: 'USD', '€': 'EUR', '£': 'GBP', '₹': 'INR', '₽': 'RUB', USD: 'USD', EUR: 'EUR', GBP: 'GBP', INR: 'INR', RUB: 'RUB', euro: 'EUR', euros: 'EUR' };

/** A typed price read back: '$4.99' → 4.99 USD; '4,49 €' → 4.49 EUR; null when it cannot be read. */
export function readTypedPrice(text: string): { amount: number; currency: Currency } | null {
  const symbol = /[$€£₹₽]|\b(?:USD|EUR|GBP|INR|RUB|euros?)\b/.exec(text)?.[0];
  const number = /\d[\d.,]*/.exec(text)?.[0];
  if (!symbol || !number) return null;
  // The last separator followed by exactly two digits is the decimal mark.
  const decimal = /[.,](\d{2})$/.exec(number);
  const whole = (decimal ? number.slice(0, -3) : number).replace(/[.,]/g, '');
  const amount = Number(decimal ? `${whole}.${decimal[1]}` : whole);
  const currency = SYMBOL_CURRENCY[symbol];
  return currency && Number.isFinite(amount) ? { amount, currency } : null;
}

/** The prices the catalogue gives a domain promotion's extension in a currency (list, Member, promotion). */
function tldPrices(index: CatalogueIndex, tld: string, currency: Currency): number[] {
  const price = index.find(tld)?.prices[currency];
  if (!price) return [];
  return [price.nonMemberRegister, price.memberRegister, price.supremeRegister, price.nonMemberPromoPrice, price.memberPromoPrice].filter((value): value is number => value !== null);
}

/** The prices the membership facts give in a currency (every tier's regular price and the promotion's). */
function membershipPrices(facts: MembershipFacts, promotion: Promotion, currency: Currency): number[] {
  const prices = facts.tiers.flatMap((tier) => [tier.yearly[currency], tier.monthly[currency]]).filter((value): value is number => value !== undefined);
  for (const membership of promotion.memberships ?? []) {
    const value = membership.yearPrices[currency.toLowerCase()];
    if (value !== undefined) prices.push(value);
  }
  return prices;
}

function promotionProblems(promotion: Promotion, index: CatalogueIndex, facts: MembershipFacts): string[] {
  const problems: string[] = [];
  const label = `promotion ${promotion.id}`;
  if (promotion.startDate && promotion.endDate && promotion.startDate > promotion.endDate) problems.push(`${label}: starts (${promotion.startDate}) after it ends (${promotion.endDate})`);
  const type = promotion.type?.trim().toLowerCase();
  if (type === 'domain' && !promotion.tld) problems.push(`${label}: a domain promotion names its extension (promotionDetails.tld)`);

  if (promotion.tld) {
    const extension = index.find(promotion.tld);
    const promos = extension ? Object.values(extension.prices).filter((price) => price.onGoingPromo) : [];
    if (!extension) problems.push(`${label}: sells .${promotion.tld}, which the catalogue does not`);
    else if (!promos.length) problems.push(`${label}: sells .${promotion.tld}, but the catalogue has no promotion on it`);
    else {
      const ends = promos.map((price) => price.nonMemberPromoEndDate ?? price.memberPromoEndDate).filter((end): end is string => Boolean(end));
      const last = ends.sort().at(-1);
      if (last && promotion.endDate && promotion.endDate > last) problems.push(`${label}: runs until ${promotion.endDate}, the catalogue's promotion on .${promotion.tld} only until ${last}`);
    }
  }

  // Texts: a typed price must be one the catalogue gives for what the promotion sells.
  const texts = [promotion.title, promotion.stickyCtaText ?? '', ...(promotion.memberships ?? []).map((membership) => membership.saleLabel ?? '')];
  for (const text of texts) {
    for (const match of text.matchAll(TYPED_MONEY)) {
      const typed = readTypedPrice(match[0]);
      const given = typed ? (promotion.tld ? tldPrices(index, promotion.tld, typed.currency) : membershipPrices(facts, promotion, typed.currency)) : [];
      if (!typed || !given.some((amount) => roundToCents(amount) === roundToCents(typed.amount))) {
        problems.push(`${label}: "${text}" names a price (${match[0]}) the catalogue does not give${promotion.tld ? ` for .${promotion.tld}` : ''}`);
      }
    }
    for (const placeholder of findPlaceholders(text)) {
      if (!isKnownPlaceholder(placeholder, { index, memberships: facts })) problems.push(`${label}: "${text}": ${placeholder.raw} names nothing the catalogue gives`);
    }
  }

  // A membership promotion prices its tiers in every currency, below the regular price; a typed percentage is the real one.
  for (const membership of promotion.memberships ?? []) {
    const key = membershipKey(membership.membershipId);
    const tier = tierByName(key === 'basic' ? 'basic_s' : key === 'professional' ? 'professional_s' : key);
    if (!tier) {
      problems.push(`${label}: membership "${membership.membershipId}" is no plan or tier`);
      continue;
    }
    const regular = tierYearly(tier);
    for (const currency of CURRENCIES) {
      const promo = membership.yearPrices[currency.toLowerCase()];
      if (promo === undefined) problems.push(`${label}: ${tier.name} has no ${currency} promotional price`);
      else if (!(promo < regular[currency])) problems.push(`${label}: ${tier.name} ${currency} ${promo} is not below the regular ${regular[currency]}`);
    }
    const typedPercent = /(\d+)\s?%/.exec(membership.saleLabel ?? '');
    if (typedPercent) {
      const offs = CURRENCIES.map((currency) => {
        const promo = membership.yearPrices[currency.toLowerCase()];
        return promo === undefined ? null : percentOff(promo, regular[currency]);
      });
      const real = [...new Set(offs.filter((off): off is number => off !== null))];
      if (real.some((value) => value !== Number(typedPercent[1]))) problems.push(`${label}: sale label "${membership.saleLabel}" says ${typedPercent[1]}% off, the prices give ${real.join('/')}%`);
    }
  }
  return problems;
}

/** Every money problem of the content; [] when it is sound. */
export function moneyProblems(input: MoneyCheckInput, index: CatalogueIndex): string[] {
  const facts = buildMembershipFacts(comPrices(index), null);
  const sources = { index, memberships: facts };
  const problems: string[] = [];
  for (const { where, text } of input.texts) {
    for (const match of text.matchAll(TYPED_MONEY)) problems.push(`${where}: names a price (${match[0]}): use a placeholder ({price:…}, {plan:…}, {product:…})`);
    for (const placeholder of findPlaceholders(text)) if (!isKnownPlaceholder(placeholder, sources)) problems.push(`${where}: ${placeholder.raw} names nothing the catalogue, the membership facts or the product prices give`);
    // '1,900+ extensions', 'more than 2.000 topleveldomeinen': never more than the catalogue holds.
    for (const match of text.matchAll(/\b(\d{1,2}[.,]\d{3})\+|(?:more than|más de|meer dan)\s+(\d{1,2}[.,]\d{3})\b/g)) {
      const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40).replace(/<[^>]*>/g, '');
      if (!/tld|extensi|top-level|topleveldomein/i.test(after)) continue;
      const claimed = Number((match[1] ?? match[2])!.replace(/[.,]/g, ''));
      if (claimed > index.size) problems.push(`${where}: claims ${match[0]} extensions, the catalogue holds ${index.size}`);
    }
  }
  for (const promotion of input.promotions) problems.push(...promotionProblems(promotion, index, facts));
  return problems;
}


/** A plan's domain bounds (100 … 250,000): copy that names one states a plan fact. */
const TIER_BOUNDS = new Set(MEMBERSHIP_TIERS.flatMap((tier) => [tier.minDomains, tier.maxDomains ?? tier.minDomains]).filter((bound) => bound >= 1000));

/**
 * Plan facts typed into copy (one truth per page): a return on investment ('ROI from 6X'), a
 * plan's Plesk discount ('20% off Plesk') or a tier's domain bound ('above 15,000 domains') is the
 * membership facts' ({plan:…:roi}, {plan:…:plesk-off}, {plan:…:domains}), never a number in the
 * text. Counts under 1,000 are left alone: copy names small counts of its own ('50 names').
 */
export function planFactProblems(texts: MoneyCheckInput['texts']): string[] {
  const problems: string[] = [];
  for (const { where, text } of texts) {
    const plain = text.replace(/<[^>]*>/g, '');
    for (const match of plain.matchAll(/\bROI\b[^{.\d]{0,30}(\d+(?:[.,]\d+)?)\s?X\b/gi)) problems.push(`${where}: names a return on investment (${match[0]}): use {plan:…:roi}`);
    for (const match of plain.matchAll(/\d+\s?%\s?(?:off|de descuento|korting)\s+(?:on\s+|en\s+|op\s+)?Plesk/gi)) problems.push(`${where}: names a plan's Plesk discount (${match[0]}): use {plan:…:plesk-off}`);
    for (const match of plain.matchAll(/\b(\d{1,3}(?:[.,]\d{3})+)\s+(?:domains?|dominios?|domeinen|domeinnamen)\b/gi)) {
      if (TIER_BOUNDS.has(Number(match[1]!.replace(/[.,]/g, '')))) problems.push(`${where}: names a plan's domain bound (${match[0]}): use {plan:…:domains}`);
    }
  }
  return problems;
}
