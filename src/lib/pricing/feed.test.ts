import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedConfig, type FeedConfig } from './config';
import { FeedError, mapFeedTld, syncFromFeed, type FeedTld } from './feed';
import { openCatalogueDb, readCatalogue, writePrices, type CatalogueDb } from './store';
import { price, temporaryDirectory } from './test-helpers';

/** A loopback server speaking the Openprovider v1beta shape. */
interface FeedBehaviour {
  tlds: unknown[];
  rejectLogin?: boolean;
  /** Answer this offset with a 503. */
  failAtOffset?: number;
}

const money = (amount: number | string, currency = 'USD') => ({ product: { price: amount, currency }, reseller: { price: amount, currency } });
function feedTld(name: string, register: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    prices: {
      create_price: money(register),
      renew_price: money(register + 1),
      transfer_price: money(register),
      restore_price: money(99),
      ...((extra.prices as object | undefined) ?? {}),
    },
    ...(extra.level_prices ? { level_prices: extra.level_prices } : {}),
  };
}

const TOKEN = 'token-123';
let behaviour: FeedBehaviour = { tlds: [] };
const requests: string[] = [];
let server: Server;
let baseUrl = '';

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === 'POST' && url.pathname === '/v1beta/auth/login') {
      const body = JSON.parse(await readBody(request)) as { username?: string; password?: string };
      if (behaviour.rejectLogin || body.username !== 'reseller' || body.password !== 'secret') {
        return send(response, 401, { code: 196, desc: 'Authentication/Authorization Failed' });
      }
      return send(response, 200, { code: 0, data: { token: TOKEN, reseller_id: 1 } });
    }
    if (request.method === 'GET' && url.pathname === '/v1beta/tlds') {
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return send(response, 401, { code: 196 });
      if (url.searchParams.get('with_price') !== 'true') return send(response, 400, { code: 1 });
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      if (behaviour.failAtOffset === offset) return send(response, 503, { code: 500, desc: 'Service unavailable' });
      return send(response, 200, { code: 0, data: { results: behaviour.tlds.slice(offset, offset + limit), total: behaviour.tlds.length } });
    }
    send(response, 404, { code: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  temp.remove();
});

const temp = temporaryDirectory('feed-');
let counter = 0;

function config(overrides: Partial<FeedConfig> = {}): FeedConfig {
  return feedConfig({
    PRICE_FEED_URL: baseUrl,
    PRICE_FEED_USERNAME: 'reseller',
    PRICE_FEED_PASSWORD: 'secret',
    PRICE_FEED_PAGE_SIZE: '2',
    ...Object.fromEntries(Object.entries(overrides).map(([key, value]) => [key, String(value)])),
  });
}

async function seededDb(): Promise<CatalogueDb> {
  counter += 1;
  const db = await openCatalogueDb({ directory: temp.directory, file: `feed-${counter}.sqlite` });
  await writePrices(db, [price('com', 'USD', 10.44), price('old', 'USD', 3)], { mode: 'replace', source: 'test' });
  return db;
}

const NOW = new Date('2026-06-01T00:00:00Z');

describe('price feed configuration', () => {
  it('requires PRICE_FEED_URL, PRICE_FEED_USERNAME and PRICE_FEED_PASSWORD', () => {
    expect(() => feedConfig({})).toThrow(/PRICE_FEED_URL/);
    expect(() => feedConfig({ PRICE_FEED_URL: 'http://127.0.0.1:1', PRICE_FEED_USERNAME: 'a' })).toThrow(/PRICE_FEED_PASSWORD/);
    expect(config().PRICE_FEED_PAGE_SIZE).toBe(2);
  });
});

