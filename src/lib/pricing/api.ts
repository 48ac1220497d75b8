import 'server-only';
import { z } from 'zod';
import { ApiError } from '@/lib/http/api-error';
import { readJsonBody } from '@/lib/http/json-body';
import { catalogue, type CatalogueIndex, type CatalogueService, type TldPriceEntry } from './catalogue';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from './currency';
import { toAsciiExtension } from './idn';
import { catalogueCsv } from './export';
import type { PricingRecord } from './pricing-table';
import { withDot } from './tld-name';

/**
 * The four catalogue calls. Each returns a ready Response; bodies that depend only on
 * the catalogue version are serialised once per version (CatalogueIndex.memo).
 *
 * Spec: pricing-and-catalogue.md §7.
 */
export const MAX_SEARCH_TEXT = 100;
export const MAX_TLDS_PER_REQUEST = 200;
export const MAX_TLD_DATA_BODY_BYTES = 16 * 1024;
/** Cache-friendly answers: shared caches may keep them briefly; ETag = catalogue version. */
export const CACHEABLE = 'public, max-age=60, stale-while-revalidate=600';

const currencyParam = (code: string) =>
  z
    .string()
    .trim()
    .transform((text) => text.toUpperCase())
    .pipe(z.enum(CURRENCIES, { error: `${code}: must be one of ${CURRENCIES.join(', ')}` }));

function badRequest(code: string, message: string, field?: string): ApiError {
  return new ApiError(400, code, message, field ? { [field]: message } : undefined);
}

function parseCurrency(value: string | null, field: string): Currency {
  if (value === null || value.trim() === '') return DEFAULT_CURRENCY;
  const parsed = currencyParam(field).safeParse(value);
  if (!parsed.success) throw badRequest('invalid-currency', `${field} must be one of ${CURRENCIES.join(', ')}`, field);
  return parsed.data;
}

interface JsonInit {
  cacheControl: string;
  etag?: string;
  request?: Request;
  status?: number;
}

/**
 * JSON answer with an ETag (304 on If-None-Match). Compression is left to the server: Next.js
 * gzips every response itself, so a pre-compressed body would be compressed twice.
 */
function json(body: string, init: JsonInit): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': init.cacheControl };
  if (init.etag) {
    headers.ETag = init.etag;
    const match = init.request?.headers.get('if-none-match');
    if (match && match.split(',').some((tag) => tag.trim() === init.etag)) return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: init.status ?? 200, headers });
}

function etag(index: CatalogueIndex, key: string): string {
  return `"catalogue-${index.version}-${index.date}-${key.replace(/[^a-z0-9:.-]/gi, '_')}"`;
}

/** Turns a list of TLD names (with or without dots, any case, Unicode or xn--) into A-labels. */
export function parseTldList(names: readonly string[], field: string): string[] {
  if (names.length > MAX_TLDS_PER_REQUEST) {
    throw new ApiError(400, 'too-many-tlds', `${field} may list at most ${MAX_TLDS_PER_REQUEST} TLDs`, { [field]: 'too many' });
  }
  const result: string[] = [];
  const invalid: string[] = [];
  for (const name of names) {
    if (name.trim() === '') continue;
    const ascii = toAsciiExtension(name);
    if (ascii) {
      if (!result.includes(ascii)) result.push(ascii);
    } else invalid.push(name);
  }
  if (invalid.length) {
    throw badRequest('invalid-tlds', `not a TLD name: ${invalid.slice(0, 5).map((name) => JSON.stringify(name.slice(0, 70))).join(', ')}`, field);
  }
  return result;
}

/**
 * GET /api/search-tld?selectedCurrency=&searchText=, two forms:
 * - with selectedCurrency: 200 `{success:true, message:{[currency]: TldPriceEntry}}`;
 * - with only searchText (the promotions' "one call per promotion name"): 200 `{success:true,
 *   message: TldPriceEntry}` — the single price object (tld, memberPrice, nonMemberPrice, and the
 *   rest of the entry) at USD, the default currency, with `currency: 'USD'` saying so. Chosen
 *   reading: the spec names no currency for this form; USD is the site's default and the one every
 *   extension is priced in.
 * No match: 200 `{success:false, code:'tld-not-found'}` WITHOUT a message, which the client treats
 * as the spec's "Result not found" path.
 */
export async function searchTld(request: Request, service: CatalogueService = catalogue()): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const searchText = params.get('searchText');
  if (searchText === null || searchText.trim() === '' || searchText.trim() === '.') {
    throw badRequest('search-text-required', 'searchText is required', 'searchText');
  }
  if (searchText.length > MAX_SEARCH_TEXT) {
    throw badRequest('search-text-too-long', `searchText may be at most ${MAX_SEARCH_TEXT} characters`, 'searchText');
  }
  const selected = params.get('selectedCurrency');
  const single = selected === null || selected.trim() === '';
  const currency = single ? DEFAULT_CURRENCY : parseCurrency(selected, 'selectedCurrency');
  const index = await service.current();
  const extension = index.find(searchText);
  const key = `search:${extension?.tld ?? ''}:${single ? 'single' : currency}`;
  const body = index.memo(key, () => {
    const entry = extension ? index.entry(extension, currency) : null;
    if (!entry) return JSON.stringify({ success: false, code: 'tld-not-found' });
    return JSON.stringify({ success: true, message: single ? { ...entry, currency } : { [currency]: entry } });
  });
  return json(body, { cacheControl: CACHEABLE, etag: etag(index, key), request });
}

const tldDataBody = z.object({
  tlds: z.array(z.string().max(100)).min(1).max(MAX_TLDS_PER_REQUEST),
});

