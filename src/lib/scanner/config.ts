import 'server-only';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Scanner settings from the environment, read lazily at call time so tests can change them.
 * Every variable is documented in docs/scanner.md.
 */
const hostPort = z
  .string()
  .trim()
  .regex(/^(\[[0-9a-fA-F:.]+\]|[^:\s]+|[0-9a-fA-F:]+)(:\d{1,5})?$/, 'SCAN_DNS_RESOLVER must be host or host:port');

const dwell = z
  .string()
  .trim()
  .regex(/^\d+\s*,\s*\d+$/, 'SCAN_STEP_DWELL_MS must be "min,max" in milliseconds')
  .transform((value) => {
    const [min, max] = value.split(',').map((part) => Number(part.trim()));
    return { min: min ?? 0, max: max ?? 0 };
  })
  .refine((value) => value.min <= value.max, 'SCAN_STEP_DWELL_MS: min must not exceed max');

const envSchema = z.object({
  SCAN_DNS_RESOLVER: hostPort.optional(),
  SCAN_EXTRA_CA_FILE: z.string().trim().min(1).optional(),
  SCAN_STEP_DWELL_MS: dwell.default({ min: 1500, max: 5000 }),
  SCAN_ALLOW_PRIVATE: z.enum(['0', '1', '']).default('0'),
  SCAN_DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2500),
  SCAN_CHECK_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(8000),
  SCAN_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  SCAN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  SCAN_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  SCAN_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(262_144),
});

export interface ResolverAddress {
  host: string;
  port: number;
}

export interface ScannerConfig {
  resolver: ResolverAddress;
  extraCaFile: string | undefined;
  stepDwellMs: { min: number; max: number };
  allowPrivate: boolean;
  dnsTimeoutMs: number;
  checkTimeoutMs: number;
  scanTimeoutMs: number;
  rateLimit: number;
  rateWindowMs: number;
  maxBodyBytes: number;
}

/** Parses "host", "host:port", "[v6]:port" or a bare IPv6 address; port 53 by default. */
export function parseResolver(value: string): ResolverAddress {
  const bracketed = value.match(/^\[([^\]]+)\](?::(\d+))?$/);
  if (bracketed?.[1]) return { host: bracketed[1], port: bracketed[2] ? Number(bracketed[2]) : 53 };
  const colons = value.split(':').length - 1;
  if (colons === 1) {
    const [host = '', port = '53'] = value.split(':');
    return { host, port: Number(port) };
  }
  return { host: value, port: 53 };
}

/** The first `nameserver` of /etc/resolv.conf (the system's resolver), else 127.0.0.1. */
export function systemResolver(resolvConf = '/etc/resolv.conf'): ResolverAddress {
  try {
    const text = readFileSync(/*turbopackIgnore: true*/ resolvConf, 'utf8');
    for (const line of text.split('\n')) {
      const match = line.trim().match(/^nameserver\s+(\S+)/);
      if (match?.[1]) return { host: match[1].replace(/%.*$/, ''), port: 53 };
    }
  } catch {
    // fall through to the loopback default
  }
  return { host: '127.0.0.1', port: 53 };
}

export function scannerConfig(env: Record<string, string | undefined> = process.env): ScannerConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('SCAN_') && value !== '')),
  );
  if (!parsed.success) {
    throw new Error(`Invalid scanner configuration: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    resolver: e.SCAN_DNS_RESOLVER ? parseResolver(e.SCAN_DNS_RESOLVER) : systemResolver(),
    extraCaFile: e.SCAN_EXTRA_CA_FILE,
    stepDwellMs: e.SCAN_STEP_DWELL_MS,
    allowPrivate: e.SCAN_ALLOW_PRIVATE === '1',
    dnsTimeoutMs: e.SCAN_DNS_TIMEOUT_MS,
    checkTimeoutMs: e.SCAN_CHECK_TIMEOUT_MS,
    scanTimeoutMs: e.SCAN_TIMEOUT_MS,
    rateLimit: e.SCAN_RATE_LIMIT,
    rateWindowMs: e.SCAN_RATE_WINDOW_MS,
    maxBodyBytes: e.SCAN_MAX_BODY_BYTES,
  };
}

/** The part of the configuration the browser needs: the presentation dwell of progress steps. */
export function scannerUiConfig(env: Record<string, string | undefined> = process.env): { stepDwellMs: { min: number; max: number } } {
  return { stepDwellMs: scannerConfig(env).stepDwellMs };
}
