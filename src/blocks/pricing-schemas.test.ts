import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry';
import { dynamicPricingTableSchema } from './dynamic-pricing-table/schema';
import { featuredDomainsSchema } from './featured-domains/schema';
import { DEFAULT_HOME_TLDS, homeTldSearchSchema } from './home-tld-search/schema';
import { promotionsPriceTableSchema } from './promotions-price-table/schema';
import { registrationHeroSchema } from './hero/registration-schema';
import { tldAttributeSchema } from '@/components/blocks/pricing/tld-schema';
import { tldHighlightSchema } from './tld-highlight/schema';
import { tldHighlightTarget } from './tld-highlight/TldHighlight';
import { tldListBlockSchema } from './tld-list/schema';
import { tldListSchema } from '@/components/blocks/pricing/schema';

describe('pricing block attributes', () => {
  it('normalises TLD lists given as text or arrays', () => {
    expect(tldListSchema.parse(' .COM, net,, .Co.Uk ')).toEqual(['com', 'net', 'co.uk']);
    expect(tldListSchema.parse(['.nl', 7, ''])).toEqual(['nl', '7']);
    expect(tldListSchema.parse(null)).toEqual([]);
    expect(dynamicPricingTableSchema.parse({ featuredTlds: '.com,.net', heading: 'Prices', buttonName: 'Go', buttonUrl: '/x' })).toMatchObject({
      featuredTlds: ['com', 'net'],
      heading: 'Prices',
    });
  });

  it('falls back to the default home list', () => {
    expect(homeTldSearchSchema.parse({}).tlds).toEqual(DEFAULT_HOME_TLDS);
    expect(homeTldSearchSchema.parse({ tlds: 'io' }).tlds).toEqual(['io']);
  });

  it('keeps promotions rows as text cells by position', () => {
    expect(promotionsPriceTableSchema.parse({ promotions: [['TLD', 'Currency'], ['.com', 1.5, null]] }).promotions).toEqual([
      ['TLD', 'Currency'],
      ['.com', '1.5', ''],
    ]);
    expect(promotionsPriceTableSchema.safeParse({ promotions: 'nope' }).success).toBe(false);
  });

  it('requires a tld on the landing hero and details blocks', () => {
    expect(tldAttributeSchema.safeParse({}).success).toBe(false);
    expect(tldAttributeSchema.safeParse({ tld: '  ' }).success).toBe(false);
    expect(tldAttributeSchema.parse({ tld: ' .com ' }).tld).toBe('.com');
  });

  it('reads highlight items as text or {text, icon} and drops empty ones', () => {
    const parsed = tldHighlightSchema.parse({ highlights: ['One', { text: '' }, { text: 'Two', icon: { url: '/i.svg' } }], features: null });
    expect(parsed.highlights).toEqual([
      { text: 'One', icon: '' },
      { text: 'Two', icon: '/i.svg' },
    ]);
    expect(parsed.features).toEqual([]);
  });

  it('sends the highlight from home to the sports promo, elsewhere to the promotions browser', () => {
    expect(tldHighlightTarget('/')).toBe('/domains/domain-registration#sports-promo-block');
    expect(tldHighlightTarget('/domains/domain-prices')).toBe('/membership-plans/promotions');
  });

  it('reads the TLD list limit and the registration hero anchor', () => {
    expect(tldListBlockSchema.parse({ limit: '24' }).limit).toBe(24);
    expect(tldListBlockSchema.parse({ limit: -1 }).limit).toBeUndefined();
    expect(registrationHeroSchema.parse({ heading: 'Register', pricing_anchor: '#prices' }).pricing_anchor).toBe('prices');
    expect(registrationHeroSchema.parse({ heading: 'Register' }).pricing_anchor).toBe('pricing-table');
  });

  it('featured domains accept tlds', () => {
    expect(featuredDomainsSchema.parse({ tlds: 'com, net' }).tlds).toEqual(['com', 'net']);
  });

  it('registers every pricing block once, with fixtures that pass their schema', () => {
    const names = [
      'acf/tld-price-search',
      'acf/tld-price-table',
      'acf/savings-calculator',
      'acf/dynamic-pricing-table',
      'acf/price-banner',
      'acf/tld-highlight',
      'acf/featured-domains',
      'acf/home-tld-search',
      'acf/promotions-price-table',
      'acf/tld-list',
      'acf/tld-details',
      'acf/tld-landing-hero',
      'acf/domain-registration-hero',
    ];
    for (const name of names) {
      const block = blockRegistry.get(name);
      expect(block, name).toBeDefined();
      for (const fixture of block?.fixtures ?? []) expect(block?.resolve(fixture.attributes).ok, `${name}: ${fixture.title}`).toBe(true);
    }
    expect(blockRegistry.get('acf/tld-highlight')?.variants).toEqual(['tld-highlight-extended-v1']);
  });
});
