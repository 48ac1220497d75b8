import 'server-only';
import { ticketConfig } from './config';
import { ZendeskOutbox } from './outbox';
import { filesDir, incomingDir, sweepTickets, ticketStore } from './service';
import { ZendeskClient } from './zendesk';

interface DeskState {
  key: string;
  outbox: Promise<ZendeskOutbox>;
}

const globalKey = Symbol.for('registrar.tickets.outbox');
type GlobalWithOutbox = typeof globalThis & { [globalKey]?: DeskState };

/**
 * The process-wide Zendesk outbox (TICKET_DESK=zendesk), started on first use and on server start
 * (instrumentation). Returns null with the local desk. Kept on globalThis so dev-mode module reloads
 * do not start a second worker.
 */
export function zendeskOutbox(): Promise<ZendeskOutbox> | null {
  const config = ticketConfig();
  if (config.desk !== 'zendesk' || !config.zendesk) return null;
  const holder = globalThis as GlobalWithOutbox;
  const key = JSON.stringify([config.directory, config.zendesk.baseUrl, config.zendesk.email, config.outboxBaseDelayMs, config.outboxIntervalMs, config.outboxLeaseMs]);
  const current = holder[globalKey];
  if (current && current.key === key) return current.outbox;
  if (current) void current.outbox.then((outbox) => outbox.stop());
  const zendesk = config.zendesk;
  const outbox = ticketStore(config.directory).then((store) => {
    const worker = new ZendeskOutbox({
      store,
      client: new ZendeskClient(zendesk),
      filesDir: filesDir(config.directory),
      incomingDir: incomingDir(config.directory),
      leaseMs: config.outboxLeaseMs,
      maxAttempts: config.outboxMaxAttempts,
      baseDelayMs: config.outboxBaseDelayMs,
    });
    worker.start(config.outboxIntervalMs);
    return worker;
  });
  holder[globalKey] = { key, outbox };
  return outbox;
}

const sweepKey = Symbol.for('registrar.tickets.sweep');
type GlobalWithSweep = typeof globalThis & { [sweepKey]?: NodeJS.Timeout };

/** One sweep of crash leftovers (see sweepTickets); logged when it found any, never thrown. */
export async function sweepOnce(): Promise<void> {
  const config = ticketConfig();
  try {
    const report = await sweepTickets(config.directory, config.sweepGraceMs);
    if (report.removedUploads || report.completedMoves || report.removedOrphans) {
      console.warn(
        `[tickets] sweep: removed ${report.removedUploads} unfinished upload(s), moved the files of ${report.completedMoves} committed ticket(s), removed ${report.removedOrphans} orphan folder(s)`,
      );
    }
  } catch (error) {
    console.error('[tickets] sweep failed', error);
  }
}

/**
 * For instrumentation.ts `register()`: sweep crash leftovers now and every TICKET_SWEEP_INTERVAL_SECONDS,
 * and start delivering tickets left from before a restart.
 */
export function startTicketDesk(): void {
  try {
    const config = ticketConfig();
    void sweepOnce();
    const holder = globalThis as GlobalWithSweep;
    if (!holder[sweepKey]) {
      holder[sweepKey] = setInterval(() => void sweepOnce(), config.sweepIntervalMs);
      holder[sweepKey].unref();
    }
    zendeskOutbox()?.catch((error: unknown) => console.error('[tickets] outbox failed to start', error));
  } catch (error) {
    console.error('[tickets] desk configuration', error);
  }
}

/** Tests and shutdown: stop the worker and the periodic sweep. */
export async function stopTicketDesk(): Promise<void> {
  const holder = globalThis as GlobalWithOutbox & GlobalWithSweep;
  if (holder[sweepKey]) clearInterval(holder[sweepKey]);
  delete holder[sweepKey];
  const current = holder[globalKey];
  delete holder[globalKey];
  if (current) await (await current.outbox).stop();
}
