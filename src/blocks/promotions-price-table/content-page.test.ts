import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEmbeddedContent } from '@/lib/content/embedded';
import { readFileSync } from 'node:fs';
import { indexOfPrices } from '@/lib/pricing/content-check';
import { CURRENCIES } from '@/lib/pricing/currency';
import { parsePriceList } from '@/lib/pricing/price-list';
import { promotionPriceRows } from '@/lib/pricing/promotion-rows';
import { promotionsView, initialPromotionsState } from '@/lib/pricing/promotions-table';
import { promotionsPriceTableSchema } from './schema';

describe('the promotions price table on a content page', () => {
  const content = loadEmbeddedContent(path.resolve(import.meta.dirname, '../../../content'));

  it("is placed on /membership-plans/promotions/price-list/; its rows are the catalogue's running promotions in ten columns, 3 and 5 holding data", () => {
    const page = content.pages.get('en_US')?.get('/membership-plans/promotions/price-list/');
    expect(page).toBeDefined();
    const block = page?.blocks.find((candidate) => candidate.name === 'acf/promotions-price-table');
    expect(block).toBeDefined();
    const attributes = promotionsPriceTableSchema.parse(block?.attributes);
    // The content gives the header; the rows come from the catalogue (the sample, on a day its promotions run).
    expect(attributes.promotions).toHaveLength(1);
    const seed = path.resolve(import.meta.dirname, '../../../content/pricing/sample-catalogue.csv');
    const index = indexOfPrices(parsePriceList(seed, readFileSync(seed, 'utf8')), '2027-06-15');
    const view = promotionsView([attributes.promotions[0]!, ...promotionPriceRows(index, CURRENCIES)], initialPromotionsState);
    expect(view.total).toBeGreaterThan(10);
    expect(view.pageCount).toBeGreaterThan(1);
    expect(view.header).toHaveLength(10);
    expect(view.header.filter((cell) => cell.hidden).map((cell) => cell.text)).toEqual(['Discount', 'Member discount']);
    for (const row of view.rows) {
      expect(row).toHaveLength(10);
      expect(row[3]).toMatch(/^-\d+%$/);
      expect(row[5]).toMatch(/^-\d+%$/);
      expect(row[8]).toBe('—');
      expect(row[9]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
