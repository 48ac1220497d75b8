'use client';

import { useRef, type KeyboardEvent } from 'react';
import type { BillingPeriod } from '@/lib/product-tables/plans';

/**
 * Monthly/Yearly switch of the product pricing table. Internal to this block until the shared
 * billing toggle of src/components/ui (issue 10, BillingPeriodToggle) is merged: same props (value
 * 'month' | 'year', onChange, labels {month, year, group}, className, inverse) and the same
 * behaviour (a WAI-ARIA radio group of two buttons, monthly first; Tab reaches the checked one, the
 * arrow keys move and check), so the swap is an import change.
 */
export interface BillingToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  labels: { month: string; year: string; group: string };
  className?: string;
  /** On a dark background. */
  inverse?: boolean;
}

const PERIODS: readonly BillingPeriod[] = ['month', 'year'];

export function BillingToggle({ value, onChange, labels, className = '', inverse = false }: BillingToggleProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: PERIODS.length - 1 };
    const to = keys[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + PERIODS.length) % PERIODS.length;
    const period = PERIODS[next];
    if (!period) return;
    onChange(period);
    buttons.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={labels.group} className={`inline-flex rounded-full p-1 ${inverse ? 'bg-white/15 ring-1 ring-white/30' : 'bg-muted ring-1 ring-slate-300'} ${className}`.trim()}>
      {PERIODS.map((period, index) => {
        const checked = period === value;
        return (
          <button
            key={period}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-value={period}
            onClick={() => onChange(period)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
              checked ? (inverse ? 'bg-white text-brand-dark' : 'bg-brand text-white') : inverse ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-white'
            }`}
          >
            {labels[period]}
          </button>
        );
      })}
    </div>
  );
}
