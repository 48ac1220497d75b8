/**
 * Tables from dynamic data: rows as lists of cells,
 * pagination (enabled on/off, per_page; 10 when per_page is not a number), searchable on/off.
 */
export const DEFAULT_TABLE_PAGE_SIZE = 10;

/** A link cell (the Buy now row). `Text` is a string, or the page copy's filled parts before the island prints them. */
export interface TableLink<Text = string> {
  label: Text;
  url: string;
  /** Shown above the link (the Buy now row's price per month). */
  price?: Text;
}

/** A cell is text, or a link (the Buy now row). */
export type TableCell<Text = string> = Text | TableLink<Text>;

export interface ProductTable<Text = string> {
  /** Column headings. */
  columns: Text[];
  rows: TableCell<Text>[][];
  /** A last row kept outside search and pagination (Buy now). */
  footer: TableCell<Text>[] | null;
  caption: Text;
}

function isTableLink<Text>(cell: TableCell<Text>): cell is TableLink<Text> {
  return typeof cell === 'object' && cell !== null && !Array.isArray(cell) && 'url' in cell;
}

export function pageSizeOf(perPage: unknown): number {
  const number = typeof perPage === 'number' ? perPage : typeof perPage === 'string' && perPage.trim() !== '' ? Number(perPage) : NaN;
  return Number.isFinite(number) && number >= 1 ? Math.floor(number) : DEFAULT_TABLE_PAGE_SIZE;
}

export function cellText(cell: TableCell): string {
  return typeof cell === 'string' ? cell : [cell.price, cell.label].filter(Boolean).join(' ');
}

/**
 * The table with every text passed through `map`: caption, headings, cells, and the link cells'
 * label and price. The page copy fills the placeholders with it on the server ('{product:plesk-web-admin}
 * per month' → its parts), the table island prints the parts in the visitor's currency.
 */
export function mapTable<A, B>(table: ProductTable<A>, map: (text: A) => B): ProductTable<B> {
  const cell = (value: TableCell<A>): TableCell<B> =>
    isTableLink(value) ? { url: value.url, label: map(value.label), ...(value.price !== undefined ? { price: map(value.price) } : {}) } : map(value);
  return {
    caption: map(table.caption),
    columns: table.columns.map(map),
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
