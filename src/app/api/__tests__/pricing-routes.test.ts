import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as searchTld } from '../search-tld/route';
import { POST as tldData } from '../tld-data/route';
import { GET as tldInfo } from '../tld-info/route';
import { GET as pricingData } from '../pricing-data/route';
import { catalogue, resetCatalogueForTests } from '@/lib/pricing/catalogue';
import { toCsv } from '@/lib/pricing/price-list';
import { writePrices } from '@/lib/pricing/store';
import { price, temporaryDirectory } from '@/lib/pricing/test-helpers';

const temp = temporaryDirectory('routes-');
const saved = { DATA_DIR: process.env.DATA_DIR, PRICES_SEED_FILE: process.env.PRICES_SEED_FILE, PRICES_VERSION_CHECK_MS: process.env.PRICES_VERSION_CHECK_MS };

beforeAll(async () => {
  const seed = path.join(temp.directory, 'seed.csv');
  writeFileSync(
    seed,
    toCsv([
      price('com', 'USD', 10.44),
      price('com', 'EUR', 9.4),
      price('co.uk', 'USD', 5.79),
      price('xn--p1ai', 'USD', 16.99),
      price('net', 'USD', 12.64, { nonMemberRestore: null }),
      price('shop', 'USD', 30, {
        onGoingPromo: true,
        nonMemberPromoPrice: 9,
        nonMemberPromoEndDate: '2099-12-31',
        nonMemberPromoPercentageOff: 70,
      }),
      price('site', 'USD', 30, { onGoingPromo: true, nonMemberPromoPrice: 9, nonMemberPromoEndDate: '2001-01-01' }),
    ]),
  );
  process.env.DATA_DIR = temp.directory;
  process.env.PRICES_SEED_FILE = seed;
  process.env.PRICES_VERSION_CHECK_MS = '0';
  await resetCatalogueForTests();
});

afterAll(async () => {
  await resetCatalogueForTests();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  temp.remove();
});

const get = (handler: (request: Request) => Promise<Response>, query: string, headers?: HeadersInit) =>
  handler(new Request(`http://localhost/api/x${query}`, { headers }));

