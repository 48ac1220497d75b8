import 'server-only';
import { z } from 'zod';
import type { FeedConfig } from './config';
import { CURRENCIES, isCurrency, roundToCents, type Currency } from './currency';
import { EXCHANGE_RATES } from './exchange-rates';
import type { CataloguePrice } from './model';
import { toAsciiExtension } from './idn';
import { writePrices, type CatalogueDb, type CatalogueMeta } from './store';

/**
 * Registrar price feed in the documented shape of the Openprovider REST API (v1beta):
 *   POST {PRICE_FEED_URL}/v1beta/auth/login {username, password}     -> data.token
 *   GET  {PRICE_FEED_URL}/v1beta/tlds?with_price=true&limit=&offset= -> data.results[], data.total
 * Field mapping (also in docs/pricing.md):
 *   create_price / renew_price / transfer_price / restore_price -> non-member register / renew /
 *     transfer / restore fee. The `reseller` amount (account currency) is used, else `product`.
 *   level_prices[] (tiers {level, price}) -> the register fee of the lowest level is the Member fee,
 *     of the highest level the Supreme member fee (one tier: both). Member and Supreme renew,
 *     transfer and restore fees are the non-member fees scaled by the same ratio. No tiers: the
 *     non-member fees apply to every audience.
 *   reseller_price + promotion_details {start_date, end_date} (epoch seconds as strings) -> while
 *     now is inside the window and the amount is below the regular fee: onGoingPromo, the promo
 *     price, end date (YYYY-MM-DD) and rounded percentage off, for non-members and (when also below
 *     the Member fee) for Members.
 *   An amount in any currency the site sells in is converted to the others with the configured
 *   exchange rates (src/lib/pricing/exchange-rates.ts), rounded once to two decimals.
 * A TLD with a missing, zero or non-numeric create, renew or transfer price is skipped and reported,
 * never stored as 0.
 */
const amountSchema = z.union([z.number(), z.string()]).optional().nullable();
const moneySchema = z.object({ price: amountSchema, currency: z.string().optional().nullable() }).partial();
const priceSchema = z
  .object({
    product: moneySchema.optional().nullable(),
    reseller: moneySchema.optional().nullable(),
    promotion_details: z
      .object({ start_date: z.union([z.string(), z.number()]).optional().nullable(), end_date: z.union([z.string(), z.number()]).optional().nullable() })
      .partial()
      .optional()
      .nullable(),
  })
  .partial();

export const feedTldSchema = z.object({
  name: z.string(),
  prices: z
    .object({
      create_price: priceSchema.nullable(),
      renew_price: priceSchema.nullable(),
      transfer_price: priceSchema.nullable(),
      restore_price: priceSchema.nullable(),
      reseller_price: priceSchema.nullable(),
    })
    .partial()
    .optional()
    .nullable(),
  level_prices: z
    .array(z.object({ level: z.union([z.number(), z.string()]), price: priceSchema.optional().nullable() }))
    .optional()
    .nullable(),
});
export type FeedTld = z.infer<typeof feedTldSchema>;
type FeedPrice = z.infer<typeof priceSchema>;

const loginSchema = z.object({ data: z.object({ token: z.string().min(1) }) });
const pageSchema = z.object({
  data: z.object({ results: z.array(z.unknown()), total: z.coerce.number().int().min(0) }),
});

export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

export interface SkippedTld {
  name: string;
  reason: string;
}

interface Money {
  amount: number;
  currency: Currency;
}

function readMoney(price: FeedPrice | null | undefined): Money | null {
  for (const side of [price?.reseller, price?.product]) {
    if (!side) continue;
    const raw = side.price;
    const amount = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.replace(/,/g, '')) : Number.NaN;
    const currency = (side.currency ?? '').toUpperCase();
    if (Number.isFinite(amount) && amount > 0 && isCurrency(currency)) return { amount, currency };
  }
  return null;
}

function toUsd(money: Money): number {
  return money.amount / EXCHANGE_RATES[money.currency];
}

