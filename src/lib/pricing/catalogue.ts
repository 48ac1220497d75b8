import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { campaignDay, promotionsNow } from '@/lib/promotions/clock';
import type { CatalogueOffers } from '@/lib/promotions/running';
import { catalogueConfig } from './config';
import type { Currency } from './currency';
import type { CataloguePrice, ExtensionKind } from './model';
import { toAsciiDomain, toAsciiExtension } from './idn';
import { parsePriceList } from './price-list';
import { openCatalogueDb, readCatalogue, readMeta, writePrices, type CatalogueDb, type CatalogueMeta } from './store';
import { tldSlug, withDot } from './tld-name';

/** Price entry of one extension in one currency, as the spec's "TLD price entry" (plus renewals). */
export interface TldPriceEntry {
  tld: string;
  memberPrice: number;
  nonMemberPrice: number;
  supremeMMPrice: number;
  onGoingPromo: boolean;
  memberPromoPrice: number | null;
  memberPromoEndDate: string | null;
  memberPromoPercentageOff: number | null;
  nonMemberPromoPrice: number | null;
  nonMemberPromoEndDate: string | null;
  nonMemberPromoPercentageOff: number | null;
  supremeMMPercentageOff: number | null;
  /** Beyond the original: the renewal price shown beside the first-year price. */
  memberRenewPrice: number;
  nonMemberRenewPrice: number;
  supremeMMRenewPrice: number;
  /** Beyond the original: Unicode form of an IDN extension ('.рф' for '.xn--p1ai'). */
  unicodeTld: string;
  landingPath: string;
}

export interface IndexedExtension {
  /** A-label form without a dot: 'com', 'co.uk', 'xn--p1ai'. */
  tld: string;
  unicodeName: string;
  kind: ExtensionKind;
  slug: string;
  prices: Partial<Record<Currency, CataloguePrice>>;
}

/** TLD list order: a fixed preference list, then alphabetical. */
export const PREFERRED_ORDER = ['com', 'net', 'org', 'nl', 'eu', 'be', 'de', 'uk', 'co.uk', 'io', 'info', 'es', 'fr', 'it', 'co', 'online', 'store', 'shop', 'xyz', 'app'];

const PREFERENCE_RANK = new Map(PREFERRED_ORDER.map((name, position) => [name, position]));

/** TLD list order (A-label names without dot): the preference list first, then alphabetical. */
export function compareTldPreference(a: string, b: string): number {
  const left = PREFERENCE_RANK.get(a) ?? Number.MAX_SAFE_INTEGER;
  const right = PREFERENCE_RANK.get(b) ?? Number.MAX_SAFE_INTEGER;
  return left - right || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The catalogue's day: the calendar day of the one promotions clock (PROMOTIONS_NOW, else the real
 * time) in the campaign time zone, so a catalogue promotion and the campaigns that sell it start and
 * end together, and a test can stand on either side of an end date.
 */
function today(now: Date): string {
  return campaignDay(now);
}

/** A promotion is ongoing when flagged and not past every end date it carries (end date inclusive). */
export function isPromoOngoing(price: CataloguePrice, date: string): boolean {
  if (!price.onGoingPromo) return false;
  const ends = [price.memberPromoEndDate, price.nonMemberPromoEndDate].filter((end): end is string => end !== null);
  return ends.length === 0 || ends.some((end) => end >= date);
}

export class CatalogueIndex {
  readonly byName = new Map<string, IndexedExtension>();
  readonly bySlug = new Map<string, IndexedExtension>();
  readonly ordered: IndexedExtension[];
  private readonly bodies = new Map<string, string>();

