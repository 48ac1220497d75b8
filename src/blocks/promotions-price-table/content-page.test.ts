import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEmbeddedContent } from '@/lib/content/embedded';
import { promotionsView, initialPromotionsState } from '@/lib/pricing/promotions-table';
import { promotionsPriceTableSchema } from './schema';

describe('the promotions price table on a content page', () => {
  const content = loadEmbeddedContent(path.resolve(import.meta.dirname, '../../../content'));

  it('is placed on /membership-plans/promotions/price-list/ with ten-column rows, 3 and 5 holding data', () => {
    const page = content.pages.get('en_US')?.get('/membership-plans/promotions/price-list/');
    expect(page).toBeDefined();
    const block = page?.blocks.find((candidate) => candidate.name === 'acf/promotions-price-table');
    expect(block).toBeDefined();
    const attributes = promotionsPriceTableSchema.parse(block?.attributes);
    const view = promotionsView(attributes.promotions, initialPromotionsState);
    expect(view.total).toBeGreaterThan(10);
    expect(view.pageCount).toBeGreaterThan(1);
    expect(view.header).toHaveLength(10);
    expect(view.header.filter((cell) => cell.hidden).map((cell) => cell.text)).toEqual(['Discount', 'Member discount']);
    for (const row of view.rows) {
      expect(row).toHaveLength(10);
      expect(row[3]).toMatch(/^-\d+%$/);
      expect(row[5]).toMatch(/^-\d+%$/);
      expect(row[8]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
