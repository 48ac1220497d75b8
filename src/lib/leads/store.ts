import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { openStore } from '@/lib/db/sqlite';
import { notNullColumns } from '@/lib/db/columns';

/**
 * Leads from the first-party lead form (the embedded default when no marketing-form portal is
 * configured): DATA_DIR/leads.sqlite, or the `leads` table on PostgreSQL. A lead is one row,
 * inserted before the visitor is told "success", with the consent text shown beside the form and
 * the time it was given. Operators read them with `npm run leads -- list | show | export`.
 */
interface LeadTable {
  id: string;
  /** The block's form id (form_data.form_id or unique_id) and portal id, for the operator. */
  form_id: string;
  portal_id: string;
  page_path: string;
  locale: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  consent_text: string;
  consented_at: string;
  /** 1 when the visitor also asked for the newsletter (handed to subscriptions, double opt-in). */
  newsletter: number;
  created_at: string;
}

export interface LeadDatabase {
  leads: LeadTable;
}

export const leadMigrations: Record<string, Migration> = {
  '0001_init': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'varchar(40)', (column) => column.primaryKey())
        .$call(notNullColumns({
          form_id: 'varchar(100)',
          portal_id: 'varchar(100)',
          page_path: 'varchar(300)',
          locale: 'varchar(10)',
          name: 'varchar(100)',
          email: 'varchar(254)',
          company: 'varchar(150)',
          phone: 'varchar(40)',
          message: 'text',
          consent_text: 'text',
          consented_at: 'varchar(40)',
          newsletter: 'integer',
          created_at: 'varchar(40)',
        }))
        .execute();
      await db.schema.createIndex('leads_created').on('leads').column('created_at').execute();
    },
  },
};

export type LeadRow = LeadTable;
export type NewLead = Omit<LeadTable, 'id' | 'created_at'>;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Reference shown to the visitor, e.g. LEAD-20261124-7K3M9Q. */
export function newLeadId(now: Date): string {
  let random = '';
  for (const byte of randomBytes(6)) random += ALPHABET[byte % 32];
  return `LEAD-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${random}`;
}

export class LeadStore {
  constructor(readonly db: Kysely<LeadDatabase>) {}

  static async open(directory: string): Promise<LeadStore> {
    return new LeadStore(await openStore<LeadDatabase>({ file: 'leads.sqlite', migrations: leadMigrations, directory }));
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  /** Commits one lead; a clash of the random id (1 in 10^9 a day) is retried with a new one. */
  async insert(lead: NewLead, now = new Date()): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const id = newLeadId(now);
      try {
        await this.db.insertInto('leads').values({ ...lead, id, created_at: now.toISOString() }).execute();
        return id;
      } catch (error) {
        if (attempt >= 2 || !(await this.get(id))) throw error;
      }
    }
  }

  async get(id: string): Promise<LeadRow | null> {
    return (await this.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
  }

  async list(options: { limit?: number; since?: string } = {}): Promise<LeadRow[]> {
    let query = this.db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (options.since) query = query.where('created_at', '>=', options.since);
    if (options.limit) query = query.limit(options.limit);
    return query.execute();
  }
}
