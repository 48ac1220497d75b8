import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRICE_COLUMNS } from './model';
import { importPriceListFile } from './import';
import { parseCsv, parseJson, PriceListError, toCsv } from './price-list';
import { openCatalogueDb, readCatalogue, writePrices } from './store';
import { price, temporaryDirectory } from './test-helpers';

const temp = temporaryDirectory('import-');
afterAll(() => temp.remove());

function file(name: string, text: string): string {
  const target = path.join(temp.directory, name);
  writeFileSync(target, text);
  return target;
}

async function problemsOf(promise: Promise<unknown>): Promise<PriceListError['problems']> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PriceListError) return error.problems;
    throw error;
  }
  throw new Error('expected a PriceListError');
}

const header = PRICE_COLUMNS.join(',');
const good = (tld: string, currency = 'USD', register = '10.44') =>
  `${tld},${currency},${register},11.28,10.44,131.09,8.96,9.68,8.96,112.5,8.57,9.26,8.57,,false,,,,,,,18`;

async function freshDb(name: string) {
  const db = await openCatalogueDb({ directory: temp.directory, file: name });
  await writePrices(db, [price('com', 'USD', 10.44), price('org', 'USD', 9)], { mode: 'replace', source: 'test' });
  return db;
}

describe('CSV parsing', () => {
  it('handles comments before the header, quotes, embedded commas and CRLF', () => {
    const rows = parseCsv('# notice\r\n# more\r\ntld,currency\r\n"co.uk","U""SD"\r\n\r\n"a,b",x\r\n');
    expect(rows).toEqual([
      { line: 4, values: { tld: 'co.uk', currency: 'U"SD' } },
      { line: 6, values: { tld: 'a,b', currency: 'x' } },
    ]);
  });

  it('counts lines inside quoted newlines', () => {
    const rows = parseCsv('tld,currency\n"multi\nline",USD\ncom,EUR\n');
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
  });

  it('rejects unknown columns, wrong field counts and unterminated quotes with the line', () => {
    expect(() => parseCsv('tld,colour\n')).toThrow(/line 1: unknown column\(s\): colour/);
    expect(() => parseCsv('tld,currency\ncom\n')).toThrow(/line 2: expected 2 fields, found 1/);
    expect(() => parseCsv('tld,currency\ncom,"USD\n')).toThrow(/line 2: unterminated/);
    expect(() => parseCsv('')).toThrow(/empty/);
  });
});

describe('JSON parsing', () => {
  it('reads an array of rows or {prices}, with the line each row opens on', () => {
    const text = '{\n  "notice": "x",\n  "prices": [\n    {"tld": "com"},\n    {\n      "tld": "net"\n    }\n  ]\n}\n';
    expect(parseJson(text).map((row) => row.line)).toEqual([4, 5]);
    expect(parseJson('[{"tld":"a"},\n{"tld":"b","x":"[{"}]').map((row) => row.line)).toEqual([1, 2]);
  });

  it('rejects invalid JSON, the wrong shape and non-object rows', () => {
    expect(() => parseJson('[\n{"tld": }\n]')).toThrow(PriceListError);
    expect(() => parseJson('{"rows": []}')).toThrow(/expected an array/);
    expect(() => parseJson('[\n{"tld":"a"},\n42\n]')).toThrow(/line 3: a price row must be an object/);
  });
});

describe('npm run prices:import', () => {
  it('imports a CSV list in one go and merges it into the catalogue', async () => {
    const db = await freshDb('csv.sqlite');
    const result = await importPriceListFile(db, file('ok.csv', `${header}\n${good('.NET', 'usd', '12.64')}\n${good('рф', 'EUR')}\n`));
    expect(result).toMatchObject({ rows: 2, extensions: 2 });
    const snapshot = await readCatalogue(db);
    expect(snapshot.prices.map((row) => `${row.tld}/${row.currency}`)).toEqual(['com/USD', 'net/USD', 'org/USD', 'xn--p1ai/EUR']);
    const net = snapshot.prices.find((row) => row.tld === 'net');
    expect(net).toMatchObject({ nonMemberRegister: 12.64, supremeRestore: null, onGoingPromo: false, supremeMMPercentageOff: 18 });
    expect(snapshot.meta?.version).toBe(2);
    await db.destroy();
  });

  it('replaces the whole catalogue with --replace', async () => {
    const db = await freshDb('replace.sqlite');
    await importPriceListFile(db, file('replace.csv', `${header}\n${good('net')}\n`), { mode: 'replace' });
    expect((await readCatalogue(db)).extensions.map((row) => row.tld)).toEqual(['net']);
    await db.destroy();
  });

  it('reports every bad row with its line number and imports nothing', async () => {
    const db = await freshDb('bad.sqlite');
    const before = await readCatalogue(db);
    const text = [
      '# a comment',
      header,
      good('net'),
      good('bad..name'),
      good('info', 'JPY'),
      good('biz', 'USD', '0'),
      good('xyz', 'USD', 'abc'),
      good('net'),
      good('shop').replace(',false,', ',maybe,'),
      good('io').replace(',false,,,', ',false,,2026-13-45,'),
    ].join('\n');
    const problems = await problemsOf(importPriceListFile(db, file('bad.csv', text)));
    expect(problems.map((problem) => problem.line)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(problems[0]?.message).toMatch(/not a valid extension/);
    expect(problems[1]?.message).toMatch(/currency must be one of USD, EUR, GBP, INR, RUB/);
    expect(problems[2]?.message).toMatch(/nonMemberRegister must be a price above 0/);
    expect(problems[3]?.message).toMatch(/nonMemberRegister/);
    expect(problems[4]?.message).toMatch(/duplicate of line 3/);
    expect(problems[5]?.message).toMatch(/onGoingPromo/);
    expect(problems[6]?.message).toMatch(/memberPromoEndDate/);
    expect(await readCatalogue(db)).toEqual(before);
    await db.destroy();
  });

  it('imports JSON rows and reports a bad JSON row by line', async () => {
    const db = await freshDb('json.sqlite');
    const row = {
      ...price('store', 'GBP', 20),
      onGoingPromo: 'true',
      nonMemberPromoPrice: '1,000.5',
      nonMemberPromoEndDate: '2027-01-31',
    };
    await importPriceListFile(db, file('ok.json', JSON.stringify([row], null, 2)));
    const stored = (await readCatalogue(db)).prices.find((entry) => entry.tld === 'store');
    expect(stored).toMatchObject({ currency: 'GBP', onGoingPromo: true, nonMemberPromoPrice: 1000.5 });

    const broken = JSON.stringify({ notice: 'x', prices: [price('app', 'USD', 5), { ...price('dev', 'USD', 5), memberRenew: -1 }] }, null, 2);
    const problems = await problemsOf(importPriceListFile(db, file('bad.json', broken)));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.line).toBe(broken.split('\n').findIndex((line, index, lines) => line.trim() === '{' && lines[index + 1]?.includes('"dev"')) + 1);
    expect(problems[0]?.message).toMatch(/memberRenew/);
    expect((await readCatalogue(db)).prices.some((entry) => entry.tld === 'app')).toBe(false);
    await db.destroy();
  });

  it('round-trips its own CSV export', async () => {
    const db = await freshDb('roundtrip.sqlite');
    const snapshot = await readCatalogue(db);
    const target = file('export.csv', toCsv(snapshot.prices, ['exported']));
    await importPriceListFile(db, target, { mode: 'replace' });
    expect((await readCatalogue(db)).prices).toEqual(snapshot.prices);
    await db.destroy();
  });
});
