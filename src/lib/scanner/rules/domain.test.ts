import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { daneRule, dnssecRule, dnssecStatus, ipv6Rule, tlsaMatches, type TlsaRecord } from './domain';

const leaf = new X509Certificate(readFileSync(path.join(__dirname, '../fixtures/leaf.pem'))).raw;
const issuer = new X509Certificate(readFileSync(path.join(__dirname, '../fixtures/other.pem'))).raw;
const spki = (der: Buffer) => Buffer.from(new X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' }));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();
const sha512 = (data: Buffer) => createHash('sha512').update(data).digest();
const chain = { certificates: [leaf, issuer], pkixValid: true };

describe('ipv6', () => {
  it('needs AAAA and an answer over IPv6', () => {
    expect(ipv6Rule('a.example', { aaaa: ['2001:db8::1'], reachable: true }).success).toBe(true);
    expect(ipv6Rule('a.example', { aaaa: [], reachable: false }).reason).toBe('no-aaaa');
    expect(ipv6Rule('a.example', { aaaa: ['2001:db8::1'], reachable: false }).reason).toBe('unreachable');
  });
});

describe('dnssec', () => {
  it('derives the status from AD, SERVFAIL and the CD retry', () => {
    expect(dnssecStatus({ rcode: 'NOERROR', authenticated: true })).toBe('secure');
    expect(dnssecStatus({ rcode: 'NXDOMAIN', authenticated: true })).toBe('secure');
    expect(dnssecStatus({ rcode: 'NOERROR', authenticated: false })).toBe('insecure');
    expect(dnssecStatus({ rcode: 'SERVFAIL', authenticated: false }, { rcode: 'NOERROR', hasData: true })).toBe('bogus');
    expect(dnssecStatus({ rcode: 'SERVFAIL', authenticated: false }, { rcode: 'SERVFAIL', hasData: false })).toBe('servfail');
    expect(dnssecStatus({ rcode: 'REFUSED', authenticated: false })).toBe('error');
  });
  it('names bogus in the verdict', () => {
    const item = dnssecRule('a.example', 'bogus');
    expect(item).toMatchObject({ success: false, reason: 'bogus' });
    expect(item.explanation).toContain('bogus');
    expect(dnssecRule('a.example', 'secure').success).toBe(true);
  });
});

describe('TLSA matching', () => {
  const record = (usage: number, selector: number, matchingType: number, certificate: Buffer): TlsaRecord => ({ usage, selector, matchingType, certificate });
  it('matches DANE-EE by SPKI or full certificate with each matching type', () => {
    expect(tlsaMatches(record(3, 1, 1, sha256(spki(leaf))), chain)).toBe(true);
    expect(tlsaMatches(record(3, 0, 1, sha256(leaf)), chain)).toBe(true);
    expect(tlsaMatches(record(3, 1, 2, sha512(spki(leaf))), chain)).toBe(true);
    expect(tlsaMatches(record(3, 0, 0, leaf), chain)).toBe(true);
    expect(tlsaMatches(record(3, 1, 1, sha256(spki(issuer))), chain)).toBe(false);
  });
  it('matches DANE-TA against the chain above the leaf', () => {
    expect(tlsaMatches(record(2, 1, 1, sha256(spki(issuer))), chain)).toBe(true);
    expect(tlsaMatches(record(2, 1, 1, sha256(spki(leaf))), chain)).toBe(false);
  });
  it('PKIX usages also need a valid PKIX chain', () => {
    expect(tlsaMatches(record(1, 1, 1, sha256(spki(leaf))), chain)).toBe(true);
    expect(tlsaMatches(record(1, 1, 1, sha256(spki(leaf))), { ...chain, pkixValid: false })).toBe(false);
    expect(tlsaMatches(record(0, 1, 1, sha256(spki(issuer))), { ...chain, pkixValid: false })).toBe(false);
  });
});

describe('dane', () => {
  const good = { usage: 3, selector: 1, matchingType: 1, certificate: sha256(spki(leaf)) };
  it('passes a secure matching TLSA record', () => {
    expect(daneRule('a.example', { dnssecSecure: true, tlsaSecure: true, records: [good], chain }).success).toBe(true);
  });
  it('fails without DNSSEC, records, security or match', () => {
    expect(daneRule('a.example', { dnssecSecure: false, tlsaSecure: false, records: [good], chain }).reason).toBe('no-dnssec');
    expect(daneRule('a.example', { dnssecSecure: true, tlsaSecure: true, records: [], chain }).reason).toBe('missing');
    expect(daneRule('a.example', { dnssecSecure: true, tlsaSecure: false, records: [good], chain }).reason).toBe('insecure');
    expect(daneRule('a.example', { dnssecSecure: true, tlsaSecure: true, records: [{ ...good, certificate: Buffer.alloc(32) }], chain }).reason).toBe('mismatch');
    expect(daneRule('a.example', { dnssecSecure: true, tlsaSecure: true, records: [good], chain: null }).reason).toBe('no-https');
  });
});
