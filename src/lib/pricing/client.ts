/**
 * Browser-side calls to the catalogue APIs (spec §7) and their answer shapes. Client-safe.
 */
import { z } from 'zod';
import { isCurrency, type Currency } from './currency';
import { normaliseFeaturedTlds, normaliseTldText } from './tld-name';
import { pricingDataUrl, type PricingRecord } from './pricing-table';

// The site's CSP forbids eval. zod v4 probes for it (new Function) when an object schema is built
// unless told not to, which the browser reports as a CSP violation: switch the JIT off in the
// browser before the schemas below are created.
if (typeof window !== 'undefined') z.config({ jitless: true });

const price = z.union([z.number(), z.string()]).nullish();

export const tldPriceEntrySchema = z
  .object({
    tld: z.string().optional(),
    memberPrice: price,
    nonMemberPrice: price,
    supremeMMPrice: price,
    onGoingPromo: z.boolean().optional(),
    memberPromoPrice: price,
    memberPromoEndDate: z.string().nullish(),
    memberPromoPercentageOff: price,
    nonMemberPromoPrice: price,
    nonMemberPromoEndDate: z.string().nullish(),
    nonMemberPromoPercentageOff: price,
    supremeMMPercentageOff: price,
    memberRenewPrice: price,
    nonMemberRenewPrice: price,
    supremeMMRenewPrice: price,
    unicodeTld: z.string().optional(),
    landingPath: z.string().optional(),
  })
  .loose();
export type ClientTldEntry = z.infer<typeof tldPriceEntrySchema>;

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
  const parsed = tldPriceEntrySchema.safeParse(raw);
  if (!parsed.success || !parsed.data.tld) return { status: 'not-found' };
  return { status: 'result', entry: parsed.data, currency };
}

const tldInfoSchema = z.object({
  domains: z.array(
    z
      .object({ tld: z.string(), nonMemberPrice: price, membershipPrice: price, nonMemberRenewPrice: price, membershipRenewPrice: price, supremeMMPrice: price })
      .loose(),
  ),
});
export type TldInfoDomain = z.infer<typeof tldInfoSchema>['domains'][number];

/** GET /api/tld-info?currency=. Failure: logged by the caller, list empty. */
export async function fetchTldInfo(currency: Currency, signal?: AbortSignal): Promise<TldInfoDomain[]> {
  const response = await fetch(`/api/tld-info?currency=${currency}`, { signal });
  if (!response.ok) throw new Error(`tld-info HTTP ${response.status}`);
  return tldInfoSchema.parse(await response.json()).domains;
}

export class PricingDataError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'Failed to load' : `HTTP ${status}`);
    this.name = 'PricingDataError';
  }
}

const pricingDataSchema = z.object({
  data: z.array(
    z.object({
      tld: z.string(),
      currency: z.string(),
      registerFee: z.number().nullable(),
      transferFee: z.number().nullable(),
      renewalFee: z.number().nullable(),
      restoreFee: z.number().nullable(),
    }),
  ),
});

/** GET /api/pricing-data?tlds=, never cached; a non-OK status is an error ('HTTP {status}'). */
export async function fetchPricingData(featuredTlds: readonly string[] | string, signal?: AbortSignal): Promise<PricingRecord[]> {
  let response: Response;
  try {
    response = await fetch(pricingDataUrl(featuredTlds), { cache: 'no-store', signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new PricingDataError(null);
  }
  if (!response.ok) throw new PricingDataError(response.status);
  const parsed = pricingDataSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PricingDataError(null);
  return parsed.data.data;
}

/** POST /api/tld-data {tlds}: USD price items in the order asked. */
export async function fetchTldData(tlds: readonly string[] | string, signal?: AbortSignal): Promise<ClientTldEntry[]> {
  const names = normaliseFeaturedTlds(tlds);
  if (!names.length) return [];
  const response = await fetch('/api/tld-data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tlds: names }),
    signal,
  });
  if (!response.ok) throw new Error(`tld-data HTTP ${response.status}`);
  const body = z.object({ data: z.record(z.string(), z.record(z.string(), z.unknown())) }).parse(await response.json());
  return names.flatMap((name) => {
    const byCurrency = body.data[name];
    const parsed = tldPriceEntrySchema.safeParse(byCurrency?.USD);
    return parsed.success ? [parsed.data] : [];
  });
}

export const CURRENCY_STORAGE_KEY = 'selectedCurrency';

/** The remembered currency; browser storage failures are ignored (spec §8). */
export function readStoredCurrency(): Currency | null {
  try {
    const value = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeCurrency(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // ignored: storage may be unavailable
  }
}

