import { createHash, X509Certificate } from 'node:crypto';
import { fail, pass, type CheckItem } from '../types';

/** Pure verdicts for the domain group: ipv6, dnssec and dane. */

export function ipv6Rule(host: string, observed: { aaaa: string[]; reachable: boolean }): CheckItem {
  const fix = `Publish an AAAA record for ${host} and make the web server answer over IPv6.`;
  if (observed.aaaa.length === 0) return fail('no-aaaa', `${host} has no AAAA (IPv6) address.`, fix);
  if (!observed.reachable) {
    return fail('unreachable', `${host} has IPv6 address ${observed.aaaa.join(', ')}, but the web server does not answer over IPv6.`, fix);
  }
  return pass('ok', `${host} has IPv6 address ${observed.aaaa.join(', ')} and the web server answers over IPv6.`);
}

export type DnssecStatus = 'secure' | 'insecure' | 'bogus' | 'servfail' | 'error';

/**
 * Status from a validating resolver: answer with AD (DO set) -> secure; NOERROR/NXDOMAIN without AD
 * -> insecure; SERVFAIL without CD but data with CD -> bogus; SERVFAIL either way -> servfail.
 */
export function dnssecStatus(
  validated: { rcode: string; authenticated: boolean },
  unchecked?: { rcode: string; hasData: boolean },
): DnssecStatus {
  if (validated.rcode === 'NOERROR' || validated.rcode === 'NXDOMAIN') {
    return validated.authenticated ? 'secure' : 'insecure';
  }
  if (validated.rcode === 'SERVFAIL') {
    if (unchecked && unchecked.rcode === 'NOERROR' && unchecked.hasData) return 'bogus';
    return 'servfail';
  }
  return 'error';
}

export function dnssecRule(host: string, status: DnssecStatus): CheckItem {
  const fix = `Sign the zone of ${host} with DNSSEC and publish its DS record at the parent (your registrar).`;
  switch (status) {
    case 'secure':
      return pass('secure', `${host} is signed with DNSSEC and validates (the resolver sets the AD flag).`);
    case 'insecure':
      return fail('insecure', `${host} is not signed with DNSSEC (no chain of trust from the parent).`, fix);
    case 'bogus':
      return fail(
        'bogus',
        `DNSSEC for ${host} is bogus: validation fails (expired signatures or a DS that does not match the key), so validating resolvers cannot reach it.`,
        `Re-sign the zone of ${host} and make the DS record at the parent match the zone's key.`,
      );
    case 'servfail':
      return fail('servfail', `The resolver could not answer for ${host} (SERVFAIL), with or without validation.`, fix);
    default:
      return fail('error', `DNSSEC for ${host} could not be determined.`, fix);
  }
}

export interface TlsaRecord {
  usage: number;
  selector: number;
  matchingType: number;
  certificate: Buffer;
}

/** The certificate chain as served: leaf first, DER each. */
export interface ServedChain {
  certificates: Buffer[];
  /** PKIX validation of the chain succeeded (needed for usages 0 and 1). */
  pkixValid: boolean;
}

function selected(der: Buffer, selector: number): Buffer | null {
  if (selector === 0) return der;
  if (selector === 1) {
    try {
      return Buffer.from(new X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' }));
    } catch {
      return null;
    }
  }
  return null;
}

function digest(data: Buffer, matchingType: number): Buffer | null {
  if (matchingType === 0) return data;
  if (matchingType === 1) return createHash('sha256').update(data).digest();
  if (matchingType === 2) return createHash('sha512').update(data).digest();
  return null;
}

/** RFC 6698 / 7671: does one TLSA record match the served chain? */
export function tlsaMatches(record: TlsaRecord, chain: ServedChain): boolean {
  const leaf = chain.certificates[0];
  if (!leaf) return false;
  let candidates: Buffer[];
  if (record.usage === 3) candidates = [leaf];
  else if (record.usage === 2) candidates = chain.certificates.slice(1);
  else if (record.usage === 1) candidates = chain.pkixValid ? [leaf] : [];
  else if (record.usage === 0) candidates = chain.pkixValid ? chain.certificates.slice(1) : [];
  else candidates = [];
  return candidates.some((der) => {
    const data = selected(der, record.selector);
    const hashed = data ? digest(data, record.matchingType) : null;
    return hashed !== null && hashed.equals(record.certificate);
  });
}

/**
 * dane: a DNSSEC-secure TLSA record at _443._tcp.<host> that matches the served certificate.
 * Counts only when dnssec passes; without DNSSEC the TLSA answer cannot be trusted.
 */
export function daneRule(
  host: string,
  observed: { dnssecSecure: boolean; tlsaSecure: boolean; records: TlsaRecord[]; chain: ServedChain | null },
): CheckItem {
  const name = `_443._tcp.${host}`;
  const fix = `Publish a TLSA record (e.g. "3 1 1 <sha256 of the public key>") at ${name} in a DNSSEC-signed zone and update it with every new key.`;
  if (!observed.dnssecSecure) return fail('no-dnssec', `DANE needs DNSSEC, and ${host} is not DNSSEC-secure.`, fix);
  if (observed.records.length === 0) return fail('missing', `No TLSA record at ${name}.`, fix);
  if (!observed.tlsaSecure) return fail('insecure', `The TLSA record at ${name} is not DNSSEC-secure.`, fix);
  if (!observed.chain) return fail('no-https', 'No certificate is served to compare with the TLSA record.', fix);
  const chain = observed.chain;
  const match = observed.records.find((record) => tlsaMatches(record, chain));
  if (!match) {
    return fail('mismatch', `None of the ${observed.records.length} TLSA records at ${name} matches the served certificate.`, fix);
  }
  return pass(
    'ok',
    `The TLSA record "${match.usage} ${match.selector} ${match.matchingType}" at ${name} matches the served certificate.`,
  );
}
