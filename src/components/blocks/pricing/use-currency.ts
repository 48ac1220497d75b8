'use client';

import { useCallback, useEffect, useState } from 'react';
import { currencyForLocale, type Currency } from '@/lib/pricing/currency';
import { readStoredCurrency, storeCurrency, subscribeCurrency } from '@/lib/pricing/currency-store';

/**
 * The currency of the pricing islands: INR on /hi, EUR for es and nl, otherwise the visitor's
 * choice, remembered in the browser (default USD). The first render uses the locale's default so
 * server and client markup agree; the remembered choice is applied after mount. Every island on the
 * page follows one choice (one currency per page): a pick in the header or in any pricing block
 * reaches all of them.
 */
export function useCurrency(locale: string): [Currency, (currency: Currency) => void] {
  const [currency, setCurrency] = useState<Currency>(() => currencyForLocale(locale, null));
  useEffect(() => {
    const stored = readStoredCurrency();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration on purpose
    if (stored) setCurrency(currencyForLocale(locale, stored));
    return subscribeCurrency((next) => setCurrency(currencyForLocale(locale, next)));
  }, [locale]);
  const choose = useCallback((next: Currency) => {
    setCurrency(currencyForLocale(locale, next));
    storeCurrency(next);
  }, [locale]);
  return [currency, choose];
}
