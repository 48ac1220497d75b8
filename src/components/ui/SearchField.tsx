import { useId, type ReactNode } from 'react';

/**
 * A search-as-you-type field: a labelled search input and, under it, a polite live region that
 * announces the result (worded by the caller; empty while nothing is typed). Controlled: the
 * island that owns the list keeps the query and filters as the visitor types.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  status,
  className = '',
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  status: ReactNode;
  /** Layout of the field in its block (width, centring, margin). */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-heading">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-600"
      />
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
