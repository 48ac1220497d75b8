/**
 * Browser-side calls to the catalogue APIs and their answer shapes. Client-safe.
 */
import type { ClientTldEntry } from './client-schema';
import { isCurrency, type Currency } from './currency';
import { normaliseFeaturedTlds, normaliseTldText } from './tld-name';
import { pricingDataUrl, type PricingRecord } from './pricing-table';

export type { ClientTldEntry } from './client-schema';

/**
 * The answer schemas (zod) are fetched with the first call, not with the page: the islands that
 * call these functions show server-rendered prices until a visitor searches or changes currency.
 */
const schemas = () => import('./client-schema');

export type SearchOutcome = { status: 'result'; entry: ClientTldEntry; currency: Currency } | { status: 'not-found' };

/**
 * GET /api/search-tld. Empty text does nothing (null). One leading dot is removed. An answer
 * without a message object is the "Result not found" failure.
 */
export async function searchTld(searchText: string, currency: Currency, signal?: AbortSignal): Promise<SearchOutcome | null> {
  const text = normaliseTldText(searchText);
  if (!text) return null;
  const response = await fetch(`/api/search-tld?selectedCurrency=${currency}&searchText=${encodeURIComponent(text)}`, { signal });
  const body: unknown = await response.json().catch(() => null);
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (!response.ok || !message || typeof message !== 'object') return { status: 'not-found' };
  const raw = (message as Record<string, unknown>)[currency];
  const { tldPriceEntrySchema } = await schemas();
  const parsed = tldPriceEntrySchema.safeParse(raw);
  if (!parsed.success || !parsed.data.tld) return { status: 'not-found' };
  return { status: 'result', entry: parsed.data, currency };
}

export interface TldInfoDomain {
  tld: string;
  nonMemberPrice?: number | string | null;
  membershipPrice?: number | string | null;
  nonMemberRenewPrice?: number | string | null;
  membershipRenewPrice?: number | string | null;
  supremeMMPrice?: number | string | null;
}

/*
 * The two big lists (2,000+ rows) are checked by hand rather than with zod: without zod's JIT
 * (forbidden by the CSP) a schema parse of every row costs more main-thread time on a phone than
 * the rest of the page's scripts. The checks are the same: an array of objects with a string tld
 * and number/string/null prices; anything else is dropped or fails the call.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function priceField(value: unknown): number | string | null | undefined {
  return typeof value === 'number' || typeof value === 'string' || value === null ? value : undefined;
}

export function readTldInfo(body: unknown): TldInfoDomain[] {
  const domains = isRecord(body) ? body.domains : undefined;
  if (!Array.isArray(domains)) throw new Error('tld-info: no domains list');
  const result: TldInfoDomain[] = [];
  for (const item of domains) {
    if (!isRecord(item) || typeof item.tld !== 'string') continue;
    result.push({
      tld: item.tld,
      nonMemberPrice: priceField(item.nonMemberPrice),
      membershipPrice: priceField(item.membershipPrice),
      nonMemberRenewPrice: priceField(item.nonMemberRenewPrice),
      membershipRenewPrice: priceField(item.membershipRenewPrice),
      supremeMMPrice: priceField(item.supremeMMPrice),
    });
  }
  return result;
}

function fee(value: unknown): number | null | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : value === null ? null : undefined;
}

export function readPricingData(body: unknown): PricingRecord[] | null {
  const data = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(data)) return null;
  const rows: PricingRecord[] = [];
  for (const item of data) {
    if (!isRecord(item) || typeof item.tld !== 'string' || typeof item.currency !== 'string') return null;
    const registerFee = fee(item.registerFee);
    const transferFee = fee(item.transferFee);
    const renewalFee = fee(item.renewalFee);
    const restoreFee = fee(item.restoreFee);
    if (registerFee === undefined || transferFee === undefined || renewalFee === undefined || restoreFee === undefined) return null;
    rows.push({ tld: item.tld, currency: item.currency, registerFee, transferFee, renewalFee, restoreFee });
  }
  return rows;
}

/** GET /api/tld-info?currency=. Failure: logged by the caller, list empty. */
export async function fetchTldInfo(currency: Currency, signal?: AbortSignal): Promise<TldInfoDomain[]> {
  const response = await fetch(`/api/tld-info?currency=${currency}`, { signal });
  if (!response.ok) throw new Error(`tld-info HTTP ${response.status}`);
  return readTldInfo(await response.json());
}

export class PricingDataError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'Failed to load' : `HTTP ${status}`);
    this.name = 'PricingDataError';
  }
}

/** GET /api/pricing-data?tlds=&currency= (the page's currency), never cached; a non-OK status is an error ('HTTP {status}'). */
export async function fetchPricingData(featuredTlds: readonly string[] | string, signal?: AbortSignal, currency?: Currency): Promise<PricingRecord[]> {
  let response: Response;
  try {
    response = await fetch(pricingDataUrl(featuredTlds, currency), { cache: 'no-store', signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new PricingDataError(null);
  }
  if (!response.ok) throw new PricingDataError(response.status);
  const rows = readPricingData(await response.json().catch(() => null));
  if (!rows) throw new PricingDataError(null);
  return rows;
}

/** A TLD's price entries by currency (tld-data answers every currency of the catalogue). */
export type TldEntriesByCurrency = Partial<Record<Currency, ClientTldEntry>>;

/**
 * POST /api/tld-data {tlds}: each TLD's entries in every currency, in the order asked. The answer
 * is keyed by TLD then currency; the grid shows the page's currency from it, so no
 * price is ever converted in the browser.
 */
export async function fetchTldData(tlds: readonly string[] | string, signal?: AbortSignal): Promise<TldEntriesByCurrency[]> {
  const names = normaliseFeaturedTlds(tlds);
  if (!names.length) return [];
  const response = await fetch('/api/tld-data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tlds: names }),
    signal,
  });
  if (!response.ok) throw new Error(`tld-data HTTP ${response.status}`);
  const { tldDataAnswerSchema, tldPriceEntrySchema } = await schemas();
  const body = tldDataAnswerSchema.parse(await response.json());
  return names.flatMap((name) => {
    const byCurrency = body.data[name] ?? {};
    const entries: TldEntriesByCurrency = {};
    for (const [code, raw] of Object.entries(byCurrency)) {
      const parsed = tldPriceEntrySchema.safeParse(raw);
      if (isCurrency(code) && parsed.success) entries[code] = parsed.data;
    }
    return Object.keys(entries).length ? [entries] : [];
  });
}

export { CURRENCY_CHANGE_EVENT, CURRENCY_STORAGE_KEY, readStoredCurrency, storeCurrency, subscribeCurrency } from './currency-store';