describe('npm run prices:sync against a loopback feed', () => {
  it('reads every page, maps the prices and reports TLDs without a price', async () => {
    behaviour = {
      tlds: [
        feedTld('com', 8.5),
        feedTld('net', 11, { level_prices: [{ level: 2, price: money(8.8) }, { level: 1, price: money(9.9) }] }),
        feedTld('nopricing', 5, { prices: { create_price: null } }),
        feedTld('zero', 5, { prices: { renew_price: money(0) } }),
        feedTld('рф', 9, { prices: { restore_price: null } }),
      ],
    };
    requests.length = 0;
    const db = await seededDb();
    const result = await syncFromFeed(db, { config: config(), now: NOW });
    expect(requests).toEqual([
      'POST /v1beta/auth/login',
      'GET /v1beta/tlds?with_price=true&limit=2&offset=0',
      'GET /v1beta/tlds?with_price=true&limit=2&offset=2',
      'GET /v1beta/tlds?with_price=true&limit=2&offset=4',
    ]);
    expect(result.pages).toBe(3);
    expect(result.synced).toBe(3);
    expect(result.skipped).toEqual([
      { name: 'nopricing', reason: 'no usable price for create_price' },
      { name: 'zero', reason: 'no usable price for renew_price' },
    ]);
    const snapshot = await readCatalogue(db);
    expect(snapshot.prices.some((row) => row.tld === 'nopricing' || row.tld === 'zero')).toBe(false);
    const com = snapshot.prices.find((row) => row.tld === 'com' && row.currency === 'USD');
    expect(com).toMatchObject({ nonMemberRegister: 8.5, nonMemberRenew: 9.5, memberRegister: 8.5, supremeRegister: 8.5, nonMemberRestore: 99 });
    const comEur = snapshot.prices.find((row) => row.tld === 'com' && row.currency === 'EUR');
    expect(comEur).toMatchObject({ nonMemberRegister: 7.65, nonMemberRenew: 8.55 });
    const net = snapshot.prices.find((row) => row.tld === 'net' && row.currency === 'USD');
    expect(net).toMatchObject({ nonMemberRegister: 11, memberRegister: 9.9, supremeRegister: 8.8, memberRenew: 10.8, supremeMMPercentageOff: 20 });
    const russia = snapshot.prices.find((row) => row.tld === 'xn--p1ai' && row.currency === 'INR');
    expect(russia).toMatchObject({ nonMemberRegister: 801, nonMemberRestore: null });
    // Extensions the feed does not mention keep their prices.
    expect(snapshot.prices.some((row) => row.tld === 'old')).toBe(true);
    expect(snapshot.meta).toMatchObject({ version: 2, source: 'sync:price-feed' });
    await db.destroy();
  });

  it('leaves the catalogue intact when the login is rejected', async () => {
    behaviour = { tlds: [feedTld('com', 1)], rejectLogin: true };
    const db = await seededDb();
    const before = await readCatalogue(db);
    await expect(syncFromFeed(db, { config: config(), now: NOW })).rejects.toThrow(/login rejected: HTTP 401/);
    expect(await readCatalogue(db)).toEqual(before);
    await expect(syncFromFeed(db, { config: config({ PRICE_FEED_PASSWORD: 'wrong' }), now: NOW })).rejects.toBeInstanceOf(FeedError);
    await db.destroy();
  });

  it('leaves the catalogue intact when the feed fails half way with a 5xx', async () => {
    behaviour = { tlds: [feedTld('com', 1), feedTld('net', 2), feedTld('org', 3), feedTld('info', 4)], failAtOffset: 2 };
    const db = await seededDb();
    const before = await readCatalogue(db);
    await expect(syncFromFeed(db, { config: config(), now: NOW })).rejects.toThrow(/page at offset 2: HTTP 503/);
    const after = await readCatalogue(db);
    expect(after).toEqual(before);
    expect(after.prices.find((row) => row.tld === 'com')?.nonMemberRegister).toBe(10.44);
    await db.destroy();
  });

  it('refuses a feed where nothing has a price', async () => {
    behaviour = { tlds: [feedTld('com', 1, { prices: { create_price: { product: { price: 'n/a', currency: 'USD' } } } })] };
    const db = await seededDb();
    await expect(syncFromFeed(db, { config: config(), now: NOW })).rejects.toThrow(/no priced TLD/);
    await db.destroy();
  });

  it('fails cleanly when the feed cannot be reached', async () => {
    const db = await seededDb();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(syncFromFeed(db, { config: config({ PRICE_FEED_URL: `http://127.0.0.1:${port}` }), now: NOW })).rejects.toThrow(/login rejected: request failed/);
    await db.destroy();
  });
});

