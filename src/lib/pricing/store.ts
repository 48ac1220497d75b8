import 'server-only';
import { type Kysely, type Migration, type Transaction } from 'kysely';
import { columnTypes, openStore } from '@/lib/db/sqlite';
import type { Currency } from './currency';
import { extensionKind, type CataloguePrice, type ExtensionKind } from './model';
import { toUnicodeExtension } from './idn';
import { notNullColumns } from '@/lib/db/columns';

/** catalogue.sqlite: extensions, their prices per currency, and a version bumped on every change. */
export interface CatalogueDatabase {
  tld_extension: {
    tld: string;
    unicode_name: string;
    kind: string;
  };
  tld_price: {
    tld: string;
    currency: string;
    non_member_register: number;
    non_member_renew: number;
    non_member_transfer: number;
    non_member_restore: number | null;
    member_register: number;
    member_renew: number;
    member_transfer: number;
    member_restore: number | null;
    supreme_register: number;
    supreme_renew: number;
    supreme_transfer: number;
    supreme_restore: number | null;
    on_going_promo: number;
    member_promo_price: number | null;
    member_promo_end_date: string | null;
    member_promo_percentage_off: number | null;
    non_member_promo_price: number | null;
    non_member_promo_end_date: string | null;
    non_member_promo_percentage_off: number | null;
    supreme_mm_percentage_off: number | null;
  };
  catalogue_meta: {
    id: number;
    version: number;
    updated_at: string;
    source: string;
  };
}

export type CatalogueDb = Kysely<CatalogueDatabase>;

