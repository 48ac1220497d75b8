import { fail, pass, type CheckItem } from '../types';

/** Pure verdicts over what the HTTP/TLS probes observed. */

/** Why the connection failed (errno, address, port) is logged by the scan, never put in the text. */
export function httpsRule(observed: { answered: boolean }): CheckItem {
  if (observed.answered) return pass('ok', 'The server completes a TLS handshake on port 443 and answers HTTP.');
  return fail(
    'no-https',
    'The server gives no HTTPS answer.',
    'Serve the site over HTTPS on port 443 with a certificate for this host name.',
  );
}

/**
 * The first answer of http://host/ must redirect to https:// on the same host (internet.nl: redirect
 * to HTTPS on the same host first, before any other host). Deviation: when port 80 is not served at
 * all but HTTPS works, there is no plain-HTTP page to downgrade to, so this passes.
 */
export function httpsRedirectRule(
  host: string,
  observed: { answered: boolean; status?: number; location?: string; httpsAnswered: boolean },
): CheckItem {
  const fix = `Answer http://${host}/ with a 301 redirect to https://${host}/.`;
  if (!observed.answered) {
    return observed.httpsAnswered
      ? pass('no-http', 'Plain HTTP (port 80) is not offered, so visitors cannot stay on an unencrypted page.')
      : fail('no-http', 'Neither HTTP nor HTTPS answers.', fix);
  }
  const status = observed.status ?? 0;
  if (status < 300 || status > 399 || !observed.location) {
    return fail('no-redirect', `http://${host}/ answers ${status} without a redirect to HTTPS.`, fix);
  }
  let target: URL;
  try {
    target = new URL(observed.location, `http://${host}/`);
  } catch {
    return fail('invalid-location', `The redirect target "${observed.location}" is not a valid URL.`, fix);
  }
  if (target.protocol !== 'https:') {
    return fail('not-https', `http://${host}/ redirects to ${target.href}, which is not HTTPS.`, fix);
  }
  if (target.hostname.toLowerCase() !== host.toLowerCase()) {
    return fail(
      'other-host',
      `http://${host}/ redirects to another host (${target.hostname}) first; redirect to https://${host}/ first.`,
      fix,
    );
  }
  return pass('ok', `http://${host}/ redirects to ${target.href}.`);
}

export const COMPRESSION_ENCODINGS = ['br', 'gzip', 'x-gzip', 'zstd', 'deflate'];

/**
 * The spec awards HTTP compression, so it passes when the HTTPS answer is compressed on request.
 * internet.nl instead warns about compression over TLS because of BREACH; the explanation says so.
 */
export function httpCompressionRule(observed: { answered: boolean; contentEncoding?: string }): CheckItem {
  const breach =
    'Note: compressing pages that reflect secrets (e.g. CSRF tokens) over HTTPS can expose them to the BREACH attack; mask such tokens.';
  const fix = `Enable br or gzip compression for text responses. ${breach}`;
  if (!observed.answered) return fail('no-https', 'There is no HTTPS answer to compress.', fix);
  const encodings = (observed.contentEncoding ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  const used = encodings.find((encoding) => COMPRESSION_ENCODINGS.includes(encoding));
  if (used) return pass('ok', `The HTTPS answer is compressed with ${used}. ${breach}`);
  return fail('uncompressed', 'The HTTPS answer is not compressed although the request accepts br, gzip, zstd and deflate.', fix);
}

export interface CertificateObservation {
  answered: boolean;
  /** The chain verifies against the trusted CAs (system + SCAN_EXTRA_CA_FILE). */
  trusted: boolean;
  /** OpenSSL's verification error code when not trusted, e.g. CERT_HAS_EXPIRED. */
  verifyError?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** The certificate's names cover the host. */
  nameMatches: boolean;
  subjectNames?: string[];
}

/** ssl: chain trusted, not expired (nor not yet valid), and the name matches the host. */
export function sslRule(host: string, observed: CertificateObservation, now: Date = new Date()): CheckItem {
  const fix = `Install a certificate for ${host} from a trusted CA with the complete intermediate chain, and renew it before it expires.`;
  if (!observed.answered) return fail('no-https', 'No certificate could be retrieved: HTTPS does not answer.', fix);
  if (observed.notAfter && observed.notAfter.getTime() < now.getTime()) {
    return fail('expired', `The certificate expired on ${observed.notAfter.toISOString()}.`, fix);
  }
  if (observed.notBefore && observed.notBefore.getTime() > now.getTime()) {
    return fail('not-yet-valid', `The certificate is valid only from ${observed.notBefore.toISOString()}.`, fix);
  }
  if (!observed.nameMatches) {
    const names = observed.subjectNames?.length ? observed.subjectNames.join(', ') : 'no names';
    return fail('name-mismatch', `The certificate is for ${names}, not for ${host}.`, fix);
  }
  if (!observed.trusted) {
    return fail(
      'untrusted',
      `The certificate chain is not trusted${observed.verifyError ? ` (${observed.verifyError})` : ''}.`,
      fix,
    );
  }
  return pass(
    'ok',
    `The certificate is trusted, matches ${host} and is valid until ${observed.notAfter?.toISOString() ?? 'an unknown date'}.`,
  );
}

export type TlsVersion = 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';
export const TLS_VERSIONS: readonly TlsVersion[] = ['TLSv1.3', 'TLSv1.2', 'TLSv1.1', 'TLSv1'];
const LABEL: Record<TlsVersion, string> = {
  TLSv1: 'TLS 1.0',
  'TLSv1.1': 'TLS 1.1',
  'TLSv1.2': 'TLS 1.2',
  'TLSv1.3': 'TLS 1.3',
};

/** tls: TLS 1.2 or 1.3 offered, and TLS 1.0 and 1.1 refused (each version probed on its own). */
export function tlsRule(offered: Partial<Record<TlsVersion, boolean>>): CheckItem {
  const fix = 'Offer TLS 1.3 and TLS 1.2 only; switch off TLS 1.0 and TLS 1.1.';
  const list = TLS_VERSIONS.filter((version) => offered[version]).map((version) => LABEL[version]);
  const found = list.length ? `Offered: ${list.join(', ')}.` : 'No TLS version is offered.';
  if (!offered['TLSv1.2'] && !offered['TLSv1.3']) return fail('no-modern-tls', `${found} Neither TLS 1.2 nor 1.3.`, fix);
  const legacy = (['TLSv1', 'TLSv1.1'] as const).filter((version) => offered[version]).map((version) => LABEL[version]);
  if (legacy.length) return fail('legacy-tls', `${found} ${legacy.join(' and ')} should be refused.`, fix);
  return pass('ok', found);
}
