import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 for tests: it accepts mail, keeps
 * every message (raw and parsed with mailparser), and can misbehave on demand — refuse a recipient
 * with any reply code, be slow to answer DATA, or be stopped and started again on the same port (an
 * outage followed by recovery).
 */
export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  envelope: { from: string; to: string[] };
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Recipient address -> SMTP reply code to refuse it with (421, 451, 550, …). */
  refuse: Map<string, number>;
  /** Milliseconds to wait before accepting a message's data. */
  dataDelayMs: number;
  /** Stops listening (connections are refused) until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port (a no-op when already listening). */
  start(): Promise<void>;
  close(): Promise<void>;
  /** Waits until `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

function replyError(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const refuse = new Map<string, number>();
  const state = { dataDelayMs: 0 };
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no STARTTLS offered (a self-signed upgrade would fail the client).
      disabledCommands: ['STARTTLS'],
      logger: false,
      banner: 'test sink',
      onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback: (error?: Error | null) => void) {
        const code = refuse.get(address.address.toLowerCase());
        if (code) return callback(replyError(code, code >= 500 ? 'Mailbox unavailable' : code === 421 ? 'Service not available, closing channel' : 'Try again later'));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          };
          setTimeout(() => {
            simpleParser(raw)
              .then((parsed) => {
                messages.push({ raw, parsed, envelope });
                callback(null, `OK: queued as ${messages.length}`);
              })
              .catch((error: Error) => callback(error));
          }, state.dataDelayMs);
        });
      },
    });

  const start = async () => {
    if (server) return;
    server = create();
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = ((server as unknown as { server: { address(): AddressInfo } }).server.address()).port;
  };

  const stop = async () => {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };

  await start();
  const sink: SmtpSink = {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    refuse,
    get dataDelayMs() {
      return state.dataDelayMs;
    },
    set dataDelayMs(value: number) {
      state.dataDelayMs = value;
    },
    stop,
    start,
    close: stop,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} message(s), got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages;
    },
  };
  return sink;
}

/** A header as sent (mailparser folds List-* headers into one object; this reads the raw line). */
export function headerValue(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((candidate) => candidate.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
}
