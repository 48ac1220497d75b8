import 'server-only';
import { ticketConfig } from './config';
import { ZendeskOutbox } from './outbox';
import { filesDir, sweepIncoming, ticketStore } from './service';
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
  const key = JSON.stringify([config.directory, config.zendesk.baseUrl, config.zendesk.email, config.outboxBaseDelayMs, config.outboxIntervalMs]);
  const current = holder[globalKey];
  if (current && current.key === key) return current.outbox;
  if (current) void current.outbox.then((outbox) => outbox.stop());
  const zendesk = config.zendesk;
  const outbox = ticketStore(config.directory).then((store) => {
    const worker = new ZendeskOutbox({
      store,
      client: new ZendeskClient(zendesk),
      filesDir: filesDir(config.directory),
      maxAttempts: config.outboxMaxAttempts,
      baseDelayMs: config.outboxBaseDelayMs,
    });
    worker.start(config.outboxIntervalMs);
    return worker;
  });
  holder[globalKey] = { key, outbox };
  return outbox;
}

/** For instrumentation.ts `register()`: start delivering tickets left from before a restart. */
export function startTicketDesk(): void {
  try {
    void sweepIncoming(ticketConfig().directory, 60 * 60_000).catch(() => undefined);
    zendeskOutbox()?.catch((error: unknown) => console.error('[tickets] outbox failed to start', error));
  } catch (error) {
    console.error('[tickets] desk configuration', error);
  }
}

/** Tests: stop the worker. */
export async function stopTicketDesk(): Promise<void> {
  const holder = globalThis as GlobalWithOutbox;
  const current = holder[globalKey];
  delete holder[globalKey];
  if (current) await (await current.outbox).stop();
}
