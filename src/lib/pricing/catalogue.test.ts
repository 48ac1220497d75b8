import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogueService, isPromoOngoing } from './catalogue';
import { openCatalogueDb, readCatalogue, writePrices } from './store';
import { SAMPLE_NOTICE, sampleCatalogue } from './sample-catalogue';
import { closedTlds, isClosedExtension } from './closed-tlds';
import { CURRENCIES } from './currency';
import { convertAmount } from './exchange-rates';
import { toCsv } from './price-list';
import { price, temporaryDirectory } from './test-helpers';

const temp = temporaryDirectory('catalogue-');
afterAll(() => temp.remove());
const seedFile = path.join(process.cwd(), 'content', 'pricing', 'sample-catalogue.csv');

describe('sample catalogue', () => {
  const prices = sampleCatalogue();
  const names = new Set(prices.map((row) => row.tld));

  it("holds the copy's 1,900+ extensions (the rounded-down count is exactly 1,900), every currency the site sells in", () => {
    // The site's copy says '1,900+': a true, rounded-down figure of the catalogue.
    expect(Math.floor(names.size / 100) * 100).toBe(1900);
    for (const name of ['com', 'nl', 'xn--p1ai', 'co.uk', 'com.es', 'com.br', 'com.au', 'basketball', 'zip']) expect(names.has(name)).toBe(true);
    expect(prices.length).toBe(names.size * CURRENCIES.length);
  });

  it('sells only extensions a reseller can register: no .brand, closed or restricted TLD', () => {
    const closed = closedTlds();
    for (const name of ['godaddy', 'gmail', 'google', 'amazon', 'apple', 'bmw', 'aws', 'ads', 'gov', 'edu', 'arpa', 'xn--flw351e']) {
      expect(closed.has(name), name).toBe(true);
      expect(names.has(name), name).toBe(false);
    }
    expect([...names].filter((name) => isClosedExtension(name, closed))).toEqual([]);
  });

  it('prices in real-world ranges: legacy and country codes as registrars publish them, nothing above 400 USD', () => {
    const usd = (tld: string) => prices.find((row) => row.tld === tld && row.currency === 'USD')!.nonMemberRegister;
    expect([usd('com'), usd('net'), usd('org'), usd('es'), usd('co'), usd('de'), usd('nl'), usd('io')]).toEqual([10.44, 12.64, 10.92, 8.99, 27.99, 5.49, 5.99, 39.99]);
    const list = prices.filter((row) => row.currency === 'USD').map((row) => row.nonMemberRegister);
    expect(Math.max(...list)).toBeLessThan(400);
    expect(Math.min(...list)).toBeGreaterThan(3);
    // Members pay less than the list price; a promotion is below the price it discounts.
    expect(prices.every((row) => row.memberRegister < row.nonMemberRegister && row.supremeRegister < row.memberRegister)).toBe(true);
    expect(prices.filter((row) => row.onGoingPromo).every((row) => row.nonMemberPromoPrice! < row.nonMemberRegister && row.memberPromoPrice! < row.memberRegister)).toBe(true);
  });

  it('every currency is the USD figure converted once with the configured rates', () => {
    const com = (currency: (typeof CURRENCIES)[number]) => prices.find((row) => row.tld === 'com' && row.currency === currency)!.nonMemberRegister;
    for (const currency of CURRENCIES) expect(com(currency)).toBe(convertAmount(10.44, 'USD', currency));
  });

  it('prices .com at 10.44 USD for non-members', () => {
    const com = prices.find((row) => row.tld === 'com' && row.currency === 'USD');
    expect(com?.nonMemberRegister).toBe(10.44);
    expect(com && com.memberRegister < com.nonMemberRegister).toBe(true);
    expect(com && com.supremeRegister < com.memberRegister).toBe(true);
  });

  it('never prices anything at 0', () => {
    expect(prices.every((row) => row.nonMemberRegister > 0 && row.memberRegister > 0 && row.supremeRegister > 0)).toBe(true);
  });

  it('is the committed file, which says it holds samples and stays compact', () => {
    const committed = readFileSync(seedFile, 'utf8');
    expect(committed.startsWith(`# ${SAMPLE_NOTICE}`)).toBe(true);
    expect(committed.split('\n').slice(2).join('\n')).toBe(toCsv(prices));
    expect(statSync(seedFile).size).toBeLessThan(3 * 1024 * 1024);
  });
});

