import 'server-only';
import { z } from 'zod';

/** host:port, [v6]:port or a bare host (port 43). */
export interface HostPort {
  host: string;
  port: number;
}

export function parseHostPort(value: string, defaultPort = 43): HostPort | null {
  const text = value.trim();
  const bracketed = text.match(/^\[([0-9a-fA-F:.]+)\](?::(\d{1,5}))?$/);
  const plain = text.match(/^([A-Za-z0-9._-]+)(?::(\d{1,5}))?$/);
  const match = bracketed ?? plain;
  if (!match?.[1]) return null;
  const port = match[2] ? Number(match[2]) : defaultPort;
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  return { host: match[1].toLowerCase(), port };
}

const hostPort = z.string().transform((value, ctx) => {
  const parsed = parseHostPort(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: 'expected host:port' });
    return z.NEVER;
  }
  return parsed;
});

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  /** Where the RDAP bootstrap (IANA dns.json) is read from at run time instead of the shipped snapshot. */
  RDAP_BOOTSTRAP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** `off` skips RDAP and goes straight to port 43. */
  WHOIS_RDAP: z.enum(['on', 'off']).default('on'),
  WHOIS_ROOT_SERVER: hostPort.default({ host: 'whois.iana.org', port: 43 }),
  WHOIS_SERVER_OVERRIDE: hostPort.optional(),
  WHOIS_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  WHOIS_TIMEOUT_MS: positiveInt(10_000),
  WHOIS_MAX_BYTES: positiveInt(1024 * 1024),
  WHOIS_CACHE_TTL_MS: positiveInt(60 * 60 * 1000),
  WHOIS_CACHE_MAX_ENTRIES: positiveInt(1000),
  WHOIS_RATE_LIMIT: positiveInt(30),
  WHOIS_RATE_WINDOW_MS: positiveInt(60_000),
});

export interface WhoisConfig {
  rdapBootstrapUrl: string | undefined;
  rdapEnabled: boolean;
  rootServer: HostPort;
  serverOverride: HostPort | undefined;
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  cacheTtlMs: number;
  cacheMaxEntries: number;
  rateLimit: number;
  rateWindowMs: number;
}

/** Read at call time so tests (and operators) can change the environment without a restart. */
export function whoisConfig(env: NodeJS.ProcessEnv = process.env): WhoisConfig {
  const blankIsUnset = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.parse(blankIsUnset);
  return {
    rdapBootstrapUrl: parsed.RDAP_BOOTSTRAP_URL,
    rdapEnabled: parsed.WHOIS_RDAP === 'on',
    rootServer: parsed.WHOIS_ROOT_SERVER,
    serverOverride: parsed.WHOIS_SERVER_OVERRIDE,
    allowPrivate: parsed.WHOIS_ALLOW_PRIVATE === '1',
    timeoutMs: parsed.WHOIS_TIMEOUT_MS,
    maxBytes: parsed.WHOIS_MAX_BYTES,
    cacheTtlMs: parsed.WHOIS_CACHE_TTL_MS,
    cacheMaxEntries: parsed.WHOIS_CACHE_MAX_ENTRIES,
    rateLimit: parsed.WHOIS_RATE_LIMIT,
    rateWindowMs: parsed.WHOIS_RATE_WINDOW_MS,
  };
}
