/**
 * Savings calculator. Pure and client-safe.
 *
 * Input rows are the tld-info records `{tld, nonMemberPrice, membershipPrice}` whose prices may be
 * numbers or strings such as '1,299.00'.
 *
 * Spec: pricing-and-catalogue.md §2, §4, §5, §9.
 */
import { normaliseFeaturedTlds, normaliseTldText } from './tld-name';

export const CALCULATOR_FEATURED_TLDS = ['nl', 'net', 'eu', 'be', 'com'] as const;
export const CALCULATOR_PAGE_SIZE = 5;
export const SUMMARY_DOMAIN_COUNT = 100;
export const NO_MATCH_TEXT = 'No matching domain found.';
export const MISSING_PRICE = '-';
/** Paths where the calculator shows pagination (compared without the locale prefix). */
export const CALCULATOR_PAGINATION_PATHS = ['/domains/domain-prices', '/domains/domain-prices-revamp'] as const;

export interface CalculatorDomain {
  tld: string;
  nonMemberPrice?: unknown;
  membershipPrice?: unknown;
}

export interface CalculatorRow {
  tld: string;
  /** Display text: the price with two decimals, or a dash when missing or non-numeric. */
  nonMemberText: string;
  memberText: string;
  nonMemberPrice: number | null;
  memberPrice: number | null;
  /** Savings per year (non-member minus member), 2 decimals; null when a price is not a number. */
  savings: string | null;
  savingsValue: number | null;
  /** Rounded percent, only when the non-member price is above 0. */
  percent: string | null;
}

/** Commas removed before numeric conversion; anything that is not a finite number is null. */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

export function priceText(value: number | null): string {
  return value === null ? MISSING_PRICE : value.toFixed(2);
}

export function calculateRow(domain: CalculatorDomain): CalculatorRow {
  const nonMemberPrice = parsePrice(domain.nonMemberPrice);
  const memberPrice = parsePrice(domain.membershipPrice);
  const bothNumbers = nonMemberPrice !== null && memberPrice !== null;
  const savingsValue = bothNumbers ? Math.round((nonMemberPrice - memberPrice) * 100) / 100 : null;
  const percent =
    bothNumbers && nonMemberPrice > 0
      ? `${Math.round(((nonMemberPrice - memberPrice) / nonMemberPrice) * 100)}%`
      : null;
  return {
    tld: domain.tld,
    nonMemberText: priceText(nonMemberPrice),
    memberText: priceText(memberPrice),
    nonMemberPrice,
    memberPrice,
    savings: savingsValue === null ? null : savingsValue.toFixed(2),
    savingsValue,
    percent,
  };
}

/** The featured rows in the fixed order .nl .net .eu .be .com; featured TLDs missing from the list are skipped. */
export function featuredDomains(
  domains: readonly CalculatorDomain[],
  featured: readonly string[] = CALCULATOR_FEATURED_TLDS,
): CalculatorDomain[] {
  const byName = new Map<string, CalculatorDomain>();
  for (const domain of domains) {
    const key = normaliseTldText(domain.tld);
    if (!byName.has(key)) byName.set(key, domain);
  }
  return normaliseFeaturedTlds(featured).flatMap((name) => {
    const found = byName.get(name);
    return found ? [found] : [];
  });
}

/**
 * Search: trimmed, lowercased, leading dot ignored; empty does nothing (returns null = stay in
 * featured mode). Exact TLD match first, else the first TLD containing the text.
 */
export function findCalculatorDomain(
  domains: readonly CalculatorDomain[],
  searchText: string,
): { query: string; match: CalculatorDomain | null } | null {
  const query = normaliseTldText(searchText);
  if (!query) return null;
  const exact = domains.find((domain) => normaliseTldText(domain.tld) === query);
  if (exact) return { query, match: exact };
  const partial = domains.find((domain) => normaliseTldText(domain.tld).includes(query));
  return { query, match: partial ?? null };
}

export interface CalculatorState {
  searchText: string;
  page: number;
}

export interface CalculatorView {
  mode: 'featured' | 'search';
  rows: CalculatorRow[];
  /** 'No matching domain found.' when a search (or the data) gives nothing. */
  message: string | null;
  page: number;
  pageCount: number;
  showPagination: boolean;
  /** Row with the biggest positive saving on screen, for the summary sentence. */
  best: CalculatorRow | null;
}

/**
 * Page count: page 1 is the featured list, later pages are the full list in slices of 5 offset by
 * one page (page 2 = entries 1-5, page 3 = entries 6-10, ...). Reading chosen: "offset by one page"
 * means the full list starts on page 2, so the count is 1 + ceil(total / 5).
 */
export function calculatorPageCount(total: number): number {
  return 1 + Math.ceil(Math.max(0, total) / CALCULATOR_PAGE_SIZE);
}

export function calculatorPageDomains(domains: readonly CalculatorDomain[], page: number): CalculatorDomain[] {
  if (page <= 1) return featuredDomains(domains);
  const start = (page - 2) * CALCULATOR_PAGE_SIZE;
  return domains.slice(start, start + CALCULATOR_PAGE_SIZE);
}

export function showsCalculatorPagination(pathname: string): boolean {
  const withoutLocale = pathname.replace(/^\/(en|es|nl|hi)(?=\/|$)/, '') || '/';
  const trimmed = withoutLocale.length > 1 ? withoutLocale.replace(/\/+$/, '') : withoutLocale;
  return (CALCULATOR_PAGINATION_PATHS as readonly string[]).includes(trimmed);
}

export function calculatorView(
  domains: readonly CalculatorDomain[],
  state: CalculatorState,
  pathname: string,
): CalculatorView {
  const pageCount = calculatorPageCount(domains.length);
  const search = findCalculatorDomain(domains, state.searchText);
  if (search) {
    const rows = search.match ? [calculateRow(search.match)] : [];
    return {
      mode: 'search',
      rows,
      message: rows.length ? null : NO_MATCH_TEXT,
      page: 1,
      pageCount: 1,
      showPagination: false,
      best: bestSaving(rows),
    };
  }
  const page = Math.min(Math.max(1, Math.trunc(state.page) || 1), pageCount);
  const rows = calculatorPageDomains(domains, page).map(calculateRow);
  return {
    mode: 'featured',
    rows,
    message: rows.length ? null : NO_MATCH_TEXT,
    page,
    pageCount,
    showPagination: showsCalculatorPagination(pathname) && pageCount > 1,
    best: bestSaving(rows),
  };
}

/** The row with the biggest saving, only if that saving is positive. */
export function bestSaving(rows: readonly CalculatorRow[]): CalculatorRow | null {
  let best: CalculatorRow | null = null;
  for (const row of rows) {
    if (row.savingsValue === null || row.savingsValue <= 0) continue;
    if (!best || (best.savingsValue ?? 0) < row.savingsValue) best = row;
  }
  return best;
}

/**
 * The figures of the summary sentence (pricing.calculator.summary's {tld} and {amount}): 100 domains
 * of the TLD with the biggest saving; null unless the saving is positive.
 */
export function summaryValues(row: CalculatorRow | null, money: (amount: number) => string): { tld: string; amount: string } | null {
  if (!row || row.savingsValue === null || row.savingsValue <= 0) return null;
  const total = Math.round(row.savingsValue * SUMMARY_DOMAIN_COUNT * 100) / 100;
  const tld = row.tld.startsWith('.') ? row.tld : `.${row.tld}`;
  return { tld, amount: money(total) };
}