/**
 * POST /api/tld-data {tlds: string[]} (lowercase names without a dot; any form accepted)
 * 200 `{success:true, data:{[tld]: {[currency]: TldPriceEntry}}}` keyed by TLD then currency; the
 * client reads the USD items. Unknown TLDs are absent. POST answers are not cached.
 */
export async function tldData(request: Request, service: CatalogueService = catalogue()): Promise<Response> {
  const parsed = tldDataBody.safeParse(await readJsonBody(request, MAX_TLD_DATA_BODY_BYTES));
  if (!parsed.success) {
    throw badRequest('invalid-tlds', `tlds must be a list of 1 to ${MAX_TLDS_PER_REQUEST} TLD names`, 'tlds');
  }
  const names = parseTldList(parsed.data.tlds, 'tlds');
  const index = await service.current();
  const data: Record<string, Partial<Record<Currency, TldPriceEntry>>> = {};
  for (const name of names) {
    const extension = index.find(name);
    if (!extension) continue;
    const byCurrency: Partial<Record<Currency, TldPriceEntry>> = {};
    for (const currency of CURRENCIES) {
      const entry = index.entry(extension, currency);
      if (entry) byCurrency[currency] = entry;
    }
    data[extension.tld] = byCurrency;
  }
  return json(JSON.stringify({ success: true, data }), { cacheControl: 'no-store' });
}

export interface TldInfoRecord {
  tld: string;
  nonMemberPrice: number;
  membershipPrice: number;
  /** Beyond the original: renewal prices beside the first-year prices. */
  nonMemberRenewPrice: number;
  membershipRenewPrice: number;
  /** Beyond the original: the Supreme member price (TLD price table). */
  supremeMMPrice: number;
}

/**
 * GET /api/tld-info?currency= (default USD) → `{success:true, domains:[{tld, nonMemberPrice,
 * membershipPrice, nonMemberRenewPrice, membershipRenewPrice, supremeMMPrice}]}`.
 */
export async function tldInfo(request: Request, service: CatalogueService = catalogue()): Promise<Response> {
  const currency = parseCurrency(new URL(request.url).searchParams.get('currency'), 'currency');
  const index = await service.current();
  const key = `tld-info:${currency}`;
  const body = index.memo(key, () => {
    const domains: TldInfoRecord[] = [];
    for (const extension of index.ordered) {
      const price = extension.prices[currency];
      if (!price) continue;
      domains.push({
        tld: withDot(extension.tld),
        nonMemberPrice: price.nonMemberRegister,
        membershipPrice: price.memberRegister,
        nonMemberRenewPrice: price.nonMemberRenew,
        membershipRenewPrice: price.memberRenew,
        supremeMMPrice: price.supremeRegister,
      });
    }
    return JSON.stringify({ success: true, domains });
  });
  return json(body, { cacheControl: CACHEABLE, etag: etag(index, key), request });
}

export function pricingRecords(index: CatalogueIndex, currency: Currency, names: readonly string[] | null): PricingRecord[] {
  const extensions = names === null ? index.ordered : names.flatMap((name) => {
    const found = index.find(name);
    return found ? [found] : [];
  });
  return extensions.flatMap((extension) => {
    const price = extension.prices[currency];
    if (!price) return [];
    return [
      {
        tld: withDot(extension.tld),
        currency,
        registerFee: price.nonMemberRegister,
        transferFee: price.nonMemberTransfer,
        renewalFee: price.nonMemberRenew,
        restoreFee: price.nonMemberRestore,
      },
    ];
  });
}

/**
 * GET /api/pricing-data?tlds=com,net (optional; plus optional currency, default USD)
 * → `{success:true, data:[{tld, currency, registerFee, transferFee, renewalFee, restoreFee}]}` with the
 * non-member (list) fees, in the order asked or the catalogue's list order. Not cached.
 */
export async function pricingData(request: Request, service: CatalogueService = catalogue()): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const currency = parseCurrency(params.get('currency'), 'currency');
  const raw = params.get('tlds');
  if (raw !== null && raw.length > MAX_TLDS_PER_REQUEST * 70) {
    throw new ApiError(400, 'too-many-tlds', `tlds may list at most ${MAX_TLDS_PER_REQUEST} TLDs`, { tlds: 'too many' });
  }
  const names = raw === null || raw.trim() === '' ? null : parseTldList(raw.split(','), 'tlds');
  const index = await service.current();
  if (names === null) {
    const key = `pricing-data:${currency}`;
    const body = index.memo(key, () => JSON.stringify({ success: true, data: pricingRecords(index, currency, null) }));
    return json(body, { cacheControl: 'no-store', request });
  }
  const body = JSON.stringify({ success: true, data: pricingRecords(index, currency, names) });
  return json(body, { cacheControl: 'no-store' });
}

/**
 * GET /api/pricing-data/csv[?currency=]: the full price list (every extension, audience and fee)
 * as CSV in the import format; all currencies unless one is asked for.
 */
export async function priceListCsv(request: Request, service: CatalogueService = catalogue()): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('currency');
  const currency = raw === null || raw.trim() === '' ? undefined : parseCurrency(raw, 'currency');
  const index = await service.current();
  const key = `csv:${currency ?? 'all'}`;
  const body = index.memo(key, () => catalogueCsv(index, currency));
  const headers: Record<string, string> = {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="domain-prices${currency ? `-${currency.toLowerCase()}` : ''}.csv"`,
    'Cache-Control': CACHEABLE,
    ETag: etag(index, key),
  };
  return new Response(body, { headers });
}
