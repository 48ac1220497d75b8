import 'server-only';
import { idnaToUnicode } from '@/lib/domain/idna';
import { prepareDomainQuery } from '@/lib/domain/search';
import type { CatalogueIndex, IndexedExtension } from '@/lib/pricing/catalogue';
import type { Currency } from '@/lib/pricing/currency';
import { normalizeDomain } from '@/lib/whois/normalize';
import { BULK_MAX_NAMES, DEFAULT_EXTENSION, QUERY_MAX_LENGTH } from './input-limits';

/**
 * Which names a search checks. For one typed name: the exact extension first, then the
 * suggestions — the popular extensions, the page's locale ones (.es on /es, .nl on /nl, .in on /hi)
 * and extensions on promotion in the page currency — every one sold by the catalogue. A bulk search
 * (resellers) checks each line's name as typed, at most BULK_MAX_NAMES.
 */
export const POPULAR_EXTENSIONS = ['com', 'net', 'org', 'io', 'co', 'eu', 'info', 'app'] as const;
export const LOCALE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = { en: [], es: ['es'], nl: ['nl'], hi: ['in'] };
/** How many promoted extensions join the suggestions (the catalogue's preference order decides which). */
export const PROMOTED_SUGGESTIONS = 4;

export const SEARCH_INPUT_CODES = ['query-required', 'query-too-long', 'invalid-domain', 'not-registrable', 'too-many-names'] as const;
export type SearchInputCode = (typeof SEARCH_INPUT_CODES)[number];

export type RowKind = 'exact' | 'suggestion' | 'bulk';

export interface PlannedRow {
  /** A-label ('xn--bcher-kva.de'). */
  domain: string;
  /** What the visitor reads ('bücher.de'). */
  display: string;
  /** The catalogue extension, A-label without a dot ('co.uk'). */
  tld: string;
  kind: RowKind;
  /** Bulk lines that cannot be searched: the line as typed and why. */
  input?: string;
  problem?: 'invalid-domain' | 'not-registrable' | 'extension-not-offered';
}

export type SearchPlan =
  | { ok: true; query: string; rows: PlannedRow[]; notOffered?: string }
  | { ok: false; code: SearchInputCode; query: string };

/** 'https://www.Example.com/cart?x' → 'www.Example.com': what a visitor pastes is a host, not a URL. */
function hostText(text: string): string {
  return text
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
}

type NameResult = { ok: true; label: string; extension: IndexedExtension | null; tld: string; ascii: string } | { ok: false; code: 'invalid-domain' | 'not-registrable' };

/**
 * One typed name: the search box's rule (lower case, the extension appended when there is no dot),
 * the whois input's IDNA and FQDN rules (src/lib/whois/normalize.ts), then the registrable part:
 * one label in front of the longest extension the catalogue sells ('shop.co.uk' → 'shop' + 'co.uk').
 * A leading 'www.' is dropped; a name with more labels ('a.b.com') is not a registrable domain.
 */
function readName(text: string, extension: string, index: CatalogueIndex): NameResult {
  const prepared = prepareDomainQuery(hostText(text), extension);
  const normalized = normalizeDomain(prepared);
  if (!normalized.ok) return { ok: false, code: 'invalid-domain' };
  let labels = normalized.ascii.split('.');
  // 'www.example.com' is what many visitors paste for example.com
  if (labels[0] === 'www' && labels.length > 2) labels = labels.slice(1);
  const ascii = labels.join('.');
  for (let start = 1; start < labels.length; start += 1) {
    const known = index.byName.get(labels.slice(start).join('.'));
    if (known && Object.keys(known.prices).length) {
      if (start !== 1) return { ok: false, code: 'not-registrable' };
      return { ok: true, label: labels[0]!, extension: known, tld: known.tld, ascii };
    }
  }
  // an extension the catalogue does not sell: the label can still be searched under the ones it does
  if (labels.length !== 2) return { ok: false, code: 'not-registrable' };
  return { ok: true, label: labels[0]!, extension: null, tld: labels[1]!, ascii };
}