  constructor(
    readonly meta: CatalogueMeta | null,
    extensions: readonly { tld: string; unicodeName: string; kind: ExtensionKind }[],
    prices: readonly CataloguePrice[],
    readonly date: string,
  ) {
    const all: IndexedExtension[] = [];
    for (const extension of extensions) {
      const indexed: IndexedExtension = { ...extension, slug: tldSlug(extension.tld), prices: {} };
      all.push(indexed);
      this.byName.set(extension.tld, indexed);
      this.byName.set(extension.unicodeName, indexed);
      this.bySlug.set(indexed.slug, indexed);
    }
    for (const price of prices) {
      const extension = this.byName.get(price.tld);
      if (extension) extension.prices[price.currency] = price;
    }
    this.ordered = all.filter((extension) => Object.keys(extension.prices).length > 0).sort((a, b) => compareTldPreference(a.tld, b.tld));
  }

  get version(): number {
    return this.meta?.version ?? 0;
  }

  get size(): number {
    return this.ordered.length;
  }

  /**
   * 'co.uk', '.CO.UK ', 'xn--p1ai' and 'рф' all find the same extension. A full domain name or URL
   * ('example.co.uk', 'https://shop.example.com/cart') finds its extension: the longest suffix of the
   * host that the catalogue sells ('co.uk' before 'uk').
   */
  find(text: string): IndexedExtension | null {
    const direct = this.byName.get(text);
    if (direct) return direct;
    const ascii = toAsciiExtension(text);
    const exact = ascii ? this.byName.get(ascii) : undefined;
    if (exact) return exact;
    // A name with a leading dot left ('..com' after the one dot the spec removes) is no domain name.
    if (text.trim().startsWith('.')) return null;
    const host = toAsciiDomain(hostOf(text));
    if (!host) return null;
    const labels = host.split('.');
    for (let start = 1; start < labels.length; start += 1) {
      const known = this.byName.get(labels.slice(start).join('.'));
      if (known) return known;
    }
    return null;
  }

  findBySlug(slug: string): IndexedExtension | null {
    return this.bySlug.get(slug.toLowerCase()) ?? null;
  }

  entry(extension: IndexedExtension, currency: Currency): TldPriceEntry | null {
    const price = extension.prices[currency];
    if (!price) return null;
    const ongoing = isPromoOngoing(price, this.date);
    return {
      tld: withDot(extension.tld),
      memberPrice: price.memberRegister,
      nonMemberPrice: price.nonMemberRegister,
      supremeMMPrice: price.supremeRegister,
      onGoingPromo: ongoing,
      memberPromoPrice: ongoing ? price.memberPromoPrice : null,
      memberPromoEndDate: ongoing ? price.memberPromoEndDate : null,
      memberPromoPercentageOff: ongoing ? price.memberPromoPercentageOff : null,
      nonMemberPromoPrice: ongoing ? price.nonMemberPromoPrice : null,
      nonMemberPromoEndDate: ongoing ? price.nonMemberPromoEndDate : null,
      nonMemberPromoPercentageOff: ongoing ? price.nonMemberPromoPercentageOff : null,
      supremeMMPercentageOff: price.supremeMMPercentageOff,
      memberRenewPrice: price.memberRenew,
      nonMemberRenewPrice: price.nonMemberRenew,
      supremeMMRenewPrice: price.supremeRenew,
      unicodeTld: withDot(extension.unicodeName),
      landingPath: `/domains/tlds/${extension.slug}`,
    };
  }

  /** Serialised answer bodies are computed once per catalogue version and reused. */
  memo(key: string, build: () => string): string {
    let body = this.bodies.get(key);
    if (body === undefined) {
      body = build();
      this.bodies.set(key, body);
    }
    return body;
  }
}

/**
 * The catalogue's running promotions as the promotions module asks for them: an extension's
 * promotion runs when today's entry says it is ongoing in any currency; its last day is the
 * non-member (else Member) promotion's end date.
 */
export function catalogueOffers(index: CatalogueIndex): CatalogueOffers {
  return {
    offerOn(tld) {
      const extension = index.find(tld);
      if (!extension) return null;
      for (const currency of Object.keys(extension.prices) as Currency[]) {
        const entry = index.entry(extension, currency);
        if (entry?.onGoingPromo) return { endsOn: entry.nonMemberPromoEndDate ?? entry.memberPromoEndDate };
      }
      return null;
    },
  };
}

