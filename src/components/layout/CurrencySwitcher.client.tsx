'use client';

import { useId } from 'react';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { CURRENCY_OPTIONS, isCurrency } from '@/lib/pricing/currency';
import { SelectOptions } from '@/components/ui/SelectOptions';

/**
 * The header's currency choice (English pages only: es/nl show EUR and the India variant INR by
 * rule, so they get no selector). The choice is the pricing blocks' remembered currency: picking it
 * here changes every price island on the page at once and is remembered across pages.
 */
export function CurrencySwitcher({ label, className = '' }: { label: string; className?: string }) {
  const id = useId();
  const [currency, choose] = useCurrency('en');
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
          if (isCurrency(event.target.value)) choose(event.target.value);
        }}
        className="min-h-11 rounded-md border border-transparent bg-transparent px-2 text-sm font-semibold text-ink hover:bg-muted focus-visible:border-brand"
      >
        <SelectOptions options={CURRENCY_OPTIONS} />
      </select>
    </div>
  );
}
