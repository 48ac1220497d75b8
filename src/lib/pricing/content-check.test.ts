import { describe, expect, it } from 'vitest';
import type { Promotion } from '@/lib/content/types';
import { indexOfPrices, moneyProblems, planFactProblems, readTypedPrice, stringsOf } from './content-check';
import { price } from './test-helpers';
import { testPromotion } from '@/lib/promotions/testing';

const index = indexOfPrices(
  [
    price('com', 'USD', 10.44, { onGoingPromo: true, nonMemberPromoPrice: 6.49, nonMemberPromoEndDate: '2027-12-31' }),
    price('com', 'EUR', 9.4, { onGoingPromo: true, nonMemberPromoPrice: 5.84, nonMemberPromoEndDate: '2027-12-31' }),
    price('net', 'USD', 12.64),
  ],
  '2027-06-15',
);

const promotion = (extra: Partial<Promotion>): Promotion =>
  testPromotion('p', { title: 'Offer', type: 'domain', landingUrl: '/domains/tlds/com', tld: 'com', endDate: '2027-12-31', ...extra });

describe('content:validate money checks', () => {
  it('a typed price anywhere in the copy is a problem; placeholders must name what the sources give', () => {
    const texts = stringsOf({ heading: { title: '.com from $10.44' }, items: ['SSL from {product:ssl-dv}', '{price:nosuch}', '{plan:gold:yearly}', '{price:com:member}', '6,49 € per month'] }, 'page');
    expect(moneyProblems({ texts, promotions: [] }, index)).toEqual([
      'page.heading.title: names a price ($10.44): use a placeholder ({price:…}, {plan:…}, {product:…})',
      'page.items[1]: {price:nosuch} names nothing the catalogue, the membership facts or the product prices give',
      'page.items[2]: {plan:gold:yearly} names nothing the catalogue, the membership facts or the product prices give',
      'page.items[4]: names a price (6,49 €): use a placeholder ({price:…}, {plan:…}, {product:…})',
    ]);
  });

  it('fails on a promotion whose text names a price the catalogue does not give; one it gives passes', () => {
    expect(moneyProblems({ texts: [], promotions: [promotion({ stickyCtaText: 'Black Friday: .com for $4.99' })] }, index)).toEqual([
      'promotion p: "Black Friday: .com for $4.99" names a price ($4.99) the catalogue does not give for .com',
    ]);
    expect(moneyProblems({ texts: [], promotions: [promotion({ stickyCtaText: '.com for $6.49, or 5,84 € in Europe' })] }, index)).toEqual([]);
    expect(moneyProblems({ texts: [], promotions: [promotion({ stickyCtaText: '.com for {price:com} until {promo:end}' })] }, index)).toEqual([]);
  });

  it('a domain promotion sells an extension the catalogue discounts, no longer than the catalogue does', () => {
    expect(moneyProblems({ texts: [], promotions: [promotion({ tld: 'net' }), promotion({ endDate: '2028-03-31' }), promotion({ tld: null })] }, index)).toEqual([
      'promotion p: sells .net, but the catalogue has no promotion on it',
      "promotion p: runs until 2028-03-31, the catalogue's promotion on .com only until 2027-12-31",
      'promotion p: a domain promotion names its extension (promotionDetails.tld)',
    ]);
  });

  it('a membership promotion prices every currency below the regular price; its typed percentage is the real one', () => {
    const yearPrices = { usd: 19.99, eur: 19.99, gbp: 15.99, inr: 999, rub: 1599 };
    const ok = promotion({ type: 'membership', tld: null, memberships: [{ membershipId: 'basic_s', saleLabel: '60% off', yearPrices }] });
    expect(moneyProblems({ texts: [], promotions: [ok] }, index)).toEqual([]);
    const bad = promotion({ type: 'membership', tld: null, memberships: [{ membershipId: 'basic_s', saleLabel: '50% off', yearPrices: { usd: 19.99, eur: 59.99 } }] });
    expect(moneyProblems({ texts: [], promotions: [bad] }, index)).toEqual([
      'promotion p: Basic S EUR 59.99 is not below the regular 49.99',
      'promotion p: Basic S has no GBP promotional price',
      'promotion p: Basic S has no INR promotional price',
      'promotion p: Basic S has no RUB promotional price',
      'promotion p: sale label "50% off" says 50% off, the prices give 60%',
    ]);
  });

  it('an extension count is never more than the catalogue holds', () => {
    const texts = [{ where: 'a', text: 'More than 2,000+ TLDs' }, { where: 'b', text: '2 extensions and 30,000+ websites' }, { where: 'c', text: 'meer dan 2.000 topleveldomeinen' }];
    expect(moneyProblems({ texts, promotions: [] }, index)).toEqual(['a: claims 2,000+ extensions, the catalogue holds 2', 'c: claims meer dan 2.000 extensions, the catalogue holds 2']);
  });

  it('reads typed prices back in every notation', () => {
    expect(readTypedPrice('$4.99')).toEqual({ amount: 4.99, currency: 'USD' });
    expect(readTypedPrice('4,49 €')).toEqual({ amount: 4.49, currency: 'EUR' });
    expect(readTypedPrice('€ 1.003,92')).toEqual({ amount: 1003.92, currency: 'EUR' });
    expect(readTypedPrice('₹1,00,392.00')).toEqual({ amount: 100392, currency: 'INR' });
  });
});

describe('content:validate plan-fact checks', () => {
  it('a typed ROI, Plesk discount or tier bound is a problem; placeholders, other counts and small numbers pass', () => {
    const texts = stringsOf(
      {
        description: 'Domains at cost price. ROI from 6X.',
        features: ['20% off Plesk', '{plan:basic:plesk-off} off Plesk', '25 % de descuento en Plesk'],
        faq: [{ heading: 'I manage more than 15,000 domains' }, { heading: 'Gestiono más de 15.000 dominios' }, { heading: 'Ik beheer meer dan {plan:professional_l:domains} domeinen' }],
        other: ['Hostwave moved 40,000 domains', 'Search up to 50 domains at once', 'ROI {plan:basic:roi}X', '<p>ROI <strong>4.5X</strong></p>'],
      },
      'page',
    );
    expect(planFactProblems(texts)).toEqual([
      'page.description: names a return on investment (ROI from 6X): use {plan:…:roi}',
      "page.features[0]: names a plan's Plesk discount (20% off Plesk): use {plan:…:plesk-off}",
      "page.features[2]: names a plan's Plesk discount (25 % de descuento en Plesk): use {plan:…:plesk-off}",
      "page.faq[0].heading: names a plan's domain bound (15,000 domains): use {plan:…:domains}",
      "page.faq[1].heading: names a plan's domain bound (15.000 dominios): use {plan:…:domains}",
      'page.other[3]: names a return on investment (ROI 4.5X): use {plan:…:roi}',
    ]);
  });
});