export interface CatalogueServiceOptions {
  db: () => Promise<CatalogueDb>;
  /** How long a loaded index is trusted before the store's version row is checked again. */
  checkIntervalMs?: number;
  /** Wall clock of the version checks. */
  now?: () => Date;
  /** The clock whose day decides which promotions run (the promotions clock); default `now`. */
  day?: () => Date;
  seedFile?: string | null;
}

export function defaultSeedFile(): string {
  return catalogueConfig().PRICES_SEED_FILE ?? path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'pricing', 'sample-catalogue.csv');
}

/** Creates the catalogue from the sample file when the store has never been written. */
export async function seedIfEmpty(db: CatalogueDb, seedFile: string): Promise<boolean> {
  if (await readMeta(db)) return false;
  const prices = parsePriceList(seedFile, await readFile(seedFile, 'utf8'));
  await writePrices(db, prices, { mode: 'replace', source: `seed:${path.basename(seedFile)}` });
  return true;
}

/**
 * Keeps the catalogue in memory. The store's one-row version is checked at most every
 * `checkIntervalMs` (imports and syncs from a CLI bump it); in-process writes call `invalidate()`.
 */
export class CatalogueService {
  private index: CatalogueIndex | null = null;
  private checkedAt = 0;
  private pending: Promise<CatalogueIndex> | null = null;
  private database: Promise<CatalogueDb> | null = null;

  constructor(private readonly options: CatalogueServiceOptions) {}

  db(): Promise<CatalogueDb> {
    if (!this.database) {
      this.database = (async () => {
        const db = await this.options.db();
        if (this.options.seedFile) await seedIfEmpty(db, this.options.seedFile);
        return db;
      })();
      this.database.catch(() => {
        this.database = null;
      });
    }
    return this.database;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private day(): string {
    return today(this.options.day?.() ?? this.now());
  }

  async current(): Promise<CatalogueIndex> {
    const now = this.now();
    const interval = this.options.checkIntervalMs ?? 1000;
    const index = this.index;
    if (index && now.getTime() - this.checkedAt < interval && index.date === this.day()) return index;
    if (!this.pending) {
      this.pending = this.refresh(now).finally(() => {
        this.pending = null;
      });
    }
    return this.pending;
  }

  private async refresh(now: Date): Promise<CatalogueIndex> {
    const db = await this.db();
    const meta = await readMeta(db);
    const index = this.index;
    const day = this.day();
    if (index && index.version === (meta?.version ?? 0) && index.date === day) {
      this.checkedAt = now.getTime();
      return index;
    }
    const snapshot = await readCatalogue(db);
    const fresh = new CatalogueIndex(snapshot.meta, snapshot.extensions, snapshot.prices, day);
    this.index = fresh;
    this.checkedAt = now.getTime();
    return fresh;
  }

  invalidate(): void {
    this.checkedAt = 0;
  }

  async close(): Promise<void> {
    const database = this.database;
    this.database = null;
    this.index = null;
    if (database) await (await database).destroy();
  }
}

let shared: CatalogueService | null = null;

/** The process-wide catalogue (DATA_DIR/catalogue.sqlite, seeded from content/pricing on first start). */
export function catalogue(): CatalogueService {
  if (!shared) {
    shared = new CatalogueService({
      db: () => openCatalogueDb(),
      checkIntervalMs: catalogueConfig().PRICES_VERSION_CHECK_MS,
      seedFile: defaultSeedFile(),
      day: () => promotionsNow(),
    });
  }
  return shared;
}

/** Tests: drop the shared service so the next call reads DATA_DIR again. */
export async function resetCatalogueForTests(): Promise<void> {
  const service = shared;
  shared = null;
  if (service) await service.close();
}


/** The host of a URL or domain text: 'https://Shop.Example.com:8443/x?y' -> 'Shop.Example.com'. */
function hostOf(text: string): string {
  return text
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/^[^@]*@/, '');
}
