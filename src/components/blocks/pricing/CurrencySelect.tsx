'use client';

import { useId } from 'react';
import { CURRENCY_OPTIONS, isCurrency, type Currency } from '@/lib/pricing/currency';

/** Currency selector: USD $, EUR €, GBP £, INR ₹. The label may be for screen readers only (the header's). */
export function CurrencySelect({
  value,
  onChange,
  label,
  disabled,
  hideLabel = false,
  className = 'flex items-center gap-2',
  selectClassName = 'rounded-md border border-slate-400 bg-white px-2 py-2 text-sm text-slate-900',
  testId,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
  label: string;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
  selectClassName?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          if (isCurrency(event.target.value)) onChange(event.target.value);
        }}
        className={selectClassName}
      >
        {CURRENCY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