describe('feed field mapping', () => {
  const start = String(Date.parse('2026-05-01T00:00:00Z') / 1000);
  const end = String(Date.parse('2026-07-31T00:00:00Z') / 1000);
  const promoted = (amount: number): FeedTld => ({
    name: 'shop',
    prices: {
      create_price: money(30),
      renew_price: money(32),
      transfer_price: money(30),
      reseller_price: { ...money(amount), promotion_details: { start_date: start, end_date: end } },
    },
    level_prices: [{ level: 1, price: money(24) }],
  });

  it('maps a promotion window (epoch seconds) to the promo fields', () => {
    const mapped = mapFeedTld(promoted(6), NOW);
    if (!('prices' in mapped)) throw new Error('expected prices');
    const usd = mapped.prices.find((row) => row.currency === 'USD');
    expect(usd).toMatchObject({
      onGoingPromo: true,
      nonMemberPromoPrice: 6,
      nonMemberPromoEndDate: '2026-07-31',
      nonMemberPromoPercentageOff: 80,
      memberPromoPrice: 6,
      memberPromoEndDate: '2026-07-31',
      memberPromoPercentageOff: 75,
      nonMemberRestore: null,
    });
    expect(mapped.prices.find((row) => row.currency === 'GBP')?.nonMemberPromoPrice).toBe(4.62);
  });

  it('ignores a promotion outside its window or not cheaper', () => {
    for (const [amount, now] of [
      [6, new Date('2026-08-01T00:00:00Z')],
      [6, new Date('2026-04-30T00:00:00Z')],
      [31, NOW],
    ] as const) {
      const mapped = mapFeedTld(promoted(amount), now);
      if (!('prices' in mapped)) throw new Error('expected prices');
      expect(mapped.prices[0]).toMatchObject({ onGoingPromo: false, nonMemberPromoPrice: null, memberPromoPrice: null });
    }
  });

  it('converts EUR feed prices with the configured rates (the spec\'s, and RUB 80) and reads string amounts with commas', () => {
    const mapped = mapFeedTld(
      { name: '.DE', prices: { create_price: money('1,800', 'EUR'), renew_price: money(9, 'EUR'), transfer_price: money(9, 'EUR') } },
      NOW,
    );
    if (!('prices' in mapped)) throw new Error('expected prices');
    expect(mapped.prices.map((row) => [row.tld, row.currency, row.nonMemberRegister])).toEqual([
      ['de', 'USD', 2000],
      ['de', 'EUR', 1800],
      ['de', 'GBP', 1540],
      ['de', 'INR', 178000],
      ['de', 'RUB', 160000],
    ]);
  });

  it('skips unsupported currencies and invalid names', () => {
    expect(mapFeedTld({ name: 'com', prices: { create_price: money(1, 'JPY'), renew_price: money(1), transfer_price: money(1) } }, NOW)).toEqual({
      skipped: { name: 'com', reason: 'no usable price for create_price' },
    });
    expect(mapFeedTld({ name: 'bad name!', prices: {} }, NOW)).toEqual({ skipped: { name: 'bad name!', reason: 'not a valid extension name' } });
  });
});

describe('feed URL', () => {
  it('accepts only http(s)', () => {
    expect(() => config({ PRICE_FEED_URL: 'ftp://127.0.0.1/' })).toThrow(/http\(s\) URL/);
  });
});