function displayOf(ascii: string): string {
  return idnaToUnicode(ascii) ?? ascii;
}

function row(label: string, extension: IndexedExtension, kind: RowKind): PlannedRow {
  const domain = `${label}.${extension.tld}`;
  return { domain, display: displayOf(domain), tld: extension.tld, kind };
}

/** The suggestion extensions in order: popular, the locale's, then promoted ones; each sold, none twice. */
export function suggestionExtensions(index: CatalogueIndex, locale: string, currency: Currency): IndexedExtension[] {
  const chosen: IndexedExtension[] = [];
  const add = (extension: IndexedExtension | undefined) => {
    if (extension && extension.prices[currency] && !chosen.includes(extension)) chosen.push(extension);
  };
  for (const name of POPULAR_EXTENSIONS) add(index.byName.get(name));
  for (const name of LOCALE_EXTENSIONS[locale] ?? []) add(index.byName.get(name));
  let promoted = 0;
  for (const extension of index.ordered) {
    if (promoted >= PROMOTED_SUGGESTIONS) break;
    const entry = index.entry(extension, currency);
    if (entry?.onGoingPromo && entry.nonMemberPromoPrice !== null && !chosen.includes(extension)) {
      add(extension);
      promoted += 1;
    }
  }
  return chosen;
}

export interface PlanOptions {
  locale: string;
  currency: Currency;
  /** The search box's extension (search_ext); DEFAULT_EXTENSION when it has none. */
  searchExt?: string | null;
}

function inputError(text: string): SearchInputCode | null {
  if (!text.trim()) return 'query-required';
  if (text.trim().length > QUERY_MAX_LENGTH) return 'query-too-long';
  return null;
}

/** One typed name: the exact row and the suggestions. */
export function planSearch(query: string, index: CatalogueIndex, options: PlanOptions): SearchPlan {
  const code = inputError(query);
  if (code) return { ok: false, code, query };
  const name = readName(query, options.searchExt?.trim() || DEFAULT_EXTENSION, index);
  if (!name.ok) return { ok: false, code: name.code, query };
  const rows: PlannedRow[] = [];
  if (name.extension) rows.push(row(name.label, name.extension, 'exact'));
  for (const extension of suggestionExtensions(index, options.locale, options.currency)) {
    if (extension !== name.extension) rows.push(row(name.label, extension, 'suggestion'));
  }
  return { ok: true, query: displayOf(name.ascii), rows, ...(name.extension ? {} : { notOffered: displayOf(name.tld) }) };
}

/** The lines of a bulk search: trimmed, blank lines dropped, repeats dropped (first kept). */
export function bulkLines(text: string): string[] {
  return [...new Set(text.split(/\r?\n|\r|,/).map((line) => line.trim()).filter(Boolean))];
}

/** Up to BULK_MAX_NAMES names, one per line, each checked for its own extension (no suggestions). */
export function planBulkSearch(text: string, index: CatalogueIndex, options: PlanOptions): SearchPlan {
  const lines = bulkLines(text);
  if (lines.length === 0) return { ok: false, code: 'query-required', query: text };
  if (lines.length > BULK_MAX_NAMES) return { ok: false, code: 'too-many-names', query: text };
  const rows: PlannedRow[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const tooLong = line.length > QUERY_MAX_LENGTH;
    const name = tooLong ? ({ ok: false, code: 'invalid-domain' } as const) : readName(line, options.searchExt?.trim() || DEFAULT_EXTENSION, index);
    if (!name.ok) {
      rows.push({ domain: '', display: line.slice(0, 80), tld: '', kind: 'bulk', input: line.slice(0, 80), problem: name.code });
      continue;
    }
    if (seen.has(name.ascii)) continue;
    seen.add(name.ascii);
    if (!name.extension) {
      rows.push({ domain: name.ascii, display: displayOf(name.ascii), tld: name.tld, kind: 'bulk', input: line, problem: 'extension-not-offered' });
      continue;
    }
    rows.push({ ...row(name.label, name.extension, 'bulk'), input: line });
  }
  return { ok: true, query: lines.join('\n'), rows };
}
