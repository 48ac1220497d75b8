import 'server-only';
import { setMaxListeners } from 'node:events';
import { checkServerIdentity, type DetailedPeerCertificate } from 'node:tls';
import { assertPublicAddresses, PrivateAddressError } from '@/lib/net/address-policy';
import type { ScannerConfig } from './config';
import { addressRecords, queryDns, txtRecords, type DnsResponse, type RecordType } from './dns';
import { answersHttp, httpGet, tlsVersionOffered, trustedCas, type HttpObservation, type ProbeTarget } from './probe';
import {
  httpCompressionRule,
  httpsRedirectRule,
  httpsRule,
  sslRule,
  tlsRule,
  TLS_VERSIONS,
  type CertificateObservation,
  type TlsVersion,
} from './rules/connection';
import { daneRule, dnssecRule, dnssecStatus, ipv6Rule, type DnssecStatus, type TlsaRecord } from './rules/domain';
import { dkimRule, dmarcRule, spfRule, type TxtLookup } from './rules/email';
import {
  contentSecurityPolicyRule,
  hstsRule,
  referrerPolicyRule,
  xContentTypeOptionsRule,
  xFrameOptionsRule,
} from './rules/headers';
import { fail, type AvailabilityData, type CheckItem, type ConnectionSecurityData, type DomainSecurityData, type EmailSecurityData } from './types';

/**
 * The scan: host availability first, then the domain, connection (with security options) and email
 * groups. Inside each group independent checks run concurrently; every check has its own time limit
 * and a failing check yields a failed item while the others carry on.
 */

/** Availability failures, named as the spec's catalogue expects them. */
export type AvailabilityCode = 'NXDOMAIN' | 'SERVFAIL' | 'NO-ADDRESS' | 'TIMEOUT' | 'UNKNOWN';

export class HostUnavailableError extends Error {
  constructor(
    readonly code: AvailabilityCode,
    readonly host: string,
  ) {
    super(`${host}: ${code}`);
    this.name = 'HostUnavailableError';
  }
}

export { PrivateAddressError };

export interface ScanContext {
  config: ScannerConfig;
  /** Aborted when the scan's overall time limit is reached. */
  signal: AbortSignal;
}

function dns(context: ScanContext, name: string, type: RecordType, flags: { dnssecOk?: boolean; checkingDisabled?: boolean } = {}): Promise<DnsResponse> {
  return queryDns(name, type, {
    resolver: context.config.resolver,
    timeoutMs: context.config.dnsTimeoutMs,
    signal: context.signal,
    ...flags,
  });
}

/**
 * Socket and resolver details (errno codes, addresses, ports) go to the server log, one line per
 * failure; check texts a visitor sees say what failed in plain words (issue 18 point 11).
 */
function logCheckFailure(check: string, error: unknown): void {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.warn(`[scanner] ${check} check failed: ${detail.replace(/\s+/g, ' ').slice(0, 500)}`);
}

