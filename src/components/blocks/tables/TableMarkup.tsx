import type { ProductTable, TableCell } from '@/lib/product-tables/tables';

function Cell({ cell }: { cell: TableCell }) {
  if (typeof cell === 'string') return <>{cell}</>;
  return (
    <span className="flex flex-col items-start gap-2">
      {cell.price ? <span className="text-lg font-bold text-brand-dark">{cell.price}</span> : null}
      <a href={cell.url} className="inline-flex rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        {cell.label}
      </a>
    </span>
  );
}

/** A row's cells: the first is the row's header, the others data cells. */
function RowCells({ cells, headClassName, cellClassName }: { cells: TableCell[]; headClassName: string; cellClassName: string }) {
  return cells.map((cell, index) =>
    index === 0 ? (
      <th key={index} scope="row" className={headClassName}>
        <Cell cell={cell} />
      </th>
    ) : (
      <td key={index} className={cellClassName}>
        <Cell cell={cell} />
      </td>
    ),
  );
}

/**
 * The table itself (no state: used by the server block and by the search/paging island). The first
 * cell of a row is its header; the footer row (Buy now) sits in <tfoot>. The wrapper scrolls
 * sideways on narrow screens and is focusable so keyboard users can scroll it.
 */
export function TableMarkup({ table, rows, label }: { table: ProductTable; rows: ProductTable['rows']; label: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] text-left text-sm sm:text-base">
        {table.caption ? <caption className="sr-only">{table.caption}</caption> : null}
        {table.columns.length ? (
          <thead className="bg-brand-dark text-white">
            <tr>
              {table.columns.map((column, index) => (
                <th key={index} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="even:bg-muted/60">
              <RowCells cells={row} headClassName="px-4 py-3 font-medium text-heading" cellClassName="px-4 py-3 text-ink" />
            </tr>
          ))}
        </tbody>
        {table.footer ? (
          <tfoot className="border-t-2 border-slate-300 bg-muted">
            <tr>
              <RowCells cells={table.footer} headClassName="px-4 py-4 font-semibold text-heading" cellClassName="px-4 py-4" />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
