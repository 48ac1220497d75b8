import type { ReactNode } from 'react';

/**
 * A table's head: one row of column headers (scope col), a label each. By default the price tables'
 * look: a rule under the row, small padding.
 */
export function TableHead({
  labels,
  className,
  rowClassName = 'border-b border-slate-400',
  cellClassName = 'p-2',
}: {
  labels: readonly ReactNode[];
  className?: string;
  rowClassName?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName || undefined}>
        {labels.map((label, index) => (
          <th key={index} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A table's body that gives way to one line across all columns while its rows load (aria-busy) or
 * when there are none to show ('No match'): `status` is that line, null shows the rows.
 */
export function TableBody({ busy, status, columns, children }: { busy: boolean; status: ReactNode | null; columns: number; children: ReactNode }) {
  return (
    <tbody aria-busy={busy}>
      {status ? (
        <tr>
          <td colSpan={columns} className="p-2">
            {status}
          </td>
        </tr>
      ) : (
        children
      )}
    </tbody>
  );
}