describe('catalogue store and in-memory index', () => {
  it('seeds from the sample file on first start, once', async () => {
    const service = new CatalogueService({ db: () => openCatalogueDb({ directory: temp.directory, file: 'seeded.sqlite' }), seedFile });
    const index = await service.current();
    expect(index.size).toBeGreaterThanOrEqual(1900);
    expect(index.meta?.source).toBe('seed:sample-catalogue.csv');
    expect(index.version).toBe(1);
    await service.close();
    const again = new CatalogueService({ db: () => openCatalogueDb({ directory: temp.directory, file: 'seeded.sqlite' }), seedFile });
    expect((await again.current()).version).toBe(1);
    await again.close();
  });

  it("finds 'co.uk', '.CO.UK ', 'xn--p1ai' and 'рф' alike", async () => {
    const db = await openCatalogueDb({ directory: temp.directory, file: 'idn.sqlite' });
    await writePrices(db, [price('co.uk', 'USD', 5), price('xn--p1ai', 'USD', 9)], { mode: 'replace', source: 'test' });
    const service = new CatalogueService({ db: async () => db });
    const index = await service.current();
    expect(index.find('co.uk')?.tld).toBe('co.uk');
    expect(index.find('.CO.UK ')?.tld).toBe('co.uk');
    expect(index.find('xn--p1ai')?.tld).toBe('xn--p1ai');
    expect(index.find('рф')?.tld).toBe('xn--p1ai');
    expect(index.find('.РФ')?.tld).toBe('xn--p1ai');
    expect(index.find('com')).toBeNull();
    // a full domain name or URL finds its extension, the longest one sold first
    expect(index.find('example.co.uk')?.tld).toBe('co.uk');
    expect(index.find('https://Shop.Example.CO.UK:8443/cart?x=1')?.tld).toBe('co.uk');
    expect(index.find('пример.рф')?.tld).toBe('xn--p1ai');
    expect(index.find('example.com')).toBeNull();
    expect(index.findBySlug('co-uk')?.tld).toBe('co.uk');
    expect(index.findBySlug('xn--p1ai')?.unicodeName).toBe('рф');
    const russia = index.find('рф');
    expect(russia && index.entry(russia, 'USD')?.unicodeTld).toBe('.рф');
    await service.close();
  });

  it('reloads when another writer bumps the version, and only then', async () => {
    const db = await openCatalogueDb({ directory: temp.directory, file: 'version.sqlite' });
    await writePrices(db, [price('com', 'USD', 10.44)], { mode: 'replace', source: 'test' });
    let clock = 0;
    const service = new CatalogueService({ db: async () => db, checkIntervalMs: 1000, now: () => new Date(Date.UTC(2026, 0, 1) + clock) });
    const first = await service.current();
    expect(first.find('com')?.prices.USD?.nonMemberRegister).toBe(10.44);
    await writePrices(db, [price('com', 'USD', 11)], { mode: 'merge', source: 'test' });
    clock = 500;
    expect(await service.current()).toBe(first);
    clock = 1500;
    const second = await service.current();
    expect(second).not.toBe(first);
    expect(second.find('com')?.prices.USD?.nonMemberRegister).toBe(11);
    clock = 3000;
    expect(await service.current()).toBe(second);
    await service.close();
  });

  it('writes in one transaction: a failing write leaves the catalogue as it was', async () => {
    const db = await openCatalogueDb({ directory: temp.directory, file: 'atomic.sqlite' });
    await writePrices(db, [price('com', 'USD', 10.44)], { mode: 'replace', source: 'test' });
    const broken = { ...price('net', 'USD', 12), nonMemberRegister: null as unknown as number };
    await expect(writePrices(db, [price('org', 'USD', 9), broken], { mode: 'replace', source: 'test' })).rejects.toThrow();
    const snapshot = await readCatalogue(db);
    expect(snapshot.prices.map((row) => row.tld)).toEqual(['com']);
    expect(snapshot.meta?.version).toBe(1);
    await db.destroy();
  });

  it('treats a promotion as ongoing until its end date has passed', () => {
    const promo = price('shop', 'USD', 30, { onGoingPromo: true, nonMemberPromoPrice: 9, nonMemberPromoEndDate: '2026-03-01' });
    expect(isPromoOngoing(promo, '2026-03-01')).toBe(true);
    expect(isPromoOngoing(promo, '2026-03-02')).toBe(false);
    expect(isPromoOngoing({ ...promo, onGoingPromo: false }, '2026-01-01')).toBe(false);
    expect(isPromoOngoing({ ...promo, nonMemberPromoEndDate: null }, '2030-01-01')).toBe(true);
  });
});
