/**
 * Tables from dynamic data: rows as lists of cells,
 * pagination (enabled on/off, per_page; 10 when per_page is not a number), searchable on/off.
 */
export const DEFAULT_TABLE_PAGE_SIZE = 10;

export interface TableLink {
  label: string;
  url: string;
  /** Shown above the link (the Buy now row's price per month). */
  price?: string;
}

/** A cell is text, or a link (the Buy now row). */
export type TableCell = string | TableLink;

export interface ProductTable {
  /** Column headings. */
  columns: string[];
  rows: TableCell[][];
  /** A last row kept outside search and pagination (Buy now). */
  footer: TableCell[] | null;
  caption: string;
}

export function pageSizeOf(perPage: unknown): number {
  const number = typeof perPage === 'number' ? perPage : typeof perPage === 'string' && perPage.trim() !== '' ? Number(perPage) : NaN;
  return Number.isFinite(number) && number >= 1 ? Math.floor(number) : DEFAULT_TABLE_PAGE_SIZE;
}

export function cellText(cell: TableCell): string {
  return typeof cell === 'string' ? cell : [cell.price, cell.label].filter(Boolean).join(' ');
}

/**
 * The table with every text passed through `fill` (the page copy: '{product:plesk-web-admin} per
 * month' becomes the product's price in the page currency): caption, headings, cells, and the link
 * cells' label and price.
 */
export function fillTable(table: ProductTable, fill: (text: string) => string): ProductTable {
  const cell = (value: TableCell): TableCell =>
    typeof value === 'string' ? fill(value) : { ...value, label: fill(value.label), ...(value.price ? { price: fill(value.price) } : {}) };
  return {
    caption: fill(table.caption),
    columns: table.columns.map(fill),
    rows: table.rows.map((row) => row.map(cell)),
    footer: table.footer ? table.footer.map(cell) : null,
  };
}

/** Rows any of whose cells contains the query (case-insensitive); all rows for an empty query. */
export function searchRows(rows: readonly TableCell[][], query: string): TableCell[][] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => row.some((cell) => cellText(cell).toLocaleLowerCase().includes(needle)));
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, page) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

export function totalPagesOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
