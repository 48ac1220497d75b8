/**
 * The shapes a search answers with, shared by the API route, the results page and the browser
 * island (client-safe: types and constants only).
 */
import type { Currency } from '@/lib/pricing/currency';

/** Formatted in the page's locale and currency by the server (src/lib/pricing/currency.ts formatMoney). */
export interface RowPrice {
  currency: Currency;
  /** What the first year costs now (the promotion price while one runs). */
  firstYear: string;
  /** The regular first-year price, shown struck through beside a promotion price. */
  regular: string | null;
  percentOff: number | null;
  renewal: string;
  /** The Member price of the first year. */
  member: string;
}

export type RowStatus = 'pending' | 'available' | 'taken' | 'unknown' | 'invalid' | 'not-offered';
export type RowReason = 'timeout' | 'unreachable' | 'rate-limited' | 'unreadable' | 'no-registry' | 'invalid-domain' | 'not-registrable';

export interface SearchRow {
  id: string;
  /** A-label ('' for a bulk line that is not a domain name). */
  domain: string;
  /** The name as a visitor reads it ('bücher.de'); for a bad bulk line, the line. */
  display: string;
  /** '.com', '.co.uk', '.рф' ('' when unknown). */
  tld: string;
  kind: 'exact' | 'suggestion' | 'bulk';
  price: RowPrice | null;
  status: RowStatus;
  reason?: RowReason;
}

export interface SearchAnswer {
  mode: 'single' | 'bulk';
  /** The searched name ('bücher.de') or the bulk lines. */
  query: string;
  currency: Currency;
  rows: SearchRow[];
  /** The typed extension when the catalogue does not sell it ('.foo' → suggestions only). */
  notOffered?: string;
}

export interface RowResult {
  id: string;
  status: 'available' | 'taken' | 'unknown';
  reason?: RowReason;
}

/** One line of the NDJSON stream of POST /api/domain-search. */
export type SearchStreamLine = ({ type: 'answer' } & SearchAnswer) | ({ type: 'result' } & RowResult) | { type: 'done' };

/** Error codes of the search (each has a sentence in the page's language). */
export type SearchErrorCode =
  | 'query-required'
  | 'query-too-long'
  | 'invalid-domain'
  | 'not-registrable'
  | 'too-many-names'
  | 'rate-limit-exceeded'
  | 'search-failed';
