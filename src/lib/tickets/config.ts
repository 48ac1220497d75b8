import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { dataDir } from '@/lib/db/sqlite';

const integer = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).optional());

const envSchema = z
  .object({
    TICKET_DESK: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['local', 'zendesk']).default('local')),
    ZENDESK_SUBDOMAIN: optionalText,
    ZENDESK_EMAIL: optionalText,
    ZENDESK_API_TOKEN: optionalText,
    ZENDESK_BASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/ }).optional()),
    ZENDESK_TIMEOUT_MS: integer(30_000, 1),
    TICKET_RATE_LIMIT: integer(10, 1),
    TICKET_RATE_WINDOW_SECONDS: integer(600, 1),
    TICKET_ALLOWED_ORIGINS: z.string().default(''),
    TICKET_OUTBOX_INTERVAL_MS: integer(15_000, 100),
    TICKET_OUTBOX_MAX_ATTEMPTS: integer(25, 1),
    TICKET_OUTBOX_BASE_DELAY_MS: integer(30_000, 10),
    TICKET_OUTBOX_LEASE_MS: integer(30_000, 1000),
    TICKET_SWEEP_INTERVAL_SECONDS: integer(600, 1),
    TICKET_SWEEP_GRACE_SECONDS: integer(3600, 1),
  })
  .superRefine((env, context) => {
    if (env.TICKET_DESK !== 'zendesk') return;
    for (const key of ['ZENDESK_EMAIL', 'ZENDESK_API_TOKEN'] as const) {
      if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: `${key} is required when TICKET_DESK=zendesk` });
    }
    if (!env.ZENDESK_SUBDOMAIN && !env.ZENDESK_BASE_URL) {
      context.addIssue({ code: 'custom', path: ['ZENDESK_SUBDOMAIN'], message: 'ZENDESK_SUBDOMAIN (or ZENDESK_BASE_URL) is required when TICKET_DESK=zendesk' });
    }
    if (env.ZENDESK_SUBDOMAIN && !/^[a-z0-9][a-z0-9-]*$/i.test(env.ZENDESK_SUBDOMAIN)) {
      context.addIssue({ code: 'custom', path: ['ZENDESK_SUBDOMAIN'], message: 'ZENDESK_SUBDOMAIN must be a bare subdomain such as "acme"' });
    }
  });

export interface ZendeskConfig {
  baseUrl: string;
  email: string;
  apiToken: string;
  timeoutMs: number;
}

export interface TicketConfig {
  desk: 'local' | 'zendesk';
  /** DATA_DIR/tickets: tickets.sqlite, files/, incoming/. */
  directory: string;
  zendesk: ZendeskConfig | null;
  rateLimit: number;
  rateWindowMs: number;
  /** Extra origins allowed to POST besides the request's own host (e.g. behind a rewriting proxy). */
  allowedOrigins: string[];
  outboxIntervalMs: number;
  outboxMaxAttempts: number;
  /** First retry delay; doubles per attempt up to an hour. */
  outboxBaseDelayMs: number;
  /** How long a worker's claim on a ticket lasts; renewed every third of it while delivering. */
  outboxLeaseMs: number;
  /** How often unfinished upload folders and orphan file folders are swept (also once at boot). */
  sweepIntervalMs: number;
  /** Only folders older than this are swept (an upload still streaming is never touched). */
  sweepGraceMs: number;
}

/** Read at call time so tests (and operators) can change the environment. */
export function ticketConfig(env: Record<string, string | undefined> = process.env): TicketConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid ticket desk configuration: ${details}`);
  }
  const values = parsed.data;
  const zendesk: ZendeskConfig | null =
    values.TICKET_DESK === 'zendesk'
      ? {
          baseUrl: (values.ZENDESK_BASE_URL ?? `https://${values.ZENDESK_SUBDOMAIN}.zendesk.com`).replace(/\/+$/, ''),
          email: values.ZENDESK_EMAIL ?? '',
          apiToken: values.ZENDESK_API_TOKEN ?? '',
          timeoutMs: values.ZENDESK_TIMEOUT_MS,
        }
      : null;
  return {
    desk: values.TICKET_DESK,
    directory: path.join(env.DATA_DIR ? path.resolve(env.DATA_DIR) : dataDir(), 'tickets'),
    zendesk,
    rateLimit: values.TICKET_RATE_LIMIT,
    rateWindowMs: values.TICKET_RATE_WINDOW_SECONDS * 1000,
    allowedOrigins: values.TICKET_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean),
    outboxIntervalMs: values.TICKET_OUTBOX_INTERVAL_MS,
    outboxMaxAttempts: values.TICKET_OUTBOX_MAX_ATTEMPTS,
    outboxBaseDelayMs: values.TICKET_OUTBOX_BASE_DELAY_MS,
    outboxLeaseMs: values.TICKET_OUTBOX_LEASE_MS,
    sweepIntervalMs: values.TICKET_SWEEP_INTERVAL_SECONDS * 1000,
    sweepGraceMs: values.TICKET_SWEEP_GRACE_SECONDS * 1000,
  };
}
