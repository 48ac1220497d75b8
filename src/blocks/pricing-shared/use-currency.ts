'use client';

import { useCallback, useEffect, useState } from 'react';
import { currencyForLocale, type Currency } from '@/lib/pricing/currency';
import { readStoredCurrency, storeCurrency } from '@/lib/pricing/client';

/**
 * The currency of the pricing islands: INR on /hi, EUR for es and nl, otherwise the visitor's
 * choice, remembered in the browser (default USD). The first render uses the locale's default so
 * server and client markup agree; the remembered choice is applied after mount.
 */
export function useCurrency(locale: string): [Currency, (currency: Currency) => void] {
  const [currency, setCurrency] = useState<Currency>(() => currencyForLocale(locale, null));
  useEffect(() => {
    const stored = readStoredCurrency();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration on purpose
    if (stored) setCurrency(currencyForLocale(locale, stored));
  }, [locale]);
  const choose = useCallback((next: Currency) => {
    setCurrency(next);
    storeCurrency(next);
  }, []);
  return [currency, choose];
}
