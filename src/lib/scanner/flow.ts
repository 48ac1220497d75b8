/**
 * The browser side of a scan, free of React so it can be tested on its own:
 * the states, the progress steps with their random dwell, the order of the calls and the mapping of
 * failures to the spec's messages. Browser-safe (no server imports).
 *
 * Spec: support-and-tools.md §4, §7, §8.
 */
import { connectionScore, domainScore, emailScore, optionsScore, overallScore, type GroupScores } from './scoring';
import type { AvailabilityData, CheckItem, ConnectionSecurityData, DomainSecurityData, EmailSecurityData } from './types';

/** Step keys in order: framed by a start message and a report-generation message. */
export const SCAN_STEPS = ['start', 'availability', 'domain', 'connection', 'email', 'report'] as const;
export type ScanStep = (typeof SCAN_STEPS)[number];

/**
 * Failure keys of the host check, translated by the UI. `private` (the host resolves to a private
 * or reserved address) carries the 'Unknown error' title with its own explanation.
 */
export type ScanErrorKey = 'invalidHost' | 'nxdomain' | 'servfail' | 'unknown' | 'private' | 'rateLimit' | 'server';

/** What a call returned: the parsed JSON body and the HTTP status, or a network failure (null). */
export interface CallResult {
  status: number;
  body: unknown;
}

function bodyField(body: unknown, field: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
}

/**
 * The host check fails as NXDOMAIN, SERVFAIL, any other failure, rate-limit-exceeded, or another
 * request failure.
 * A JSON `success:false` answer is a scan outcome ('Unknown error' unless NXDOMAIN or SERVFAIL);
 * a 429 with message rate-limit-exceeded is the rate limit; anything else is 'Server error'.
 */
export function availabilityError(result: CallResult | null): ScanErrorKey | null {
  if (!result) return 'server';
  const success = bodyField(result.body, 'success');
  const message = bodyField(result.body, 'message');
  const code = bodyField(result.body, 'code');
  if (result.status === 200 && success === true) return null;
  if (message === 'rate-limit-exceeded' || code === 'rate-limit-exceeded') return 'rateLimit';
  if (code === 'invalid-host') return 'invalidHost';
  if (code === 'private-address') return 'private';
  if (result.status === 200 && success === false) {
    if (message === 'NXDOMAIN') return 'nxdomain';
    if (message === 'SERVFAIL') return 'servfail';
    return 'unknown';
  }
  if (result.status >= 400 && result.status < 500 && success === false) return 'unknown';
  return 'server';
}

export function randomDwell(range: { min: number; max: number }, random: () => number = Math.random): number {
  return Math.round(range.min + (range.max - range.min) * random());
}

export interface ScanApi {
  call(path: 'check-host-availability' | 'check-domain-security' | 'check-connection-security' | 'check-email-security', host: string): Promise<CallResult | null>;
}

export interface ScanReport {
  host: string;
  availability: AvailabilityData;
  domain: DomainSecurityData | null;
  connection: ConnectionSecurityData | null;
  email: EmailSecurityData | null;
  scores: GroupScores & { overall: number };
}

export type ScanOutcome = { ok: true; report: ScanReport } | { ok: false; error: ScanErrorKey };

export interface RunScanOptions {
  dwell: { min: number; max: number };
  onStep: (step: ScanStep, index: number) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** True once the visitor changed the input or left: the scan stops quietly. */
  cancelled?: () => boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function successMessage<T>(result: CallResult | null): T | null {
  if (!result || result.status !== 200 || bodyField(result.body, 'success') !== true) return null;
  const message = bodyField(result.body, 'message');
  return message && typeof message === 'object' ? (message as T) : null;
}

export function scoresOf(report: Pick<ScanReport, 'domain' | 'connection' | 'email'>): ScanReport['scores'] {
  const scores: GroupScores = {
    domainSec: domainScore(report.domain ?? {}),
    connSec: connectionScore(report.connection ?? {}),
    secOptions: optionsScore(report.connection ?? {}),
    emailSec: emailScore(report.email ?? {}),
  };
  return { ...scores, overall: overallScore(scores) };
}

/**
 * Runs the calls in the spec's order (availability, then the three checks in sequence) while the
 * steps advance: each step stays at least a random dwell and until its call has finished. After the
 * last check the report-generation step shows for one more random delay (the completion delay).
 * A failing security check is kept as missing data and the scan continues.
 */
export async function runScan(host: string, api: ScanApi, options: RunScanOptions): Promise<ScanOutcome | null> {
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const cancelled = options.cancelled ?? (() => false);
  const step = async <T>(index: number, work: Promise<T>): Promise<T> => {
    const key = SCAN_STEPS[index] ?? 'report';
    options.onStep(key, index);
    const [value] = await Promise.all([work, sleep(randomDwell(options.dwell, random))]);
    return value;
  };
  await step(0, Promise.resolve());
  if (cancelled()) return null;
  const availabilityResult = await step(1, api.call('check-host-availability', host));
  if (cancelled()) return null;
  const error = availabilityError(availabilityResult);
  if (error) return { ok: false, error };
  const availability = successMessage<AvailabilityData>(availabilityResult);
  if (!availability) return { ok: false, error: 'unknown' };
  const domain = successMessage<DomainSecurityData>(await step(2, api.call('check-domain-security', host)));
  if (cancelled()) return null;
  const connection = successMessage<ConnectionSecurityData>(await step(3, api.call('check-connection-security', host)));
  if (cancelled()) return null;
  const email = successMessage<EmailSecurityData>(await step(4, api.call('check-email-security', host)));
  if (cancelled()) return null;
  await step(5, Promise.resolve());
  if (cancelled()) return null;
  const partial = { domain, connection, email };
  return { ok: true, report: { host, availability, ...partial, scores: scoresOf(partial) } };
}

/** The check groups whose call failed (their checks were not run): the partial end state. */
export function missingGroups(report: Pick<ScanReport, 'domain' | 'connection' | 'email'>): Array<'domainSec' | 'connSec' | 'secOptions' | 'emailSec'> {
  const missing: Array<'domainSec' | 'connSec' | 'secOptions' | 'emailSec'> = [];
  if (!report.domain) missing.push('domainSec');
  if (!report.connection) missing.push('connSec', 'secOptions');
  if (!report.email) missing.push('emailSec');
  return missing;
}

/** The registrable name to look up in whois for a scanned host: a leading "www." is dropped. */
export function whoisNameOf(host: string): string {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  return name.startsWith('www.') && name.split('.').length > 2 ? name.slice(4) : name;
}

/** Items of a group in display order, with a placeholder when the group's call failed. */
export function groupItems<K extends string>(keys: readonly K[], data: Partial<Record<K, CheckItem>> | null): Array<[K, CheckItem | null]> {
  return keys.map((key) => [key, data?.[key] ?? null]);
}
