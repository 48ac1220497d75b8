/**
 * Promotions price table. Pure, client-safe.
 *
 * Rows are ten cells by position (TLD, currency, ... normal and promo prices for non-member and
 * member, start and end dates YYYY-mm-dd); the first row is the header.
 *
 * Spec: support-and-tools.md §3 "Promotions row", §4, §5, §9.
 */
import { paginate } from './pricing-table';

export const PROMOTIONS_COLUMN_COUNT = 10;
export const PROMOTIONS_PAGE_SIZE = 10;
export const PROMOTIONS_HIDDEN_COLUMNS: readonly number[] = [3, 5];
export const PROMOTIONS_SORT_COLUMN = 8;
export const PROMOTIONS_CURRENCY_COLUMN = 1;

export type PromotionsRow = readonly string[];

export interface PromotionsState {
  filter: string;
  page: number;
  /** Currency filter chip; null = all currencies. */
  currency: string | null;
}

export const initialPromotionsState: PromotionsState = { filter: '', page: 1, currency: null };

export type PromotionsAction =
  | { type: 'filter'; filter: string }
  | { type: 'currency'; currency: string | null }
  | { type: 'page'; page: number };

/** The page resets to 1 when the filter text is non-empty (and when the currency chip changes). */
export function promotionsReducer(state: PromotionsState, action: PromotionsAction): PromotionsState {
  switch (action.type) {
    case 'filter':
      return { ...state, filter: action.filter, page: action.filter.trim() ? 1 : state.page };
    case 'currency':
      return { ...state, currency: action.currency, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.trunc(action.page) || 1) };
  }
}

/** Cells by position, padded or cut to ten. */
function normaliseRow(row: PromotionsRow): string[] {
  return Array.from({ length: PROMOTIONS_COLUMN_COUNT }, (_unused, index) => String(row[index] ?? '').trim());
}

/** A header cell; `hidden` ones (index 3 and 5) keep their column but show no label. */
export interface PromotionsHeaderCell {
  text: string;
  hidden: boolean;
}

/**
 * The columns at index 3 and 5 are hidden from the header, and from the header only. The rows keep
 * all ten cells; the header keeps ten cells too, so every column stays aligned, but the labels at
 * index 3 and 5 are not shown (the component renders them for screen readers only, so no data
 * column is left without a name for assistive technology).
 */
function headerCells(row: readonly string[]): PromotionsHeaderCell[] {
  return row.map((text, index) => ({ text, hidden: PROMOTIONS_HIDDEN_COLUMNS.includes(index) }));
}

export interface PromotionsView {
  /** Ten cells; those at index 3 and 5 are hidden. */
  header: PromotionsHeaderCell[];
  /** Ten cells per row: nothing is hidden from the rows. */
  rows: string[][];
  page: number;
  pageCount: number;
  total: number;
  /** 'Showing X to Y of Z entries' */
  summary: string;
  currencies: string[];
}

/** The spec's pagination text; other languages pass their own template with {from}, {to}, {total}. */
export const SHOWING_TEMPLATE = 'Showing {from} to {to} of {total} entries';

/** The pagination text: a template with {from}, {to}, {total}, or the island's own message (a function). */
export type ShowingText = string | ((from: number, to: number, total: number) => string);

export function showingText(from: number, to: number, total: number, template: ShowingText = SHOWING_TEMPLATE): string {
  if (typeof template === 'function') return template(from, to, total);
  const values: Record<string, number> = { from, to, total };
  return template.replace(/\{(from|to|total)\}/g, (_match, name: string) => String(values[name]));
}

export function promotionsView(table: readonly PromotionsRow[], state: PromotionsState, showing: ShowingText = SHOWING_TEMPLATE): PromotionsView {
  const [headerRow, ...body] = table;
  const header = headerRow ? headerCells(normaliseRow(headerRow)) : [];
  const rows = body.map(normaliseRow);
  const currencies = [...new Set(rows.map((row) => row[PROMOTIONS_CURRENCY_COLUMN] ?? '').filter(Boolean))].sort();
  const needle = state.filter.trim().toLowerCase();
  const filtered = rows
    .filter((row) => state.currency === null || row[PROMOTIONS_CURRENCY_COLUMN] === state.currency)
    // Substring match over every cell, visible or not ("details of matched columns are not shown").
    .filter((row) => !needle || row.some((cell) => cell.toLowerCase().includes(needle)))
    // Sorted by column index 8 (a YYYY-mm-dd date sorts correctly as text), stable for equal keys.
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = a.row[PROMOTIONS_SORT_COLUMN] ?? '';
      const right = b.row[PROMOTIONS_SORT_COLUMN] ?? '';
      return left < right ? -1 : left > right ? 1 : a.index - b.index;
    })
    .map(({ row }) => row);
  const total = filtered.length;
  const { rows: slice, page, pageCount } = paginate(filtered, state.page, PROMOTIONS_PAGE_SIZE);
  const start = (page - 1) * PROMOTIONS_PAGE_SIZE;
  return {
    header,
    rows: slice,
    page,
    pageCount,
    total,
    summary: showingText(total === 0 ? 0 : start + 1, start + slice.length, total, showing),
    currencies,
  };
}
