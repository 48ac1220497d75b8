import { describe, expect, it } from 'vitest';
import { initialPromotionsState, promotionsReducer, promotionsView, type PromotionsRow } from './promotions-table';

const header = ['TLD', 'Currency', 'Non-member', 'Hidden A', 'Member', 'Hidden B', 'NM promo', 'M promo', 'Start', 'End'];

function row(n: number, currency = 'USD', start = `2025-01-${String(30 - n).padStart(2, '0')}`): PromotionsRow {
  return [`.t${n}`, currency, `${n}.00`, `secret${n}`, `${n}.50`, `hidden${n}`, '1.00', '0.50', start, '2025-12-31'];
}

const table: PromotionsRow[] = [header, ...Array.from({ length: 23 }, (_unused, index) => row(index + 1, index % 2 ? 'EUR' : 'USD'))];

describe('promotions price table', () => {
  it('takes the first row as the header and hides columns at index 3 and 5 from the header only', () => {
    const view = promotionsView(table, initialPromotionsState);
    expect(view.header.filter((cell) => !cell.hidden).map((cell) => cell.text)).toEqual(['TLD', 'Currency', 'Non-member', 'Member', 'NM promo', 'M promo', 'Start', 'End']);
    expect(view.header.map((cell, index) => (cell.hidden ? index : -1)).filter((index) => index >= 0)).toEqual([3, 5]);
    // The rows keep every column, 3 and 5 included.
    expect(view.rows[0]).toHaveLength(10);
    expect(view.rows[0]?.[3]).toBe('secret23');
    expect(view.rows[0]?.[5]).toBe('hidden23');
  });

  it('sorts rows by column index 8 and shows 10 per page', () => {
    const view = promotionsView(table, initialPromotionsState);
    expect(view.rows).toHaveLength(10);
    // Start dates descend with n, so the highest n comes first.
    expect(view.rows[0]?.[0]).toBe('.t23');
    expect(view.rows[9]?.[0]).toBe('.t14');
    expect(view.pageCount).toBe(3);
  });

  it("says 'Showing X to Y of Z entries'", () => {
    expect(promotionsView(table, initialPromotionsState).summary).toBe('Showing 1 to 10 of 23 entries');
    expect(promotionsView(table, initialPromotionsState, 'Mostrando {from} a {to} de {total} resultados').summary).toBe('Mostrando 1 a 10 de 23 resultados');
    expect(promotionsView(table, { ...initialPromotionsState, page: 3 }).summary).toBe('Showing 21 to 23 of 23 entries');
    expect(promotionsView(table, { ...initialPromotionsState, filter: 'nothing-here' }).summary).toBe(
      'Showing 0 to 0 of 0 entries',
    );
  });

  it('filters by substring, case-insensitive, over every cell', () => {
    const view = promotionsView(table, { ...initialPromotionsState, filter: 'T2' });
    expect(view.rows.map((cells) => cells[0])).toEqual(['.t23', '.t22', '.t21', '.t20', '.t2']);
    expect(promotionsView(table, { ...initialPromotionsState, filter: 'secret7' }).total).toBe(1);
  });

  it('filters by currency chip', () => {
    const view = promotionsView(table, { ...initialPromotionsState, currency: 'EUR' });
    expect(view.total).toBe(11);
    expect(view.currencies).toEqual(['EUR', 'USD']);
  });

  it('resets to page 1 when the filter text is non-empty', () => {
    const onPage3 = promotionsReducer(initialPromotionsState, { type: 'page', page: 3 });
    expect(onPage3.page).toBe(3);
    expect(promotionsReducer(onPage3, { type: 'filter', filter: 'x' }).page).toBe(1);
    expect(promotionsReducer(onPage3, { type: 'filter', filter: '' }).page).toBe(3);
    expect(promotionsReducer(onPage3, { type: 'currency', currency: 'EUR' }).page).toBe(1);
  });

  it('clamps the page and copes with short rows and an empty table', () => {
    expect(promotionsView(table, { ...initialPromotionsState, page: 50 }).page).toBe(3);
    const short = promotionsView([header, ['.a', 'USD']], initialPromotionsState);
    expect(short.rows[0]).toEqual(['.a', 'USD', '', '', '', '', '', '', '', '']);
    const empty = promotionsView([], initialPromotionsState);
    expect(empty.header).toEqual([]);
    expect(empty.total).toBe(0);
  });
});
