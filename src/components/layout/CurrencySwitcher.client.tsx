'use client';

import { useEffect, useId, useState } from 'react';
import { CURRENCY_OPTIONS, DEFAULT_CURRENCY, isCurrency, type Currency } from '@/lib/pricing/currency';
import { readStoredCurrency, storeCurrency, subscribeCurrency } from '@/lib/pricing/currency-store';

/**
 * The header's currency choice (English pages only: es/nl show EUR and the India variant INR by
 * rule, so they get no selector). The choice is the pricing blocks' remembered currency: picking it
 * here changes every price island on the page at once and is remembered across pages.
 */
export function CurrencySwitcher({ label, className = '' }: { label: string; className?: string }) {
  const id = useId();
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY);
  useEffect(() => {
    const stored = readStoredCurrency();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration on purpose
    if (stored) setCurrency(stored);
    return subscribeCurrency(setCurrency);
  }, []);
  return (
    <div className={`flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={currency}
        data-testid="header-currency"
        onChange={(event) => {
          const next = event.target.value;
          if (!isCurrency(next)) return;
          setCurrency(next);
          storeCurrency(next);
        }}
        className="min-h-11 rounded-md border border-transparent bg-transparent px-2 text-sm font-semibold text-ink hover:bg-muted focus-visible:border-brand"
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
