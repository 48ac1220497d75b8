'use client';

import { useEffect, useEffectEvent } from 'react';
import { searchTld, type ClientTldEntry } from '@/lib/pricing/client';
import type { Currency } from '@/lib/pricing/currency';

/**
 * One currency per page, for an island showing a TLD search result: a result in another currency
 * than the page's (the visitor picked one in the header after searching) is asked again in the
 * page's currency and handed to `show`.
 */
export function useResultInCurrency(result: { entry: ClientTldEntry; currency: Currency } | null, currency: Currency, show: (entry: ClientTldEntry, currency: Currency) => void): void {
  const resultCurrency = result?.currency ?? null;
  const resultTld = result?.entry.tld ?? '';
  const onResult = useEffectEvent(show);
  useEffect(() => {
    if (resultCurrency === null || resultCurrency === currency || !resultTld) return;
    const controller = new AbortController();
    void searchTld(resultTld, currency, controller.signal)
      .then((outcome) => {
        if (!controller.signal.aborted && outcome?.status === 'result') onResult(outcome.entry, outcome.currency);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [currency, resultCurrency, resultTld]);
}
