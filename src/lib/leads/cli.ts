import 'server-only';
import { limitOption, operatorCli, option, type CliIo } from '@/lib/ops/cli';
import { closeLeadStores, leadStore, leadsDirectory } from './service';

export const USAGE = `Usage: npm run leads -- <command>
  list [--limit N] [--since YYYY-MM-DD]     newest first
  show ID                                   one lead with its consent record
  export [--since YYYY-MM-DD]               every lead as JSON lines (stdout), oldest first
Reads DATA_DIR (default ./data): DATA_DIR/leads.sqlite (or PostgreSQL with DATABASE_URL).`;

/** Operator CLI behind `npm run leads`. Returns the exit code. */
export async function leadsCli(args: string[], rawIo: CliIo): Promise<number> {
  return operatorCli(args, rawIo, {
    usage: USAGE,
    close: closeLeadStores,
    run: async (command, rest, io) => {
      const store = await leadStore(leadsDirectory());
      const since = option(rest, '--since');
      if (since !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(since)) {
        io.err(`--since takes a date, YYYY-MM-DD (got "${since}")`);
        return 2;
      }
      switch (command) {
        case 'list': {
          const rows = await store.list({ since, limit: limitOption(rest) });
          io.out(`${rows.length} shown`);
          for (const row of rows) io.out([row.id, row.created_at, row.locale.padEnd(3), row.email, row.name, row.company || '-', row.form_id || '-'].join('  '));
          return 0;
        }
        case 'show': {
          const row = rest[0] ? await store.get(rest[0]) : null;
          if (!row) {
            io.err(`No lead ${rest[0] ?? '(missing ID)'}`);
            return 1;
          }
          io.out(`Lead ${row.id} — ${row.created_at} (${row.locale}) from ${row.page_path || '?'}; form ${row.form_id || '-'}${row.portal_id ? `, portal ${row.portal_id}` : ''}`);
          io.out(`Name: ${row.name}`);
          io.out(`Email: ${row.email}`);
          if (row.company) io.out(`Company: ${row.company}`);
          if (row.phone) io.out(`Phone: ${row.phone}`);
          io.out(`Newsletter: ${row.newsletter ? 'asked for (double opt-in)' : 'no'}`);
          io.out(`Consent at ${row.consented_at}: "${row.consent_text}"`);
          if (row.message) {
            io.out('');
            io.out(row.message);
          }
          return 0;
        }
        case 'export': {
          const rows = (await store.list({ since })).reverse();
          for (const row of rows) {
            io.out(
              JSON.stringify({
                id: row.id,
                createdAt: row.created_at,
                locale: row.locale,
                pagePath: row.page_path,
                formId: row.form_id,
                portalId: row.portal_id,
                name: row.name,
                email: row.email,
                company: row.company,
                phone: row.phone,
                message: row.message,
                newsletter: row.newsletter === 1,
                consent: { text: row.consent_text, at: row.consented_at },
              }),
            );
          }
          return 0;
        }
        default:
          return 'usage';
      }
    },
  });
}
