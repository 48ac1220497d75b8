'use client';

import { useId } from 'react';
import { CURRENCY_OPTIONS, isCurrency, type Currency } from '@/lib/pricing/currency';

/** Currency selector: USD $, EUR €, GBP £, INR ₹. */
export function CurrencySelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
  label: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          if (isCurrency(event.target.value)) onChange(event.target.value);
        }}
        className="rounded-md border border-slate-400 bg-white px-2 py-2 text-sm text-slate-900"
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
