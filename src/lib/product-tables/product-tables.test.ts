import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadDynamicData } from '@/lib/dynamic-data';
import { ContentValidationError } from '@/lib/content/reshape';
import { booleanValue, interleave, isBooleanType, mobileRows } from './comparison';
import { PRODUCT_PRICING_DEFAULT_BACKGROUND, compareAtOf, initialBillingPeriod, periodsWithPlans, promoLabelOf } from './plans';
import { DEFAULT_TABLE_PAGE_SIZE, cellText, mapTable, pageOf, pageSizeOf, searchRows, totalPagesOf } from './tables';

describe('product pricing', () => {
  it('promo label only when promoEnabled is true and a label exists', () => {
    expect(promoLabelOf({ promoEnabled: true, promoLabel: '10% off' })).toBe('10% off');
    expect(promoLabelOf({ promoEnabled: true, promoLabel: '  Sale  ' })).toBe('Sale');
    expect(promoLabelOf({ promoEnabled: true, promoLabel: '' })).toBeNull();
    expect(promoLabelOf({ promoEnabled: true, promoLabel: '   ' })).toBeNull();
    expect(promoLabelOf({ promoEnabled: false, promoLabel: '10% off' })).toBeNull();
  });

  it('the starting period comes from isYearly', () => {
    expect(initialBillingPeriod(true)).toBe('year');
    expect(initialBillingPeriod(false)).toBe('month');
  });

  it('compareAt shows only when it differs from the price', () => {
    expect(compareAtOf({ price: '$9', compareAt: '$12' })).toBe('$12');
    expect(compareAtOf({ price: '$9', compareAt: '$9' })).toBeNull();
    expect(compareAtOf({ price: '$9', compareAt: '' })).toBeNull();
  });

  it('the toggle offers only the periods that have plans; default background #012856', () => {
    const row = { feature: 'x', price: '1', promoEnabled: false, promoLabel: '', compareAt: '' };
    expect(periodsWithPlans({ month: [row], year: [row] })).toEqual(['month', 'year']);
    expect(periodsWithPlans({ month: [], year: [row] })).toEqual(['year']);
    expect(PRODUCT_PRICING_DEFAULT_BACKGROUND).toBe('#012856');
  });
});

describe('feature comparison', () => {
  it("boolean features: type 'boolean' or 'booleano'", () => {
    expect(['boolean', 'booleano', ' Boolean '].map(isBooleanType)).toEqual([true, true, true]);
    expect(['text', '', undefined, 1].map(isBooleanType)).toEqual([false, false, false, false]);
  });

  it('boolean values as the CMS sends them', () => {
    expect([true, 'true', '1', 1, 'yes', 'sí', 'si', 'ja', 'on'].map(booleanValue)).toEqual(Array(9).fill(true));
    expect([false, 'false', '0', 0, 'no', '', null, undefined, 'nee'].map(booleanValue)).toEqual(Array(9).fill(false));
  });

  it('on a phone: left only until View more, then both interleaved; Show less goes back', () => {
    const left = ['L1', 'L2', 'L3'];
    const right = ['R1', 'R2'];
    expect(mobileRows(left, right, false).map((row) => row.feature)).toEqual(['L1', 'L2', 'L3']);
    expect(mobileRows(left, right, true).map((row) => row.feature)).toEqual(['L1', 'R1', 'L2', 'R2', 'L3']);
    expect(interleave(['L1'], ['R1', 'R2', 'R3']).map((row) => `${row.side}:${row.feature}`)).toEqual(['left:L1', 'right:R1', 'right:R2', 'right:R3']);
  });
});

describe('tables from dynamic data', () => {
  it('per_page falls back to 10 when it is not a number', () => {
    expect(DEFAULT_TABLE_PAGE_SIZE).toBe(10);
    expect([undefined, '', 'ten', null, 0, -3, '15', 7.9].map(pageSizeOf)).toEqual([10, 10, 10, 10, 10, 10, 15, 7]);
  });

  it('search matches any cell, case-insensitively; paging slices', () => {
    const rows = [['DNSSEC', 'Included'], ['GeoDNS', '—'], [{ label: 'Buy now', url: '/x', price: '€6.49' }]];
    expect(searchRows(rows, 'dns').length).toBe(2);
    expect(searchRows(rows, 'INCLUDED')).toEqual([rows[0]]);
    expect(searchRows(rows, '6.49')).toEqual([rows[2]]);
    expect(searchRows(rows, '  ')).toEqual(rows);
    expect(cellText({ label: 'Buy now', url: '/x', price: '€6.49' })).toBe('€6.49 Buy now');
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(21, 10)).toBe(3);
  });

  const data = loadDynamicData(path.resolve(import.meta.dirname, '../../../content'));

  it('the Plesk licence table: 30 rows and a Buy now row naming each edition’s price by placeholder', () => {
    const table = data.pleskLicenseTableData;
    expect(table?.rows).toHaveLength(30);
    const footer = table?.footer ?? [];
    expect(footer.slice(1).map((cell) => (typeof cell === 'string' ? cell : [cell.price, cell.label]))).toEqual([
      ['{product:plesk-web-admin} per month', 'Buy now'],
      ['{product:plesk-web-pro} per month', 'Buy now'],
      ['{product:plesk-web-host} per month', 'Buy now'],
    ]);
  });

  it('the premium DNS table: standard DNS free, premium DNS from its product price (a placeholder)', () => {
    expect(data.premiumDnsTableData?.rows[0]).toEqual(['Price', 'Free', 'From {product:premium-dns} per year']);
  });

  it('mapTable passes the caption, headings, cells and link labels and prices through the map; a cell of parts is text, not a link', () => {
    const table = { caption: 'c', columns: ['a', 'b'], rows: [['x', { label: 'l', url: '/u', price: 'p' }]], footer: ['f', { label: 'Buy now', url: '/b' }] };
    expect(mapTable(mapTable(table, (text) => [text]), (parts) => `<${parts.join('')}>`)).toEqual({
      caption: '<c>',
      columns: ['<a>', '<b>'],
      rows: [['<x>', { label: '<l>', url: '/u', price: '<p>' }]],
      footer: ['<f>', { label: '<Buy now>', url: '/b' }],
    });
  });

  it('careers and vacancies for the embedded careers block', () => {
    expect(data.careers.map((item) => item.name)).toContain('Engineering');
    expect(data.vacancies.length).toBeGreaterThan(3);
    expect(data.vacancies.every((vacancy) => vacancy.title && vacancy.department)).toBe(true);
  });

  it('a broken document names the file and JSON path; a missing one is empty', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dynamic-data-'));
    expect(loadDynamicData(root)).toMatchObject({ premiumDnsTableData: null, vacancies: [] });
    writeFileSync(path.join(root, 'dynamic-data.json'), JSON.stringify({ pleskLicenseTableData: { rows: 'not rows' } }));
    expect(() => loadDynamicData(root)).toThrow(ContentValidationError);
    expect(() => loadDynamicData(root)).toThrow(/dynamic-data\.json: pleskLicenseTableData\.rows/);
    writeFileSync(path.join(root, 'dynamic-data.json'), '{ nope');
    expect(() => loadDynamicData(root)).toThrow(/not valid JSON/);
  });

  it('unsafe links in cells become text', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dynamic-data-'));
    writeFileSync(path.join(root, 'dynamic-data.json'), JSON.stringify({ premiumDnsTableData: { rows: [['a', { label: 'Buy', url: 'javascript:alert(1)', price: '$1' }]] } }));
    expect(loadDynamicData(root).premiumDnsTableData?.rows[0]).toEqual(['a', '$1 Buy']);
  });
});
