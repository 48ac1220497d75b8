import path from 'node:path';
import { z } from 'zod';
import { dataDir } from '@/lib/db/sqlite';

/**
 * Mail settings (docs/mail.md). Without SMTP_URL (the embedded default) every message is still
 * committed to the outbox and stays there, listed by `npm run mail -- list`; with it, the outbox
 * worker sends them (nodemailer over SMTP).
 */
const integer = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const blankIsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** 'Name <local@domain>' or a bare address. */
const FROM = /^(?:[^<>\r\n]{1,100}<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const envSchema = z.object({
  SMTP_URL: z.preprocess(
    blankIsUnset,
    z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://…' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankIsUnset, z.string().trim().regex(FROM, 'MAIL_FROM must be an address or "Name <address>"').optional()),
  SMTP_TIMEOUT_MS: integer(20_000, 100),
  MAIL_OUTBOX_INTERVAL_MS: integer(15_000, 50),
  MAIL_OUTBOX_MAX_ATTEMPTS: integer(20, 1),
  MAIL_OUTBOX_BASE_DELAY_MS: integer(30_000, 10),
  MAIL_OUTBOX_MAX_DELAY_MS: integer(60 * 60_000, 10),
  MAIL_OUTBOX_LEASE_MS: integer(60_000, 100),
});

export interface MailConfig {
  /** null: no SMTP configured, messages stay in the outbox. */
  smtpUrl: string | null;
  from: string;
  /** MAIL_FROM unset: the sender is "<brand of the company record> <no-reply@host of SITE_URL>". */
  fromIsDefault: boolean;
  smtpTimeoutMs: number;
  directory: string;
  outboxIntervalMs: number;
  outboxMaxAttempts: number;
  outboxBaseDelayMs: number;
  outboxMaxDelayMs: number;
  outboxLeaseMs: number;
}

export class MailConfigError extends Error {
  constructor(details: string) {
    super(`Invalid mail configuration: ${details}`);
    this.name = 'MailConfigError';
  }
}

/** Read at call time (tests and operators change the environment). */
export function mailConfig(env: Record<string, string | undefined> = process.env): MailConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new MailConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const values = parsed.data;
  let host = 'localhost';
  try {
    host = new URL(env.SITE_URL || 'http://localhost').hostname || 'localhost';
  } catch {
    // SITE_URL is validated by the site config; keep the fallback here.
  }
  return {
    smtpUrl: values.SMTP_URL ?? null,
    from: values.MAIL_FROM ?? `Registrar <no-reply@${host}>`,
    fromIsDefault: !values.MAIL_FROM,
    smtpTimeoutMs: values.SMTP_TIMEOUT_MS,
    directory: env.DATA_DIR ? path.resolve(env.DATA_DIR) : dataDir(),
    outboxIntervalMs: values.MAIL_OUTBOX_INTERVAL_MS,
    outboxMaxAttempts: values.MAIL_OUTBOX_MAX_ATTEMPTS,
    outboxBaseDelayMs: values.MAIL_OUTBOX_BASE_DELAY_MS,
    outboxMaxDelayMs: Math.max(values.MAIL_OUTBOX_MAX_DELAY_MS, values.MAIL_OUTBOX_BASE_DELAY_MS),
    outboxLeaseMs: values.MAIL_OUTBOX_LEASE_MS,
  };
}

/** The SMTP url without its password, for logs and the CLI. */
export function redactSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'smtp://(unparsable)';
  }
}
