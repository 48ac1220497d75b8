'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Pager } from '@/components/blocks/pricing/Pager';
import { fetchTldInfo, type TldInfoDomain } from '@/lib/pricing/client';
import { formatMoney } from '@/lib/pricing/currency';
import { calculatorView, parsePrice, summaryValues } from '@/lib/pricing/savings-calculator';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { useNearViewport } from '@/components/blocks/pricing/use-near-viewport';
import { TldLabel } from '@/components/blocks/pricing/TldLabel';
import { ScrollableTable } from '@/components/ui/ScrollableTable';
import { TableBody, TableHead } from '@/components/ui/TableParts';
import { LabelledInput } from '@/components/ui/LabelledInput';

/** Renewal price under the first-year price (beyond the original); nothing when unknown. */
function Renewal({ value, money, label }: { value: unknown; money: (amount: number) => string; label: string }) {
  const price = parsePrice(value);
  return price === null ? null : (
    <span className="block text-xs text-slate-700">
      {label} {money(price)}
    </span>
  );
}

/**
 * Savings calculator: featured .nl .net .eu .be .com until a search is made (Search
 * button or Enter); clearing the input returns to featured mode; changing currency refetches
 * tld-info (the previous request is aborted and its result ignored). Pagination only on the
 * domain-prices paths. Its texts are `savingsCalculatorMessages`, given by the block's IslandMessages.
 */
export function SavingsCalculator({
  locale,
  path,
  signUpUrl,
  anchor = 'mm_savings',
}: {
  locale: string;
  path: string;
  signUpUrl: string;
  anchor?: string;
}) {
  const t = useTranslations('pricing');
  // the page's one currency control is the header's (drawer on a phone): the block follows it
  const [currency] = useCurrency(locale);
  const [loaded, setLoaded] = useState<{ currency: string; domains: TldInfoDomain[] } | null>(null);
  const loading = loaded?.currency !== currency;
  const domains = useMemo(() => loaded?.domains ?? [], [loaded]);
  const [input, setInput] = useState('');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [rootRef, near] = useNearViewport<HTMLDivElement>();

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    fetchTldInfo(currency, controller.signal)
      .then((list) => setLoaded({ currency, domains: list }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return; // cancelled request ignored
        console.error('[savings-calculator] tld-info failed', error);
        setLoaded({ currency, domains: [] });
      });
    return () => controller.abort();
  }, [currency, near]);

  const view = useMemo(() => calculatorView(domains, { searchText, page }, path), [domains, searchText, page, path]);
  const renewals = useMemo(
    () => new Map(domains.map((domain) => [domain.tld, { member: domain.membershipRenewPrice, nonMember: domain.nonMemberRenewPrice }])),
    [domains],
  );
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const summary = summaryValues(view.best, money);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!input.trim()) return; // empty does nothing
    setSearchText(input);
    setPage(1);
  }

  return (
    <div ref={rootRef} id={anchor || undefined} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <form onSubmit={submit} className="flex flex-1 flex-wrap items-end gap-2" role="search">
          <LabelledInput
            label={t('calculator.label')}
            fieldClassName="flex min-w-48 flex-1 flex-col gap-1"
            type="text"
            value={input}
            placeholder={t('calculator.placeholder')}
            autoComplete="off"
            onChange={(event) => {
              setInput(event.target.value);
              if (!event.target.value.trim()) {
                setSearchText(''); // clearing the input returns to featured mode
                setPage(1);
              }
            }}
          />
          <button type="submit" className="rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
            {t('calculator.search')}
          </button>
        </form>
      </div>
      <ScrollableTable>
        <TableHead
          labels={[t('calculator.tld'), t('calculator.nonMemberPrice'), t('calculator.memberPrice'), t('calculator.percentSavings'), t('calculator.savingsPerYear')]}
        />
        <TableBody busy={loading} status={loading ? t('loading') : view.message ? t('calculator.noMatch') : null} columns={5}>
          {view.rows.map((row) => (
            <tr key={row.tld} className="border-b border-slate-200">
              <th scope="row" className="p-2 font-semibold">
                <TldLabel tld={row.tld} />
              </th>
              <td className="p-2">
                {row.nonMemberPrice === null ? row.nonMemberText : money(row.nonMemberPrice)}
                <Renewal value={renewals.get(row.tld)?.nonMember} money={money} label={t('tldTable.renewsAt')} />
              </td>
              <td className="p-2">
                {row.memberPrice === null ? row.memberText : money(row.memberPrice)}
                <Renewal value={renewals.get(row.tld)?.member} money={money} label={t('tldTable.renewsAt')} />
              </td>
              <td className="p-2">{row.percent ?? '-'}</td>
              <td className="p-2">{row.savingsValue === null ? '-' : money(row.savingsValue)}</td>
            </tr>
          ))}
        </TableBody>
      </ScrollableTable>
      {!loading && summary ? <p className="font-medium">{t('calculator.summary', summary)}</p> : null}
      {!loading && view.showPagination ? (
        <Pager page={view.page} pageCount={view.pageCount} onPage={setPage} label={t('calculator.pagination')} words={{ previous: t('previous'), next: t('next'), page: t('page'), first: t('first') }} />
      ) : null}
      <p>
        <a href={signUpUrl} className="inline-flex rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
          {t('calculator.buyMembership')}
        </a>
      </p>
    </div>
  );
}
