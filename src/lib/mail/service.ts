import 'server-only';
import { openStores } from '@/lib/db/open-stores';
import { Outbox } from '@/lib/outbox/outbox';
import { mailConfig, redactSmtpUrl, type MailConfig } from './config';
import { MailStore, type MailRow, type NewMail } from './store';
import { smtpSender, type MailSender } from './transport';
import { contentSource } from '@/lib/content';

const stores = openStores<MailStore>((store) => store.close());

/** One open store per DATA_DIR (tests change it). */
export function mailStore(directory: string = mailConfig().directory): Promise<MailStore> {
  return stores.get(directory, () => MailStore.open(directory));
}

export function closeMailStores(): Promise<void> {
  return stores.closeAll();
}

/** The outbox worker over a store, sending with `send` (tests inject their own clock and sender). */
export function createMailOutbox(store: MailStore, config: MailConfig, send: MailSender, options: { now?: () => number; log?: (line: string) => void } = {}): Outbox<MailRow> {
  return new Outbox<MailRow>({
    name: 'mail',
    queue: store.queue,
    deliver: send,
    leaseMs: config.outboxLeaseMs,
    baseDelayMs: config.outboxBaseDelayMs,
    maxDelayMs: config.outboxMaxDelayMs,
    maxAttempts: config.outboxMaxAttempts,
    now: options.now,
    log: options.log,
  });
}

interface WorkerState {
  key: string;
  outbox: Promise<Outbox<MailRow>>;
}

const globalKey = Symbol.for('registrar.mail.outbox');
type GlobalWithOutbox = typeof globalThis & { [globalKey]?: WorkerState };

/**
 * The process-wide mail worker, started on first use and at server start (instrumentation). Null
 * without SMTP_URL: messages then wait in the outbox. Kept on globalThis so dev-mode reloads do not
 * start a second worker (a second one would still be safe: claims are leased).
 */
export function mailOutbox(config: MailConfig = mailConfig()): Promise<Outbox<MailRow>> | null {
  if (!config.smtpUrl) return null;
  const holder = globalThis as GlobalWithOutbox;
  const key = JSON.stringify([config.directory, config.smtpUrl, config.from, config.outboxBaseDelayMs, config.outboxIntervalMs, config.outboxLeaseMs]);
  const current = holder[globalKey];
  if (current && current.key === key) return current.outbox;
  if (current) void current.outbox.then((outbox) => outbox.stop()).catch(() => undefined);
  const outbox = Promise.all([mailStore(config.directory), senderOf(config)]).then(([store, from]) => {
    const sending = { ...config, from };
    const worker = createMailOutbox(store, sending, smtpSender(sending));
    worker.start(config.outboxIntervalMs);
    return worker;
  });
  holder[globalKey] = { key, outbox };
  return outbox;
}

/** The sender: MAIL_FROM, else the company record's brand at no-reply@ the site's host. */
async function senderOf(config: MailConfig): Promise<string> {
  if (!config.fromIsDefault) return config.from;
  try {
    const { company } = await contentSource().getThemeOptions();
    return config.from.replace(/^[^<]*</, `${company.brandName.replace(/[<>"]/g, '')} <`);
  } catch {
    return config.from;
  }
}

/** For instrumentation.ts: send what was left in the outbox before a restart. */
export function startMailOutbox(): void {
  try {
    const config = mailConfig();
    if (config.smtpUrl) console.info(`[mail] sending through ${redactSmtpUrl(config.smtpUrl)}`);
    else console.info('[mail] no SMTP_URL: messages are kept in the outbox (npm run mail -- list)');
    mailOutbox(config)?.catch((error: unknown) => console.error('[mail] outbox failed to start', error));
  } catch (error) {
    console.error('[mail] configuration', error);
  }
}

export async function stopMailOutbox(): Promise<void> {
  const holder = globalThis as GlobalWithOutbox;
  const current = holder[globalKey];
  delete holder[globalKey];
  if (current) await (await current.outbox).stop();
}

/**
 * Commits a message to the outbox and returns its id; only then may the caller answer "success".
 * With SMTP configured the worker is nudged to send it at once.
 */
export async function queueMail(mail: NewMail, options: { config?: MailConfig; now?: Date } = {}): Promise<string> {
  const config = options.config ?? mailConfig();
  const store = await mailStore(config.directory);
  const id = await store.insert(mail, options.now);
  mailOutbox(config)
    ?.then((outbox) => outbox.kick())
    .catch((error: unknown) => console.error('[mail] outbox', error));
  return id;
}
