import { afterAll, describe, expect, it } from 'vitest';
import { catalogueCsv } from './export';
import { parsePriceList } from './price-list';
import { price, smallCatalogue, temporaryDirectory } from './test-helpers';

const temp = temporaryDirectory('export-');
afterAll(() => temp.remove());

describe('CSV export of the full price list', () => {
  it('lists every extension and currency in list order, in the import format', async () => {
    const prices = [price('zz', 'USD', 3), price('com', 'EUR', 9.4), price('com', 'USD', 10.44), price('xn--p1ai', 'GBP', 7)];
    const { service } = await smallCatalogue(temp.directory, prices);
    const index = await service.current();
    const csv = catalogueCsv(index);
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# Catalogue version 1, updated /);
    expect(lines[1]?.startsWith('tld,currency,nonMemberRegister,')).toBe(true);
    expect(lines.slice(2).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'com,USD,10.44',
      'com,EUR,9.4',
      'xn--p1ai,GBP,7',
      'zz,USD,3',
    ]);
    expect(parsePriceList('export.csv', csv)).toHaveLength(4);
    expect(catalogueCsv(index, 'USD').trimEnd().split('\n')).toHaveLength(4);
    await service.close();
  });
});