export const catalogueMigrations: Record<string, Migration> = {
  '0001_catalogue': {
    async up(db: Kysely<unknown>) {
      const { double } = columnTypes(db);
      await db.schema
        .createTable('tld_extension')
        .addColumn('tld', 'text', (col) => col.primaryKey())
        .addColumn('unicode_name', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .execute();
      let table = db.schema
        .createTable('tld_price')
        .addColumn('tld', 'text', (col) => col.notNull().references('tld_extension.tld').onDelete('cascade'))
        .addColumn('currency', 'text', (col) => col.notNull());
      for (const audience of ['non_member', 'member', 'supreme']) {
        for (const operation of ['register', 'renew', 'transfer']) {
          table = table.addColumn(`${audience}_${operation}`, double, (col) => col.notNull());
        }
        table = table.addColumn(`${audience}_restore`, double);
      }
      await table
        .addColumn('on_going_promo', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('member_promo_price', double)
        .addColumn('member_promo_end_date', 'text')
        .addColumn('member_promo_percentage_off', double)
        .addColumn('non_member_promo_price', double)
        .addColumn('non_member_promo_end_date', 'text')
        .addColumn('non_member_promo_percentage_off', double)
        .addColumn('supreme_mm_percentage_off', double)
        .addPrimaryKeyConstraint('tld_price_pk', ['tld', 'currency'])
        .execute();
      await db.schema
        .createTable('catalogue_meta')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .$call(notNullColumns({ version: 'integer', updated_at: 'text', source: 'text' }))
        .execute();
    },
  },
};

export const CATALOGUE_FILE = 'catalogue.sqlite';

export async function openCatalogueDb(options: { file?: string; directory?: string } = {}): Promise<CatalogueDb> {
  return openStore<CatalogueDatabase>({
    file: options.file ?? CATALOGUE_FILE,
    migrations: catalogueMigrations,
    directory: options.directory,
  });
}

export interface CatalogueMeta {
  version: number;
  updatedAt: string;
  source: string;
}

export async function readMeta(db: Kysely<CatalogueDatabase> | Transaction<CatalogueDatabase>): Promise<CatalogueMeta | null> {
  const row = await db.selectFrom('catalogue_meta').select(['version', 'updated_at', 'source']).where('id', '=', 1).executeTakeFirst();
  return row ? { version: row.version, updatedAt: row.updated_at, source: row.source } : null;
}

type PriceTable = CatalogueDatabase['tld_price'];

function toRow(price: CataloguePrice): PriceTable {
  return {
    tld: price.tld,
    currency: price.currency,
    non_member_register: price.nonMemberRegister,
    non_member_renew: price.nonMemberRenew,
    non_member_transfer: price.nonMemberTransfer,
    non_member_restore: price.nonMemberRestore,
    member_register: price.memberRegister,
    member_renew: price.memberRenew,
    member_transfer: price.memberTransfer,
    member_restore: price.memberRestore,
    supreme_register: price.supremeRegister,
    supreme_renew: price.supremeRenew,
    supreme_transfer: price.supremeTransfer,
    supreme_restore: price.supremeRestore,
    on_going_promo: price.onGoingPromo ? 1 : 0,
    member_promo_price: price.memberPromoPrice,
    member_promo_end_date: price.memberPromoEndDate,
    member_promo_percentage_off: price.memberPromoPercentageOff,
    non_member_promo_price: price.nonMemberPromoPrice,
    non_member_promo_end_date: price.nonMemberPromoEndDate,
    non_member_promo_percentage_off: price.nonMemberPromoPercentageOff,
    supreme_mm_percentage_off: price.supremeMMPercentageOff,
  };
}

function fromRow(row: PriceTable): CataloguePrice {
  return {
    tld: row.tld,
    currency: row.currency as Currency,
    nonMemberRegister: row.non_member_register,
    nonMemberRenew: row.non_member_renew,
    nonMemberTransfer: row.non_member_transfer,
    nonMemberRestore: row.non_member_restore,
    memberRegister: row.member_register,
    memberRenew: row.member_renew,
    memberTransfer: row.member_transfer,
    memberRestore: row.member_restore,
    supremeRegister: row.supreme_register,
    supremeRenew: row.supreme_renew,
    supremeTransfer: row.supreme_transfer,
    supremeRestore: row.supreme_restore,
    onGoingPromo: row.on_going_promo === 1,
    memberPromoPrice: row.member_promo_price,
    memberPromoEndDate: row.member_promo_end_date,
    memberPromoPercentageOff: row.member_promo_percentage_off,
    nonMemberPromoPrice: row.non_member_promo_price,
    nonMemberPromoEndDate: row.non_member_promo_end_date,
    nonMemberPromoPercentageOff: row.non_member_promo_percentage_off,
    supremeMMPercentageOff: row.supreme_mm_percentage_off,
  };
}

export interface StoredExtension {
  tld: string;
  unicodeName: string;
  kind: ExtensionKind;
}

export interface CatalogueSnapshot {
  meta: CatalogueMeta | null;
  extensions: StoredExtension[];
  prices: CataloguePrice[];
}

export async function readCatalogue(db: CatalogueDb): Promise<CatalogueSnapshot> {
  return db.transaction().execute(async (trx) => {
    const meta = await readMeta(trx);
    const extensions = await trx.selectFrom('tld_extension').selectAll().orderBy('tld').execute();
    const prices = await trx.selectFrom('tld_price').selectAll().orderBy('tld').orderBy('currency').execute();
    return {
      meta,
      extensions: extensions.map((row) => ({ tld: row.tld, unicodeName: row.unicode_name, kind: row.kind as ExtensionKind })),
      prices: prices.map(fromRow),
    };
  });
}

export interface WriteOptions {
  /** 'merge' upserts the given rows; 'replace' makes them the whole catalogue. */
  mode: 'merge' | 'replace';
  source: string;
  now?: Date;
}

/** SQLite allows 32,766 bound values per statement; 22 columns × 500 rows stays well below. */
const CHUNK = 500;

/**
 * Writes price rows (tld already in A-label form) in ONE transaction and bumps the catalogue
 * version, so readers see either the old or the new catalogue, never a mix.
 */
export async function writePrices(db: CatalogueDb, prices: readonly CataloguePrice[], options: WriteOptions): Promise<CatalogueMeta> {
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    if (options.mode === 'replace') {
      await trx.deleteFrom('tld_price').execute();
      await trx.deleteFrom('tld_extension').execute();
    }
    const names = [...new Set(prices.map((price) => price.tld))];
    for (let start = 0; start < names.length; start += CHUNK) {
      const values = names.slice(start, start + CHUNK).map((tld) => ({ tld, unicode_name: toUnicodeExtension(tld), kind: extensionKind(tld) }));
      await trx.insertInto('tld_extension').values(values).onConflict((oc) => oc.column('tld').doNothing()).execute();
    }
    for (let start = 0; start < prices.length; start += CHUNK) {
      const values = prices.slice(start, start + CHUNK).map(toRow);
      await trx
        .insertInto('tld_price')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['tld', 'currency']).doUpdateSet((eb) => ({
            non_member_register: eb.ref('excluded.non_member_register'),
            non_member_renew: eb.ref('excluded.non_member_renew'),
            non_member_transfer: eb.ref('excluded.non_member_transfer'),
            non_member_restore: eb.ref('excluded.non_member_restore'),
            member_register: eb.ref('excluded.member_register'),
            member_renew: eb.ref('excluded.member_renew'),
            member_transfer: eb.ref('excluded.member_transfer'),
            member_restore: eb.ref('excluded.member_restore'),
            supreme_register: eb.ref('excluded.supreme_register'),
            supreme_renew: eb.ref('excluded.supreme_renew'),
            supreme_transfer: eb.ref('excluded.supreme_transfer'),
            supreme_restore: eb.ref('excluded.supreme_restore'),
            on_going_promo: eb.ref('excluded.on_going_promo'),
            member_promo_price: eb.ref('excluded.member_promo_price'),
            member_promo_end_date: eb.ref('excluded.member_promo_end_date'),
            member_promo_percentage_off: eb.ref('excluded.member_promo_percentage_off'),
            non_member_promo_price: eb.ref('excluded.non_member_promo_price'),
            non_member_promo_end_date: eb.ref('excluded.non_member_promo_end_date'),
            non_member_promo_percentage_off: eb.ref('excluded.non_member_promo_percentage_off'),
            supreme_mm_percentage_off: eb.ref('excluded.supreme_mm_percentage_off'),
          })),
        )
        .execute();
    }
    const previous = await readMeta(trx);
    const meta = { version: (previous?.version ?? 0) + 1, updatedAt: now, source: options.source };
    await trx
      .insertInto('catalogue_meta')
      .values({ id: 1, version: meta.version, updated_at: now, source: options.source })
      .onConflict((oc) => oc.column('id').doUpdateSet({ version: meta.version, updated_at: now, source: options.source }))
      .execute();
    return meta;
  });
}
