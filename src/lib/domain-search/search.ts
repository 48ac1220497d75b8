import 'server-only';
import type { CatalogueIndex } from '@/lib/pricing/catalogue';
import { formatMoney, type Currency } from '@/lib/pricing/currency';
import { withDot } from '@/lib/pricing/tld-name';
import { checkAvailability, type AvailabilityResult, type CheckOptions } from './availability';
import { domainSearchConfig } from './config';
import { Semaphore } from './limits';
import type { PlannedRow, SearchPlan } from './plan';
import type { RowPrice, SearchAnswer, SearchRow, RowResult } from './types';

/**
 * A search: the planned rows with their catalogue prices (known at once), then one result per row
 * as its check ends, in the order they end. At most DOMAIN_SEARCH_CONCURRENCY checks of one search
 * run at once; a row that cannot be searched (bad bulk line, extension not sold) is never checked.
 */

/**
 * First-year and renewal price in the page currency, from the catalogue (src/lib/pricing): the
 * non-member price a visitor pays at checkout, the promotion price while one runs (the regular
 * price beside it), and the Member price.
 */
export function rowPrice(index: CatalogueIndex, tld: string, currency: Currency, locale: string): RowPrice | null {
  const extension = index.byName.get(tld);
  const entry = extension ? index.entry(extension, currency) : null;
  if (!entry) return null;
  const promo = entry.onGoingPromo && entry.nonMemberPromoPrice !== null && entry.nonMemberPromoPrice < entry.nonMemberPrice;
  return {
    currency,
    firstYear: formatMoney(promo ? entry.nonMemberPromoPrice! : entry.nonMemberPrice, currency, locale),
    regular: promo ? formatMoney(entry.nonMemberPrice, currency, locale) : null,
    percentOff: promo ? (entry.nonMemberPromoPercentageOff ?? Math.round((1 - entry.nonMemberPromoPrice! / entry.nonMemberPrice) * 100)) : null,
    renewal: formatMoney(entry.nonMemberRenewPrice, currency, locale),
    member: formatMoney(entry.memberPrice, currency, locale),
  };
}

function toRow(planned: PlannedRow, position: number, index: CatalogueIndex, currency: Currency, locale: string): SearchRow {
  const problem = planned.problem;
  return {
    id: `r${position}`,
    domain: planned.domain,
    display: planned.display,
    tld: planned.tld ? withDot(index.byName.get(planned.tld)?.unicodeName ?? planned.tld) : '',
    kind: planned.kind,
    price: problem ? null : rowPrice(index, planned.tld, currency, locale),
    status: problem === 'extension-not-offered' ? 'not-offered' : problem ? 'invalid' : 'pending',
    ...(problem && problem !== 'extension-not-offered' ? { reason: problem } : {}),
  };
}

/** The answer before any check: every row pending (or final, for rows that are not checked). */
export function searchAnswer(plan: Extract<SearchPlan, { ok: true }>, index: CatalogueIndex, currency: Currency, locale: string, mode: 'single' | 'bulk'): SearchAnswer {
  return {
    mode,
    query: plan.query,
    currency,
    rows: plan.rows.map((planned, position) => toRow(planned, position, index, currency, locale)),
    ...(plan.notOffered ? { notOffered: plan.notOffered } : {}),
  };
}

export function resultOf(row: SearchRow, availability: AvailabilityResult): RowResult {
  return { id: row.id, status: availability.status, ...(availability.reason ? { reason: availability.reason } : {}) };
}

/**
 * Checks the pending rows, yielding each result as it arrives. Stops starting new checks when the
 * signal aborts (the visitor went away); checks already running finish and fill the cache.
 */
export async function* checkRows(rows: readonly SearchRow[], options: Omit<CheckOptions, 'stalled'> = {}): AsyncGenerator<RowResult> {
  const pending = rows.filter((row) => row.status === 'pending');
  if (pending.length === 0) return;
  const slots = new Semaphore(domainSearchConfig().concurrency);
  // registries that timed out in this search: their other names are unknown at once (a hanging
  // registry costs one timeout, not one per name)
  const stalled = new Set<string>();
  const results: RowResult[] = [];
  let wake: (() => void) | null = null;
  let done = 0;
  for (const row of pending) {
    void slots
      .acquire(options.signal)
      .then(async (release) => {
        try {
          return resultOf(row, await checkAvailability(row.domain, { ...options, stalled }));
        } finally {
          release();
        }
      })
      .catch((): RowResult => ({ id: row.id, status: 'unknown', reason: 'timeout' }))
      .then((result) => {
        results.push(result);
        wake?.();
      });
  }
  while (done < pending.length) {
    if (results.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
    while (results.length) {
      done += 1;
      yield results.shift()!;
    }
  }
}

/** The whole search, awaited (the results page without JavaScript). */
export async function completeSearch(answer: SearchAnswer, options: Omit<CheckOptions, 'stalled'> = {}): Promise<SearchAnswer> {
  const byId = new Map(answer.rows.map((row) => [row.id, { ...row }]));
  for await (const result of checkRows(answer.rows, options)) {
    const row = byId.get(result.id);
    if (row) Object.assign(row, result);
  }
  return { ...answer, rows: answer.rows.map((row) => byId.get(row.id)!) };
}