async function body(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

describe('GET /api/search-tld', () => {
  it('answers a message keyed by the selected currency holding the tld entry', async () => {
    const response = await get(searchTld, '?selectedCurrency=USD&searchText=.com');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(await body(response)).toEqual({
      success: true,
      message: {
        USD: expect.objectContaining({
          tld: '.com',
          nonMemberPrice: 10.44,
          memberPrice: 8.35,
          supremeMMPrice: 7.31,
          onGoingPromo: false,
          nonMemberRenewPrice: 11.44,
          landingPath: '/domains/tlds/com',
        }),
      },
    });
  });

  it('with only searchText answers the single price object (tld, memberPrice, nonMemberPrice) at USD, not every currency', async () => {
    const answer = await body(await get(searchTld, '?searchText=com'));
    expect(answer.success).toBe(true);
    const message = answer.message as Record<string, unknown>;
    expect(message).toMatchObject({ tld: '.com', memberPrice: 8.35, nonMemberPrice: 10.44, currency: 'USD' });
    expect(message.USD).toBeUndefined();
    expect(message.EUR).toBeUndefined();
    // An empty selectedCurrency is the same form; a TLD not priced in USD has no message.
    expect((await body(await get(searchTld, '?selectedCurrency=&searchText=.com'))).message).toMatchObject({ tld: '.com', currency: 'USD' });
    expect(await body(await get(searchTld, '?searchText=nosuchtld'))).toEqual({ success: false, code: 'tld-not-found' });
  });

  it("finds 'co.uk', '.CO.UK ', 'xn--p1ai' and 'рф' alike", async () => {
    for (const text of ['co.uk', '.CO.UK ']) {
      const message = (await body(await get(searchTld, `?selectedCurrency=USD&searchText=${encodeURIComponent(text)}`))).message as Record<string, { tld: string }>;
      expect(message.USD?.tld).toBe('.co.uk');
    }
    for (const text of ['xn--p1ai', 'рф', '.РФ']) {
      const message = (await body(await get(searchTld, `?selectedCurrency=USD&searchText=${encodeURIComponent(text)}`))).message as Record<string, { tld: string; unicodeTld: string }>;
      expect(message.USD).toMatchObject({ tld: '.xn--p1ai', unicodeTld: '.рф' });
    }
  });

  it('removes only one leading dot', async () => {
    expect((await body(await get(searchTld, '?searchText=..com'))).message).toBeUndefined();
  });

  it('has no message when nothing matches (the client shows Result not found)', async () => {
    const response = await get(searchTld, '?selectedCurrency=USD&searchText=nosuchtld');
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ success: false, code: 'tld-not-found' });
    // Known TLD but not priced in this currency.
    expect((await body(await get(searchTld, '?selectedCurrency=GBP&searchText=com'))).message).toBeUndefined();
  });

  it('shows promotions only while they run', async () => {
    const shop = (await body(await get(searchTld, '?selectedCurrency=USD&searchText=shop'))).message as Record<string, Record<string, unknown>>;
    expect(shop.USD).toMatchObject({ onGoingPromo: true, nonMemberPromoPrice: 9, nonMemberPromoEndDate: '2099-12-31', nonMemberPromoPercentageOff: 70 });
    const site = (await body(await get(searchTld, '?selectedCurrency=USD&searchText=site'))).message as Record<string, Record<string, unknown>>;
    expect(site.USD).toMatchObject({ onGoingPromo: false, nonMemberPromoPrice: null });
  });

  it('rejects bad parameters with 400 and a code', async () => {
    const cases: [string, string][] = [
      ['', 'search-text-required'],
      ['?searchText=%20%20', 'search-text-required'],
      ['?searchText=.', 'search-text-required'],
      [`?searchText=${'a'.repeat(101)}`, 'search-text-too-long'],
      ['?searchText=com&selectedCurrency=JPY', 'invalid-currency'],
    ];
    for (const [query, code] of cases) {
      const response = await get(searchTld, query);
      expect(response.status).toBe(400);
      expect(await body(response)).toMatchObject({ success: false, code });
    }
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(searchTld, '?searchText=com');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const second = await get(searchTld, '?searchText=com', { 'If-None-Match': tag ?? '' });
    expect(second.status).toBe(304);
  });
});

describe('GET /api/tld-info', () => {
  it('lists domains for the currency (default USD) in the list order', async () => {
    const response = await get(tldInfo, '');
    expect(response.status).toBe(200);
    const domains = (await body(response)).domains as { tld: string; nonMemberPrice: number; membershipPrice: number }[];
    expect(domains.map((domain) => domain.tld)).toEqual(['.com', '.net', '.co.uk', '.shop', '.site', '.xn--p1ai']);
    expect(domains[0]).toMatchObject({ tld: '.com', nonMemberPrice: 10.44, membershipPrice: 8.35, nonMemberRenewPrice: 11.44 });
    const eur = (await body(await get(tldInfo, '?currency=eur'))).domains as { tld: string }[];
    expect(eur.map((domain) => domain.tld)).toEqual(['.com']);
  });

  it('rejects an unknown currency', async () => {
    const response = await get(tldInfo, '?currency=BTC');
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({ code: 'invalid-currency', fields: { currency: expect.any(String) } });
  });

  it('sees an import made by another writer without a restart', async () => {
    const db = await catalogue().db();
    await writePrices(db, [price('com', 'USD', 11.11)], { mode: 'merge', source: 'test' });
    const domains = (await body(await get(tldInfo, '?currency=USD'))).domains as { tld: string; nonMemberPrice: number }[];
    expect(domains[0]).toMatchObject({ tld: '.com', nonMemberPrice: 11.11 });
    await writePrices(db, [price('com', 'USD', 10.44)], { mode: 'merge', source: 'test' });
  });
});

