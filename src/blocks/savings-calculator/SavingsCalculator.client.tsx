'use client';

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Pager, type PagerWords } from '@/components/blocks/pricing/Pager';
import { fetchTldInfo, type TldInfoDomain } from '@/lib/pricing/client';
import { formatMoney } from '@/lib/pricing/currency';
import { calculatorView, NO_MATCH_TEXT, parsePrice, SUMMARY_TEMPLATE, summarySentence } from '@/lib/pricing/savings-calculator';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { useNearViewport } from '@/components/blocks/pricing/use-near-viewport';
import { TldLabel } from '@/components/blocks/pricing/TldLabel';
import { ScrollableTable } from '@/components/ui/ScrollableTable';
import { LabelledInput } from '@/components/ui/LabelledInput';

export interface SavingsCalculatorLabels extends PagerWords {
  searchLabel: string;
  placeholder: string;
  search: string;
  currency: string;
  tld: string;
  nonMemberPrice: string;
  memberPrice: string;
  percentSavings: string;
  savingsPerYear: string;
  buyMembership: string;
  loading: string;
  noMatch: string;
  previous: string;
  next: string;
  page: string;
  pagination: string;
  /** '{tld}' and '{amount}' are filled in. */
  summary: string;
  renewsAt: string;
}

export const defaultSavingsCalculatorLabels: SavingsCalculatorLabels = {
  searchLabel: 'Search TLD',
  placeholder: 'Search TLD',
  search: 'Search',
  currency: 'Currency',
  tld: 'TLD',
  nonMemberPrice: 'Non-member price',
  memberPrice: 'Member price',
  percentSavings: '% Savings',
  savingsPerYear: 'Savings per year',
  buyMembership: 'Buy Membership',
  loading: 'Loading…',
  noMatch: NO_MATCH_TEXT,
  previous: 'Previous',
  next: 'Next',
  page: 'Page',
  pagination: 'Calculator pages',
  summary: SUMMARY_TEMPLATE,
  renewsAt: 'renews at',
};

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
 * domain-prices paths.
 */
export function SavingsCalculator({
  locale,
  path,
  signUpUrl,
  labels = defaultSavingsCalculatorLabels,
  anchor = 'mm_savings',
}: {
  locale: string;
  path: string;
  signUpUrl: string;
  labels?: SavingsCalculatorLabels;
  anchor?: string;
}) {
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
  const sentence = summarySentence(view.best, money, labels.summary);

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
            label={labels.searchLabel}
            fieldClassName="flex min-w-48 flex-1 flex-col gap-1"
            type="text"
            value={input}
            placeholder={labels.placeholder}
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
            {labels.search}
          </button>
        </form>
      </div>
      <ScrollableTable>
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="p-2">{labels.tld}</th>
            <th scope="col" className="p-2">{labels.nonMemberPrice}</th>
            <th scope="col" className="p-2">{labels.memberPrice}</th>
            <th scope="col" className="p-2">{labels.percentSavings}</th>
            <th scope="col" className="p-2">{labels.savingsPerYear}</th>
          </tr>
        </thead>
        <tbody aria-busy={loading}>
          {loading ? (
            <tr>
              <td colSpan={5} className="p-2">{labels.loading}</td>
            </tr>
          ) : view.message ? (
            <tr>
              <td colSpan={5} className="p-2">{labels.noMatch}</td>
            </tr>
          ) : (
            view.rows.map((row) => (
              <tr key={row.tld} className="border-b border-slate-200">
                <th scope="row" className="p-2 font-semibold">
                  <TldLabel tld={row.tld} />
                </th>
                <td className="p-2">
                  {row.nonMemberPrice === null ? row.nonMemberText : money(row.nonMemberPrice)}
                  <Renewal value={renewals.get(row.tld)?.nonMember} money={money} label={labels.renewsAt} />
                </td>
                <td className="p-2">
                  {row.memberPrice === null ? row.memberText : money(row.memberPrice)}
                  <Renewal value={renewals.get(row.tld)?.member} money={money} label={labels.renewsAt} />
                </td>
                <td className="p-2">{row.percent ?? '-'}</td>
                <td className="p-2">{row.savingsValue === null ? '-' : money(row.savingsValue)}</td>
              </tr>
            ))
          )}
        </tbody>
      </ScrollableTable>
      {!loading && sentence ? <p className="font-medium">{sentence}</p> : null}
      {!loading && view.showPagination ? (
        <Pager page={view.page} pageCount={view.pageCount} onPage={setPage} label={labels.pagination} words={labels} />
      ) : null}
      <p>
        <a href={signUpUrl} className="inline-flex rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
          {labels.buyMembership}
        </a>
      </p>
    </div>
  );
}
