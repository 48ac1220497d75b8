import { sql } from 'kysely';
import { catalogue } from '@/lib/pricing/catalogue';
import { scannerStore } from '@/lib/scanner/store';
import { ticketStore } from '@/lib/tickets/service';
import { translationMemory } from '@/lib/translation/memory';
import { leadStore } from '@/lib/leads/service';
import { mailStore } from '@/lib/mail/service';
import { subscriptionStore } from '@/lib/subscriptions/service';

/** One readiness check: resolves when the part is usable, throws (with a short reason) when not. */
export interface ReadinessCheck {
  name: string;
  run: () => Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, { ok: boolean; ms: number; error?: string }>;
}

/**
 * The parts a page or API call needs. Opening a store migrates it to its latest migration
 * (openStore), so a store that opens and answers a query is reachable with current migrations.
 */
export function defaultReadinessChecks(): ReadinessCheck[] {
  return [
    {
      name: 'catalogue',
      run: async () => {
        const index = await catalogue().current();
        if (index.size === 0) throw new Error('the price catalogue is empty');
      },
    },
    {
      name: 'tickets',
      run: async () => {
        const store = await ticketStore();
        await sql`select 1`.execute(store.db);
      },
    },
    {
      name: 'scanner',
      run: async () => {
        await sql`select 1`.execute(await scannerStore());
      },
    },
    {
      // The store only: the machine-translation engine is outside the site, and pages render without it.
      name: 'translations',
      run: async () => {
        await sql`select 1`.execute((await translationMemory()).db);
      },
    },
    // The mail outbox, the newsletter's subscribers and the leads: a form's "success" needs them.
    { name: 'mail', run: async () => void (await sql`select 1`.execute((await mailStore()).db)) },
    { name: 'subscriptions', run: async () => void (await sql`select 1`.execute((await subscriptionStore()).db)) },
    { name: 'leads', run: async () => void (await sql`select 1`.execute((await leadStore()).db)) },
  ];
}

const CHECK_TIMEOUT_MS = 5000;

/** Runs every check in parallel, each bounded by a timeout; the reason is a short message, never a stack. */
export async function checkReadiness(checks: ReadinessCheck[] = defaultReadinessChecks(), now: () => number = Date.now): Promise<ReadinessReport> {
  const entries = await Promise.all(
    checks.map(async (check) => {
      const started = now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          check.run(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
          }),
        ]);
        return [check.name, { ok: true, ms: now() - started }] as const;
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'failed';
        return [check.name, { ok: false, ms: now() - started, error: message }] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const report: ReadinessReport = { ready: entries.every(([, result]) => result.ok), checks: Object.fromEntries(entries) };
  return report;
}
