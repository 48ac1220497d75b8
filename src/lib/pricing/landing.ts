/**
 * TLD landing pages (/domains/tlds/{tld}): JSON-LD Product/Offer markup and sitemap paths.
 * Pure; the page reads the entry from the catalogue index.
 */
import type { Currency } from './currency';
import { withDot } from './tld-name';

export interface LandingPrices {
  tld: string;
  unicodeTld: string;
  currency: Currency;
  memberPrice: number;
  nonMemberPrice: number;
  memberRenewPrice: number;
  nonMemberRenewPrice: number;
}

function offer(name: string, price: number, renewal: number, currency: Currency, url: string) {
  return {
    '@type': 'Offer',
    name,
    url,
    price: price.toFixed(2),
    priceCurrency: currency,
    availability: 'https://schema.org/InStock',
    priceSpecification: [
      {
        '@type': 'UnitPriceSpecification',
        name: 'First year',
        price: price.toFixed(2),
        priceCurrency: currency,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'ANN' },
      },
      {
        '@type': 'UnitPriceSpecification',
        name: 'Renewal',
        price: renewal.toFixed(2),
        priceCurrency: currency,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'ANN' },
      },
    ],
  };
}

/** schema.org Product with a Member and a non-member Offer (first year and renewal). */
export function tldProductJsonLd(prices: LandingPrices, pageUrl: string, brand: string): Record<string, unknown> {
  const display = withDot(prices.unicodeTld || prices.tld);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${display} domain registration`,
    description: `Register ${display} domains. Members pay ${prices.memberPrice.toFixed(2)} ${prices.currency} the first year (renewal ${prices.memberRenewPrice.toFixed(2)}).`,
    sku: `tld-${prices.tld}`,
    category: 'Domain names',
    brand: { '@type': 'Brand', name: brand },
    url: pageUrl,
    offers: [
      offer(`${display} Member price`, prices.memberPrice, prices.memberRenewPrice, prices.currency, pageUrl),
      offer(`${display} non-member price`, prices.nonMemberPrice, prices.nonMemberRenewPrice, prices.currency, pageUrl),
    ],
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