describe('GET /api/pricing-data', () => {
  it('answers every TLD without tlds, never cached', async () => {
    const response = await get(pricingData, '');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await body(response)).data as unknown[];
    expect(data).toHaveLength(6);
    expect(data[0]).toEqual({ tld: '.com', currency: 'USD', registerFee: 10.44, transferFee: 10.44, renewalFee: 11.44, restoreFee: 100 });
  });

  it('answers the featured TLDs in the order asked, any spelling, unknown ones left out', async () => {
    const data = (await body(await get(pricingData, `?tlds=${encodeURIComponent('.NET, co.uk,рф,unknownzz,,com')}`))).data as { tld: string; restoreFee: number | null }[];
    expect(data.map((row) => row.tld)).toEqual(['.net', '.co.uk', '.xn--p1ai', '.com']);
    expect(data[0]?.restoreFee).toBeNull();
  });

  it('rejects malformed names and too many names', async () => {
    const bad = await get(pricingData, '?tlds=com,ex%20ample,-bad');
    expect(bad.status).toBe(400);
    expect(await body(bad)).toMatchObject({ code: 'invalid-tlds' });
    const many = await get(pricingData, `?tlds=${Array.from({ length: 201 }, (_unused, index) => `t${index}`).join(',')}`);
    expect(many.status).toBe(400);
    expect(await body(many)).toMatchObject({ code: 'too-many-tlds' });
    expect((await get(pricingData, '?currency=XXX')).status).toBe(400);
  });
});

describe('POST /api/tld-data', () => {
  const post = (body: BodyInit, type = 'application/json') =>
    tldData(new Request('http://localhost/api/tld-data', { method: 'POST', body, headers: { 'Content-Type': type } }));

  it('answers price items keyed by TLD then currency', async () => {
    const response = await post(JSON.stringify({ tlds: ['com', 'co.uk', 'missing'] }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await body(response)).data as Record<string, Record<string, { tld: string; nonMemberPrice: number }>>;
    expect(Object.keys(data)).toEqual(['com', 'co.uk']);
    expect(data.com?.USD).toMatchObject({ tld: '.com', nonMemberPrice: 10.44 });
    expect(data.com?.EUR).toMatchObject({ nonMemberPrice: 9.4 });
  });

  it('rejects bad bodies with the right status and code', async () => {
    const cases: [BodyInit, string, number, string][] = [
      ['{not json', 'application/json', 400, 'invalid-json'],
      [JSON.stringify({ tlds: 'com' }), 'application/json', 400, 'invalid-tlds'],
      [JSON.stringify({ tlds: [] }), 'application/json', 400, 'invalid-tlds'],
      [JSON.stringify({ tlds: [1, 2] }), 'application/json', 400, 'invalid-tlds'],
      [JSON.stringify({ tlds: ['in_valid'] }), 'application/json', 400, 'invalid-tlds'],
      [JSON.stringify({ tlds: ['com'] }), 'text/plain', 415, 'unsupported-media-type'],
      [JSON.stringify({ tlds: Array.from({ length: 3000 }, () => 'abcdefgh') }), 'application/json', 413, 'payload-too-large'],
    ];
    for (const [payload, type, status, code] of cases) {
      const response = await post(payload, type);
      expect(response.status).toBe(status);
      expect(await body(response)).toMatchObject({ success: false, code });
    }
  });
});

describe('GET /api/pricing-data/csv', () => {
  it('downloads the full price list as CSV, one currency on request', async () => {
    const { GET: csv } = await import('../pricing-data/csv/route');
    const response = await get(csv, '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="domain-prices.csv"');
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines[1]?.startsWith('tld,currency,nonMemberRegister')).toBe(true);
    expect(lines.slice(2).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'com,USD',
      'com,EUR',
      'net,USD',
      'co.uk,USD',
      'shop,USD',
      'site,USD',
      'xn--p1ai,USD',
    ]);
    const eur = await get(csv, '?currency=EUR');
    expect(eur.headers.get('content-disposition')).toBe('attachment; filename="domain-prices-eur.csv"');
    expect((await eur.text()).trimEnd().split('\n')).toHaveLength(3);
    expect((await get(csv, '?currency=XYZ')).status).toBe(400);
  });
});
