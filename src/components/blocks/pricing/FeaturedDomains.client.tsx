'use client';

import { useEffect, useState } from 'react';
import { fetchTldData, type ClientTldEntry } from '@/lib/pricing/client';
import { CONVERSION_RATES, convertFromUsd, formatMoney, type Currency } from '@/lib/pricing/currency';
import { parsePrice } from '@/lib/pricing/savings-calculator';
import { tldLandingPath } from '@/lib/pricing/tld-name';
import { inLocale } from '@/components/blocks/pricing/links';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { TldLabel } from '@/components/blocks/pricing/TldLabel';

export interface FeaturedDomainsLabels {
  loading: string;
  member: string;
  nonMember: string;
  renewsAt: string;
}

export const defaultFeaturedDomainsLabels: FeaturedDomainsLabels = {
  loading: 'Loading…',
  member: 'Member',
  nonMember: 'Non-member',
  renewsAt: 'renews at',
};

/**
 * Prices shown in the page's currency. tld-data answers in USD ("read at
 * USD"), converted with the spec's client rates; entries already in the page's currency (a
 * search-tld answer asked for it) are shown as they are; an entry in another currency (the visitor
 * switched after searching) goes through USD at the same rates.
 */
function moneyFrom(currency: Currency, source: Currency, locale?: string) {
  return (value: unknown) => {
    const number = parsePrice(value);
    if (number === null) return null;
    const amount = source === currency ? number : convertFromUsd(source === 'USD' ? number : number / CONVERSION_RATES[source], currency);
    return formatMoney(amount, currency, locale);
  };
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 p-6">
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-slate-300 border-t-brand" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A grid of TLD price tiles (in `source`, default USD as tld-data answers), shown in the page's currency. */
export function TldGrid({ entries, labels, locale, source = 'USD' }: { entries: ClientTldEntry[]; labels: FeaturedDomainsLabels; locale?: string; source?: Currency }) {
  const [currency] = useCurrency(locale ?? 'en');
  const usd = moneyFrom(currency, source, locale);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {entries.map((entry) =>
        entry.tld ? (
          <li key={entry.tld}>
            <a href={inLocale(entry.landingPath ?? tldLandingPath(entry.tld), locale)} className="flex h-full flex-col gap-1 rounded-lg border border-slate-300 bg-white p-4 hover:border-brand">
              <span className="text-xl font-bold">
                <TldLabel tld={entry.tld} />
              </span>
              {usd(entry.memberPrice) ? (
                <span className="text-sm">
                  {labels.member}: <strong>{usd(entry.memberPrice)}</strong>
                  {usd(entry.memberRenewPrice) ? <span className="text-slate-700"> ({labels.renewsAt} {usd(entry.memberRenewPrice)})</span> : null}
                </span>
              ) : null}
              {usd(entry.nonMemberPrice) ? (
                <span className="text-sm">
                  {labels.nonMember}: {usd(entry.nonMemberPrice)}
                  {usd(entry.nonMemberRenewPrice) ? <span className="text-slate-700"> ({labels.renewsAt} {usd(entry.nonMemberRenewPrice)})</span> : null}
                </span>
              ) : null}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}

/**
 * Featured-domains block: POST tld-data for the block's TLDs (comma-separated className setting),
 * a spinner until the fetch ends (success or failure); a failure is logged and leaves no data.
 */
export function FeaturedDomains({ tlds, labels = defaultFeaturedDomainsLabels, locale }: { tlds: string[]; labels?: FeaturedDomainsLabels; locale?: string }) {
  const key = tlds.join(',');
  const [loaded, setLoaded] = useState<{ key: string; entries: ClientTldEntry[] } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchTldData(key, controller.signal)
      .then((entries) => setLoaded({ key, entries }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error('[featured-domains] tld-data failed', error);
        setLoaded({ key, entries: [] });
      });
    return () => controller.abort();
  }, [key]);
  if (loaded?.key !== key) return <Spinner label={labels.loading} />;
  return <TldGrid entries={loaded.entries} labels={labels} locale={locale} />;
}