function epochDate(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** Maps one feed entry to one price row per currency, or the reason it is skipped. */
export function mapFeedTld(entry: FeedTld, now: Date): { prices: CataloguePrice[] } | { skipped: SkippedTld } {
  const ascii = toAsciiExtension(entry.name);
  if (!ascii) return { skipped: { name: entry.name, reason: 'not a valid extension name' } };
  const prices = entry.prices ?? {};
  const register = readMoney(prices.create_price);
  const renew = readMoney(prices.renew_price);
  const transfer = readMoney(prices.transfer_price);
  const missing = [
    ['create_price', register],
    ['renew_price', renew],
    ['transfer_price', transfer],
  ]
    .filter(([, money]) => money === null)
    .map(([field]) => field);
  if (!register || !renew || !transfer) {
    return { skipped: { name: ascii, reason: `no usable price for ${missing.join(', ')}` } };
  }
  const restore = readMoney(prices.restore_price);
  const registerUsd = toUsd(register);
  const tiers = (entry.level_prices ?? [])
    .map((tier) => ({ level: Number(tier.level), money: readMoney(tier.price) }))
    .filter((tier): tier is { level: number; money: Money } => Number.isFinite(tier.level) && tier.money !== null)
    .sort((a, b) => a.level - b.level);
  const memberRatio = tiers[0] ? toUsd(tiers[0].money) / registerUsd : 1;
  const supremeRatio = tiers.length ? toUsd((tiers[tiers.length - 1] as { money: Money }).money) / registerUsd : memberRatio;

  const promoMoney = readMoney(prices.reseller_price);
  const start = epochDate(prices.reseller_price?.promotion_details?.start_date);
  const end = epochDate(prices.reseller_price?.promotion_details?.end_date);
  const promoActive =
    promoMoney !== null &&
    end !== null &&
    (start === null || start <= now.getTime()) &&
    now.getTime() <= end &&
    toUsd(promoMoney) < registerUsd;
  const promoUsd = promoActive && promoMoney ? toUsd(promoMoney) : null;
  const endDate = end === null ? null : new Date(end).toISOString().slice(0, 10);

  return {
    prices: CURRENCIES.map((currency) => {
      const money = (usd: number) => roundToCents(usd * EXCHANGE_RATES[currency]);
      const nonMemberRegister = money(registerUsd);
      const memberRegister = money(registerUsd * memberRatio);
      const supremeRegister = money(registerUsd * supremeRatio);
      const nonMemberPromoPrice = promoUsd === null ? null : money(promoUsd);
      const memberPromoPrice = promoUsd !== null && promoUsd < registerUsd * memberRatio ? money(promoUsd) : null;
      const restoreUsd = restore ? toUsd(restore) : null;
      return {
        tld: ascii,
        currency,
        nonMemberRegister,
        nonMemberRenew: money(toUsd(renew)),
        nonMemberTransfer: money(toUsd(transfer)),
        nonMemberRestore: restoreUsd === null ? null : money(restoreUsd),
        memberRegister,
        memberRenew: money(toUsd(renew) * memberRatio),
        memberTransfer: money(toUsd(transfer) * memberRatio),
        memberRestore: restoreUsd === null ? null : money(restoreUsd * memberRatio),
        supremeRegister,
        supremeRenew: money(toUsd(renew) * supremeRatio),
        supremeTransfer: money(toUsd(transfer) * supremeRatio),
        supremeRestore: restoreUsd === null ? null : money(restoreUsd * supremeRatio),
        onGoingPromo: promoUsd !== null,
        memberPromoPrice,
        memberPromoEndDate: memberPromoPrice === null ? null : endDate,
        memberPromoPercentageOff: memberPromoPrice === null ? null : Math.round((1 - memberPromoPrice / memberRegister) * 100),
        nonMemberPromoPrice,
        nonMemberPromoEndDate: nonMemberPromoPrice === null ? null : endDate,
        nonMemberPromoPercentageOff:
          nonMemberPromoPrice === null ? null : Math.round((1 - nonMemberPromoPrice / nonMemberRegister) * 100),
        supremeMMPercentageOff: Math.max(0, Math.round((1 - supremeRegister / nonMemberRegister) * 100)),
      };
    }),
  };
}

export interface FeedClientOptions {
  config: FeedConfig;
  fetch?: typeof fetch;
}

async function requestJson(options: FeedClientOptions, url: string, init: RequestInit, what: string): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.config.PRICE_FEED_TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new FeedError(`${what}: request failed (${(error as Error).message})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedError(`${what}: HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new FeedError(`${what}: the answer is not JSON`);
  }
}

