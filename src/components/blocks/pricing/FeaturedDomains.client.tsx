'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { fetchTldData, type TldEntriesByCurrency } from '@/lib/pricing/client';
import { formatMoney } from '@/lib/pricing/currency';
import { tldLandingPath } from '@/lib/pricing/tld-name';
import { tldPriceView, type AudiencePrice } from '@/lib/pricing/tld-prices';
import { inLocale } from '@/components/blocks/pricing/links';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { TldLabel } from '@/components/blocks/pricing/TldLabel';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 p-6">
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-4 border-slate-300 border-t-brand" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * A grid of TLD price tiles in the page's currency: each TLD's entry of that currency (tld-data
 * and search-tld answer it from the catalogue), read through tldPriceView like every other TLD
 * price of the page: a running promotion's price with the list price struck through.
 */
export function TldGrid({ entries, locale }: { entries: TldEntriesByCurrency[]; locale?: string }) {
  const t = useTranslations('pricing.featured');
  const [currency] = useCurrency(locale ?? 'en');
  const money = (value: number | null | undefined) => (value === null || value === undefined ? null : formatMoney(value, currency, locale));
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {entries.map((byCurrency) => {
        const entry = byCurrency[currency];
        if (!entry?.tld) return null;
        const view = tldPriceView(entry);
        const line = (label: string, price: AudiencePrice | null, strong: boolean) =>
          price ? (
            <span className="text-sm">
              {label}: {strong ? <strong>{money(price.now)}</strong> : money(price.now)}
              {price.off !== null ? <s className="ms-1 text-slate-600">{money(price.regular)}</s> : null}
              {price.renew !== null ? <span className="text-slate-700"> ({t('renewsAt')} {money(price.renew)})</span> : null}
            </span>
          ) : null;
        return (
          <li key={entry.tld} data-tld={entry.tld}>
            <a href={inLocale(entry.landingPath ?? tldLandingPath(entry.tld), locale)} className="flex h-full flex-col gap-1 rounded-lg border border-slate-300 bg-white p-4 hover:border-brand">
              <span className="flex items-center justify-between gap-2 text-xl font-bold">
                <TldLabel tld={entry.tld} />
                {view.member?.off != null ? <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">-{view.member.off}%</span> : null}
              </span>
              {line(t('member'), view.member, true)}
              {line(t('nonMember'), view.nonMember, false)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Featured-domains block: POST tld-data for the block's TLDs (comma-separated className setting),
 * a spinner until the fetch ends (success or failure); a failure is logged and leaves no data.
 */
export function FeaturedDomains({ tlds, locale }: { tlds: string[]; locale?: string }) {
  const t = useTranslations('pricing');
  const key = tlds.join(',');
  const [loaded, setLoaded] = useState<{ key: string; entries: TldEntriesByCurrency[] } | null>(null);
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
  if (loaded?.key !== key) return <Spinner label={t('loading')} />;
  return <TldGrid entries={loaded.entries} locale={locale} />;
}
