import { describe, expect, it } from 'vitest';
import { jsonLdScript, tldProductJsonLd } from './landing';

describe('TLD landing JSON-LD', () => {
  const prices = {
    tld: 'xn--p1ai',
    unicodeTld: 'рф',
    currency: 'USD' as const,
    memberPrice: 14.11,
    nonMemberPrice: 16.99,
    memberRenewPrice: 15.1,
    nonMemberRenewPrice: 18.19,
  };

  it('describes a Product with Member and non-member Offers, renewal beside first year', () => {
    const data = tldProductJsonLd(prices, 'https://example.test/domains/tlds/xn--p1ai', 'Registrar');
    expect(data).toMatchObject({ '@type': 'Product', name: '.рф domain registration', sku: 'tld-xn--p1ai' });
    const offers = data.offers as { price: string; priceCurrency: string; priceSpecification: { name: string; price: string }[] }[];
    expect(offers.map((offer) => offer.price)).toEqual(['14.11', '16.99']);
    expect(offers[1]?.priceSpecification.map((spec) => [spec.name, spec.price])).toEqual([
      ['First year', '16.99'],
      ['Renewal', '18.19'],
    ]);
  });

  it('escapes < so the markup cannot close its script element', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