function endpoint(config: FeedConfig, pathAndQuery: string): string {
  return new URL(pathAndQuery, config.PRICE_FEED_URL.endsWith('/') ? config.PRICE_FEED_URL : `${config.PRICE_FEED_URL}/`).toString();
}

export async function login(options: FeedClientOptions): Promise<string> {
  const body = await requestJson(
    options,
    endpoint(options.config, 'v1beta/auth/login'),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: options.config.PRICE_FEED_USERNAME, password: options.config.PRICE_FEED_PASSWORD }),
    },
    'login',
  ).catch((error: unknown) => {
    throw error instanceof FeedError ? new FeedError(`login rejected: ${error.message.replace(/^login: /, '')}`) : error;
  });
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) throw new FeedError('login rejected: no data.token in the answer');
  return parsed.data.data.token;
}

export interface FetchedFeed {
  entries: FeedTld[];
  invalid: SkippedTld[];
  pages: number;
  total: number;
}

/** Reads every page; throws FeedError on any failure so nothing partial is ever written. */
export async function fetchAllTlds(options: FeedClientOptions, token: string, maxPages = 1000): Promise<FetchedFeed> {
  const limit = options.config.PRICE_FEED_PAGE_SIZE;
  const entries: FeedTld[] = [];
  const invalid: SkippedTld[] = [];
  let offset = 0;
  let total = Number.POSITIVE_INFINITY;
  let pages = 0;
  while (offset < total) {
    if (pages >= maxPages) throw new FeedError(`more than ${maxPages} pages`);
    const body = await requestJson(
      options,
      endpoint(options.config, `v1beta/tlds?with_price=true&limit=${limit}&offset=${offset}`),
      { method: 'GET', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
      `page at offset ${offset}`,
    );
    const page = pageSchema.safeParse(body);
    if (!page.success) throw new FeedError(`page at offset ${offset}: unexpected shape (data.results, data.total)`);
    pages += 1;
    total = page.data.data.total;
    for (const raw of page.data.data.results) {
      const entry = feedTldSchema.safeParse(raw);
      if (entry.success) entries.push(entry.data);
      else invalid.push({ name: typeof (raw as { name?: unknown })?.name === 'string' ? (raw as { name: string }).name : '?', reason: 'malformed entry' });
    }
    const count = page.data.data.results.length;
    if (count === 0) {
      if (offset < total) throw new FeedError(`page at offset ${offset} was empty before reaching total ${total}`);
      break;
    }
    offset += count;
  }
  return { entries, invalid, pages, total: Number.isFinite(total) ? total : entries.length };
}

export interface SyncResult {
  synced: number;
  skipped: SkippedTld[];
  pages: number;
  meta: CatalogueMeta;
}

/**
 * `npm run prices:sync`: log in, read every page into memory (the stage), map, then swap the
 * synced extensions in with ONE transaction. A login rejection, a 5xx half way or a malformed page
 * throws before anything is written, leaving the previous catalogue intact.
 */
export async function syncFromFeed(db: CatalogueDb, options: FeedClientOptions & { now?: Date }): Promise<SyncResult> {
  const now = options.now ?? new Date();
  const token = await login(options);
  const feed = await fetchAllTlds(options, token);
  const skipped: SkippedTld[] = [...feed.invalid];
  const staged = new Map<string, CataloguePrice[]>();
  for (const entry of feed.entries) {
    const mapped = mapFeedTld(entry, now);
    if ('skipped' in mapped) skipped.push(mapped.skipped);
    else {
      const tld = mapped.prices[0]?.tld ?? entry.name;
      if (staged.has(tld)) skipped.push({ name: tld, reason: 'listed twice; first kept' });
      else staged.set(tld, mapped.prices);
    }
  }
  if (staged.size === 0) throw new FeedError('the feed gave no priced TLD; catalogue left unchanged');
  const meta = await writePrices(db, [...staged.values()].flat(), { mode: 'merge', source: 'sync:price-feed', now });
  return { synced: staged.size, skipped, pages: feed.pages, meta };
}