/** Runs one check with its own time limit; an error or a timeout becomes a failed item. */
async function guarded(context: ScanContext, name: string, run: (signal: AbortSignal) => Promise<CheckItem>): Promise<CheckItem> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  context.signal.addEventListener('abort', onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckItem>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(fail('timeout', `The ${name} check did not finish within ${context.config.checkTimeoutMs} ms.`, 'Make sure the server answers promptly, then scan again.'));
    }, context.config.checkTimeoutMs);
  });
  try {
    return await Promise.race([
      run(controller.signal).catch((error: unknown) => {
        logCheckFailure(name, error);
        return fail('error', `The ${name} check could not be completed.`, 'Make sure the host answers, then scan again.');
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
    context.signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Resolves A and AAAA with CD set: a DNSSEC failure must not hide the host from the scan (the dnssec
 * check reports it as 'bogus'); the dnssec check itself asks with validation on.
 */
export async function resolveHost(context: ScanContext, host: string): Promise<AvailabilityData> {
  let a: DnsResponse;
  let aaaa: DnsResponse;
  try {
    [a, aaaa] = await Promise.all([
      dns(context, host, 'A', { checkingDisabled: true }),
      dns(context, host, 'AAAA', { checkingDisabled: true }),
    ]);
  } catch (error) {
    throw new HostUnavailableError(error instanceof Error && error.name === 'DnsTimeoutError' ? 'TIMEOUT' : 'UNKNOWN', host);
  }
  if (a.rcode === 'NXDOMAIN' || aaaa.rcode === 'NXDOMAIN') throw new HostUnavailableError('NXDOMAIN', host);
  const ipv4 = a.rcode === 'NOERROR' ? addressRecords(a, 'A') : [];
  const ipv6 = aaaa.rcode === 'NOERROR' ? addressRecords(aaaa, 'AAAA') : [];
  if (ipv4.length === 0 && ipv6.length === 0) {
    if (a.rcode === 'SERVFAIL' || aaaa.rcode === 'SERVFAIL') throw new HostUnavailableError('SERVFAIL', host);
    if (a.rcode !== 'NOERROR' || aaaa.rcode !== 'NOERROR') throw new HostUnavailableError('UNKNOWN', host);
    throw new HostUnavailableError('NO-ADDRESS', host);
  }
  assertPublicAddresses(host, [...ipv4, ...ipv6], context.config.allowPrivate);
  return { host, ipv4, ipv6 };
}

/** check-host-availability: the host has an A or AAAA record (and every address is public). */
export async function checkHostAvailability(context: ScanContext, host: string): Promise<AvailabilityData> {
  return resolveHost(context, host);
}

function primaryAddress(target: AvailabilityData): string {
  return target.ipv4[0] ?? target.ipv6[0] ?? '';
}

function httpOptions(context: ScanContext, signal: AbortSignal) {
  return {
    ca: trustedCas(context.config.extraCaFile),
    timeoutMs: context.config.checkTimeoutMs,
    maxBodyBytes: context.config.maxBodyBytes,
    signal,
  };
}

async function httpsObservation(context: ScanContext, target: ProbeTarget, signal: AbortSignal): Promise<HttpObservation> {
  return httpGet(target, { ...httpOptions(context, signal), tls: true, acceptEncoding: 'br, gzip, zstd, deflate' });
}

async function dnssecOf(context: ScanContext, host: string): Promise<DnssecStatus> {
  const validated = await dns(context, host, 'A', { dnssecOk: true });
  if (validated.rcode !== 'SERVFAIL') return dnssecStatus(validated);
  const unchecked = await dns(context, host, 'A', { dnssecOk: true, checkingDisabled: true });
  return dnssecStatus(validated, { rcode: unchecked.rcode, hasData: unchecked.answers.length > 0 });
}

/** check-domain-security: ipv6, dnssec, dane. */
export async function checkDomainSecurity(context: ScanContext, host: string): Promise<DomainSecurityData> {
  const target = await resolveHost(context, host);
  const dnssecPromise = dnssecOf(context, host).catch((): DnssecStatus => 'error');
  const [ipv6, dnssec, dane] = await Promise.all([
    guarded(context, 'IPv6', async (signal) => {
      const reachable = await Promise.all(
        target.ipv6.map((address) => answersHttp({ host, address, port: 443 }, httpOptions(context, signal))),
      );
      return ipv6Rule(host, { aaaa: target.ipv6, reachable: reachable.some(Boolean) });
    }),
    guarded(context, 'DNSSEC', async () => dnssecRule(host, await dnssecPromise)),
    guarded(context, 'DANE', async (signal) => {
      const [status, tlsa, observation] = await Promise.all([
        dnssecPromise,
        dns(context, `_443._tcp.${host}`, 'TLSA', { dnssecOk: true }),
        httpsObservation(context, { host, address: primaryAddress(target), port: 443 }, signal).catch(() => null),
      ]);
      const records: TlsaRecord[] = tlsa.answers.flatMap((answer) => (answer.type === 'TLSA' ? [answer.data] : []));
      const chain = observation?.tls
        ? { certificates: observation.tls.chain.map((cert) => cert.raw), pkixValid: observation.tls.authorized }
        : null;
      return daneRule(host, {
        dnssecSecure: status === 'secure',
        tlsaSecure: tlsa.rcode === 'NOERROR' && tlsa.authenticated,
        records,
        chain,
      });
    }),
  ]);
  return { ipv6, dnssec, dane };
}

function certificateObservation(host: string, observation: HttpObservation | null): CertificateObservation {
  const leaf: DetailedPeerCertificate | undefined = observation?.tls?.chain[0];
  if (!observation?.tls || !leaf) return { answered: false, trusted: false, nameMatches: false };
  const names = (leaf.subjectaltname ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4));
  const nameError = checkServerIdentity(host, leaf);
  return {
    answered: true,
    trusted: observation.tls.authorized,
    verifyError: observation.tls.authorizationError,
    notBefore: new Date(leaf.valid_from),
    notAfter: new Date(leaf.valid_to),
    nameMatches: nameError === undefined,
    subjectNames: names.length ? names : leaf.subject?.CN ? [String(leaf.subject.CN)] : [],
  };
}

const header = (observation: HttpObservation | null, name: string) => observation?.headers.get(name) ?? [];

/** check-connection-security: https, httpsRedirect, httpCompression, ssl, tls, hsts and the four security options. */
export async function checkConnectionSecurity(context: ScanContext, host: string): Promise<ConnectionSecurityData> {
  const target = await resolveHost(context, host);
  const address = primaryAddress(target);
  const https: ProbeTarget = { host, address, port: 443 };
  const plain: ProbeTarget = { host, address, port: 80 };

  const controller = new AbortController();
  const stop = () => controller.abort();
  context.signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, context.config.checkTimeoutMs);
  const httpsAnswer = httpsObservation(context, https, controller.signal).catch((error: unknown) => {
    logCheckFailure('HTTPS', error);
    return null;
  });
  const plainAnswer = httpGet(plain, { ...httpOptions(context, controller.signal), tls: false }).catch(() => null);
  try {
    const [secure, insecure] = await Promise.all([httpsAnswer, plainAnswer]);
    const answered = secure !== null;
    const [
      httpsItem,
      httpsRedirect,
      httpCompression,
      ssl,
      tlsItem,
      hsts,
      xFrameOptions,
      xContentTypeOptions,
      contentSecurityPolicy,
      referrerPolicy,
    ] = await Promise.all([
      guarded(context, 'HTTPS', async () => httpsRule({ answered })),
      guarded(context, 'HTTPS redirect', async () =>
        httpsRedirectRule(host, {
          answered: insecure !== null,
          status: insecure?.status,
          location: insecure?.headers.get('location')?.[0],
          httpsAnswered: answered,
        }),
      ),
      guarded(context, 'HTTP compression', async () =>
        httpCompressionRule({ answered, contentEncoding: header(secure, 'content-encoding').join(',') }),
      ),
      guarded(context, 'SSL certificate', async () => sslRule(host, certificateObservation(host, secure))),
      guarded(context, 'TLS versions', async (signal) => {
        const results = await Promise.all(
          TLS_VERSIONS.map((version) => tlsVersionOffered(https, version, { timeoutMs: context.config.checkTimeoutMs, signal })),
        );
        const offered: Partial<Record<TlsVersion, boolean>> = {};
        TLS_VERSIONS.forEach((version, index) => {
          offered[version] = results[index] ?? false;
        });
        return tlsRule(offered);
      }),
      guarded(context, 'HSTS', async () => hstsRule(header(secure, 'strict-transport-security'), answered)),
      guarded(context, 'X-Frame-Options', async () => (answered ? xFrameOptionsRule(header(secure, 'x-frame-options')) : noHttps('X-Frame-Options'))),
      guarded(context, 'X-Content-Type-Options', async () =>
        answered ? xContentTypeOptionsRule(header(secure, 'x-content-type-options')) : noHttps('X-Content-Type-Options'),
      ),
      guarded(context, 'Content-Security-Policy', async () =>
        answered ? contentSecurityPolicyRule(header(secure, 'content-security-policy')) : noHttps('Content-Security-Policy'),
      ),
      guarded(context, 'Referrer-Policy', async () =>
        answered ? referrerPolicyRule(header(secure, 'referrer-policy')) : noHttps('Referrer-Policy'),
      ),
    ]);
    return {
      https: httpsItem,
      httpsRedirect,
      httpCompression,
      ssl,
      tls: tlsItem,
      hsts,
      xFrameOptions,
      xContentTypeOptions,
      contentSecurityPolicy,
      referrerPolicy,
    };
  } finally {
    clearTimeout(timer);
    context.signal.removeEventListener('abort', stop);
  }
}

/** Security options are read from the HTTPS answer (as internet.nl does); without HTTPS they fail. */
function noHttps(headerName: string): CheckItem {
  return fail('no-https', `There is no HTTPS answer whose ${headerName} header could be checked.`, 'Serve the site over HTTPS first, then add the header.');
}

/** check-email-security: spf, dkim (optionally with a selector) and dmarc, for the scanned name. */
export async function checkEmailSecurity(context: ScanContext, host: string, selector?: string): Promise<EmailSecurityData> {
  const lookup: TxtLookup = async (name) => {
    const response = await dns(context, name, 'TXT');
    return { rcode: response.rcode, records: txtRecords(response) };
  };
  const [spf, dkim, dmarc] = await Promise.all([
    guarded(context, 'SPF', () => spfRule(host, lookup)),
    guarded(context, 'DKIM', () => dkimRule(host, lookup, selector)),
    guarded(context, 'DMARC', () => dmarcRule(host, lookup)),
  ]);
  return { spf, dkim, dmarc };
}

/** Runs `fn` under the scan's overall time limit. */
export async function withScanContext<T>(config: ScannerConfig, fn: (context: ScanContext) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  // Every concurrent check listens on the scan's signal.
  setMaxListeners(200, controller.signal);
  const timer = setTimeout(() => controller.abort(), config.scanTimeoutMs);
  try {
    return await fn({ config, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

export interface FullScan {
  availability: AvailabilityData;
  domain: DomainSecurityData;
  connection: ConnectionSecurityData;
  email: EmailSecurityData;
}

/** Availability, then the three groups concurrently (bench and integration tests). */
export async function fullScan(config: ScannerConfig, host: string, selector?: string): Promise<FullScan> {
  return withScanContext(config, async (context) => {
    const availability = await checkHostAvailability(context, host);
    const [domain, connection, email] = await Promise.all([
      checkDomainSecurity(context, host),
      checkConnectionSecurity(context, host),
      checkEmailSecurity(context, host, selector),
    ]);
    return { availability, domain, connection, email };
  });
}
