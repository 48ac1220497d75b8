'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Currency } from '@/lib/pricing/currency';
import type { RowResult, SearchAnswer, SearchErrorCode, SearchStreamLine } from '@/lib/domain-search/types';
import { ResultsView, SearchError, type CheckoutTarget } from './ResultsView';

/**
 * Results that stream in: POST /api/domain-search answers NDJSON — the priced rows at once (each
 * "Checking…"), then one line per row as its registry answers. Loaded on the first search only
 * (a separate chunk), so pages with a search box do not carry it. Its texts are domainSearch.results
 * and .errors, which the island that loads it has in its IslandMessages (./messages.ts).
 */
export interface LiveSearch {
  /** Changes for every submit, so the same name can be searched again. */
  key: number;
  query?: string;
  names?: string;
}

const KNOWN_ERRORS: readonly SearchErrorCode[] = ['query-required', 'query-too-long', 'invalid-domain', 'not-registrable', 'too-many-names', 'rate-limit-exceeded', 'search-failed'];

function errorCode(value: unknown): SearchErrorCode {
  const code = (value as { code?: unknown } | null)?.code;
  return KNOWN_ERRORS.includes(code as SearchErrorCode) ? (code as SearchErrorCode) : 'search-failed';
}

function applyResult(answer: SearchAnswer, result: RowResult): SearchAnswer {
  return { ...answer, rows: answer.rows.map((row) => (row.id === result.id ? { ...row, status: result.status, ...(result.reason ? { reason: result.reason } : {}) } : row)) };
}

export function LiveResults({
  search,
  locale,
  currency,
  searchExt,
  checkout,
  bulkHref,
  onAnnounce,
  idPrefix,
}: {
  search: LiveSearch;
  locale: string;
  currency: Currency;
  searchExt?: string;
  checkout: CheckoutTarget;
  bulkHref?: string;
  /** Text for the form's live region (polite): the start, the exact name's status, the end. */
  onAnnounce: (text: string) => void;
  idPrefix?: string;
}) {
  const t = useTranslations('domainSearch.results');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [error, setError] = useState<SearchErrorCode | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const shown = answer !== null || error !== null;

  // Results that begin below the fold (a hero's full-width slot, a phone) are brought into view once.
  useEffect(() => {
    const element = container.current;
    if (!shown || !element) return;
    if (element.getBoundingClientRect().top > window.innerHeight * 0.75) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
  }, [shown, search.key]);

  // The live region's texts: the messages and the callback as they are when a line arrives.
  const announce = useEffectEvent((text: (translate: typeof t) => string) => onAnnounce(text(t)));

  useEffect(() => {
    const controller = new AbortController();
    let current: SearchAnswer | null = null;
    const update = (next: SearchAnswer) => {
      current = next;
      setAnswer(next);
    };
    async function run() {
      setError(null);
      const response = await fetch('/api/domain-search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...(search.names !== undefined ? { names: search.names } : { query: search.query ?? '' }), locale, currency, searchExt }),
        signal: controller.signal,
      });
      if (!response.ok || !response.body) {
        setAnswer(null);
        setError(errorCode(await response.json().catch(() => null)));
        return;
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      let finished = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
          const text = buffer.slice(0, end);
          buffer = buffer.slice(end + 1);
          if (!text) continue;
          const line = JSON.parse(text) as SearchStreamLine;
          if (line.type === 'answer') {
            const { type: _type, ...fresh } = line;
            update(fresh);
            announce((translate) => translate('announceStart', { count: fresh.rows.filter((row) => row.status === 'pending').length, query: fresh.mode === 'bulk' ? fresh.rows.length : fresh.query }));
          } else if (line.type === 'result' && current) {
            update(applyResult(current, line));
            const row = current.rows.find((candidate) => candidate.id === line.id);
            if (row?.kind === 'exact') announce((translate) => translate('announceExact', { domain: row.display, status: translate(`status.${line.status}`) }));
          } else if (line.type === 'done' && current) {
            finished = true;
            const count = (status: string) => current!.rows.filter((row) => row.status === status).length;
            announce((translate) => translate('announceDone', { available: count('available'), taken: count('taken'), unknown: count('unknown') }));
          }
        }
      }
      // the connection ended early: what is still pending cannot be told
      if (!finished && current) {
        update({ ...current, rows: current.rows.map((row) => (row.status === 'pending' ? { ...row, status: 'unknown', reason: 'unreachable' } : row)) });
        setError('search-failed');
      }
    }
    run().catch((reason: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('[domain-search]', reason);
      setError('search-failed');
    });
    return () => controller.abort();
    // A new search (a new search object, with its key) or a new currency (header switcher) runs again.
  }, [search, locale, currency, searchExt]);

  return (
    <div ref={container} className="scroll-mt-24" aria-busy={answer ? answer.rows.some((row) => row.status === 'pending') : !error}>
      {error ? <SearchError code={error} /> : null}
      {answer ? (
        <ResultsView answer={answer} checkout={checkout} bulkHref={bulkHref} idPrefix={idPrefix} />
      ) : !error ? (
        <p className="mt-4 flex items-center gap-2 text-left" data-testid="search-loading">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-4 border-slate-300 border-t-brand motion-reduce:animate-none" />
          {t('status.pending')}
        </p>
      ) : null}
    </div>
  );
}
