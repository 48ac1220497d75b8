import { describe, expect, it } from 'vitest';
import { buildMembershipFacts } from '@/lib/memberships/facts';
import { CatalogueIndex } from './catalogue';
import { fillText, isKnownPlaceholder } from './fill';
import { isCurrencyFree, partsText, type FilledPart } from './money';
import { findPlaceholders, typedMoney } from './placeholders';
import { price } from './test-helpers';

const index = new CatalogueIndex(
  null,
  [{ tld: 'com', unicodeName: 'com', kind: 'generic' }],
  [
    price('com', 'USD', 10.44, { memberRegister: 8.96, onGoingPromo: true, nonMemberPromoPrice: 6.49, nonMemberPromoEndDate: '2027-12-31' }),
    price('com', 'EUR', 9.4, { memberRegister: 8.06, onGoingPromo: true, nonMemberPromoPrice: 5.84, nonMemberPromoEndDate: '2027-12-31' }),
  ],
  '2027-06-15',
);
const memberships = buildMembershipFacts({ USD: { nonMember: 10.44, member: 8.96, supreme: 8.57 }, EUR: { nonMember: 9.4, member: 8.06, supreme: 7.71 } }, null);
const sources = { index, memberships };
const fill = (text: string, locale = 'en') => fillText(text, sources, { locale, promotion: { endDate: '2027-12-31' } });

describe('placeholders filled from the one source of each figure', () => {
  it('TLD roles through the same price view every block uses: a running promotion applies to the price now', () => {
    const { parts, unresolved } = fill('.com for {price:com} (list {price:com:nonmember-regular}, Members {price:com:member}, {price:com:nonmember-off} off) until {promo:end}');
    expect(unresolved).toEqual([]);
    expect(partsText(parts, 'USD', 'en')).toBe('.com for $6.49 (list $10.44, Members $8.96, 38% off) until December 31, 2027');
    expect(partsText(parts, 'EUR', 'es').replace(/\s/g, ' ')).toBe('.com for 5,84 € (list 9,40 €, Members 8,06 €, 38 % off) until December 31, 2027');
  });

  it('plan and product figures in every currency; counts and percentages formatted for the page', () => {
    const { parts } = fill('Basic S {plan:basic_s:yearly}, pays for itself from {plan:basic:break-even} .coms; SSL from {product:ssl-dv} ({product:ssl-dv:off} off)');
    expect(partsText(parts, 'USD', 'en')).toBe('Basic S $49.99, pays for itself from 16 .coms; SSL from $4.29 (52% off)');
    expect(partsText(parts, 'EUR', 'nl').replace(/\s/g, ' ')).toBe('Basic S € 49,99, pays for itself from 20 .coms; SSL from € 3,86 (52% off)');
  });

  it('an unknown placeholder stays as written and is reported; copy without figures is currency-free', () => {
    const { parts, unresolved } = fill('{price:nosuch} and {plan:basic_s:promo}');
    expect(unresolved).toEqual(['{price:nosuch}', '{plan:basic_s:promo}']);
    expect(parts.filter((part): part is string => typeof part === 'string').join('')).toContain('{price:nosuch}');
    expect(isCurrencyFree(fill('up to {plan:basic_s:domains} domains').parts)).toBe(true);
    expect(isCurrencyFree(fill('{price:com}').parts as FilledPart[])).toBe(false);
  });

  it('knows which placeholders name something, whatever the day', () => {
    const known = (text: string) => findPlaceholders(text).map((placeholder) => isKnownPlaceholder(placeholder, sources));
    expect(known('{price:com:member} {price:com:wrong} {plan:basic_s:promo} {plan:gold} {product:plesk-web-pro:off} {product:ssl-ev:list} {tlds:count} {promo:end}')).toEqual([
      true, false, true, false, false, true, true, true,
    ]);
  });

  it('spots typed prices in every notation', () => {
    expect(typedMoney('$4.99, 4,49 €, € 6,49, ₹929.16, 6.49 euro, USD 49.99 and 20% off')).toEqual(['$4.99', '4,49 €', '€ 6,49', '₹929.16', '6.49 euro', 'USD 49.99']);
  });
});
