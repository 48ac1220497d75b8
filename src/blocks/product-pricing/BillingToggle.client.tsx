'use client';

/**
 * Monthly/Yearly toggle of the product pricing table. Internal to this block until the shared
 * billing toggle (src/components/ui, issue 10) lands: it takes the same props shape (options,
 * value, onChange, labels), so it can be swapped for the shared one at integration.
 */
export interface BillingToggleProps<T extends string> {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** A label per option, and the group's accessible name. */
  labels: Record<T, string> & { group: string };
}

export function BillingToggle<T extends string>({ options, value, onChange, labels }: BillingToggleProps<T>) {
  return (
    <div role="group" aria-label={labels.group} className="inline-flex rounded-full bg-white/15 p-1 ring-1 ring-white/30">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${option === value ? 'bg-white text-brand-dark' : 'text-white hover:bg-white/10'}`}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
