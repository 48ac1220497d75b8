'use client';

import { CurrencySelect } from '@/components/blocks/pricing/CurrencySelect';
import { useCurrency } from '@/components/blocks/pricing/use-currency';

/**
 * The header's currency choice (English pages only: es/nl show EUR and the India variant INR by
 * rule, so they get no selector). The choice is the pricing blocks' remembered currency: picking it
 * here changes every price island on the page at once and is remembered across pages.
 */
export function CurrencySwitcher({ label, className = '' }: { label: string; className?: string }) {
  const [currency, choose] = useCurrency('en');
  return (
    <CurrencySelect
      value={currency}
      onChange={choose}
      label={label}
      hideLabel
      testId="header-currency"
      className={`flex items-center ${className}`}
      selectClassName="min-h-11 rounded-md border border-transparent bg-transparent px-2 text-sm font-semibold text-ink hover:bg-muted focus-visible:border-brand"
    />
  );
}
