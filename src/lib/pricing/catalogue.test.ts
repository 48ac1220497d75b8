import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogueService, isPromoOngoing } from './catalogue';
import { openCatalogueDb, readCatalogue, writePrices } from './store';
import { SAMPLE_NOTICE, sampleCatalogue } from './sample-catalogue';
import { toCsv } from './price-list';
import { price, temporaryDirectory } from './test-helpers';

const temp = temporaryDirectory('catalogue-');
afterAll(() => temp.remove());
const seedFile = path.join(process.cwd(), 'content', 'pricing', 'sample-catalogue.csv');

describe('sample catalogue', () => {
  const prices = sampleCatalogue();
  const names = new Set(prices.map((row) => row.tld));

  it('holds at least 1,900 extensions: IANA TLDs plus second-level extensions, four currencies each', () => {
    expect(names.size).toBeGreaterThanOrEqual(1900);
    for (const name of ['com', 'nl', 'xn--p1ai', 'co.uk', 'com.es', 'com.br', 'com.au']) expect(names.has(name)).toBe(true);
    expect(prices.length).toBe(names.size * 4);
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
