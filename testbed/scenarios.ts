/**
 * The test bed's scenarios: one host name each under the `test.` tree, with the web server profile it
 * points at, its DNS records and the verdicts and scores the scanner must produce for it.
 * Expected values are written out by hand from spec §9 (no computation here).
 */
export type WebProfile =
  | 'good'
  | 'nohttps'
  | 'expired'
  | 'wrongname'
  | 'tls10'
  | 'nohsts'
  | 'shorthsts'
  | 'noxfo'
  | 'noxcto'
  | 'nocsp'
  | 'noreferrer'
  | 'unsafecsp';

export const WEB_PROFILES: readonly WebProfile[] = [
  'good',
  'nohttps',
  'expired',
  'wrongname',
  'tls10',
  'nohsts',
  'shorthsts',
  'noxfo',
  'noxcto',
  'nocsp',
  'noreferrer',
  'unsafecsp',
];

/** Which zone holds the host: the signed `test.` zone itself, or a delegated child zone of its own. */
export type ZoneKind = 'parent' | 'signed-child' | 'unsigned-child' | 'expired-signatures' | 'ds-mismatch';

export interface EmailRecords {
  spf?: string | null;
  dmarc?: string | null;
  /** Publish sel1._domainkey.<host> (so _domainkey.<host> exists). */
  dkim?: boolean;
}

export interface Expected {
  checks: Record<string, boolean>;
  reasons?: Record<string, string>;
  scores: { domainSec: number; connSec: number; secOptions: number; emailSec: number; overall: number };
}

export interface Scenario {
  host: string;
  title: string;
  web: WebProfile;
  zone: ZoneKind;
  aaaa?: boolean;
  tlsa?: 'good' | 'bad';
  email?: EmailRecords;
  expected: Expected;
}

export const GOOD_SPF = 'v=spf1 ip4:192.0.2.0/24 include:_spf.test -all';
export const GOOD_DMARC = 'v=DMARC1; p=reject; rua=mailto:dmarc@example.invalid';

const allConnection = { https: true, httpsRedirect: true, httpCompression: true, ssl: true, tls: true, hsts: true };
const allOptions = { xFrameOptions: true, xContentTypeOptions: true, contentSecurityPolicy: true, referrerPolicy: true };
const allEmail = { spf: true, dkim: true, dmarc: true };
/** A host in the signed parent zone without AAAA and TLSA: only dnssec passes in the domain group. */
const parentDomain = { ipv6: false, dnssec: true, dane: false };

function variant(host: string, title: string, web: WebProfile, failing: Record<string, false>, scores: Expected['scores'], reasons?: Record<string, string>): Scenario {
  return {
    host,
    title,
    web,
    zone: 'parent',
    expected: { checks: { ...parentDomain, ...allConnection, ...allOptions, ...allEmail, ...failing }, scores, reasons },
  };
}

export const SCENARIOS: readonly Scenario[] = [
  {
    host: 'perfect.test',
    title: 'Perfect host: IPv6, DNSSEC, DANE, HTTPS, headers and mail records all in place',
    web: 'good',
    zone: 'signed-child',
    aaaa: true,
    tlsa: 'good',
    expected: {
      checks: { ipv6: true, dnssec: true, dane: true, ...allConnection, ...allOptions, ...allEmail },
      scores: { domainSec: 100, connSec: 100, secOptions: 100, emailSec: 100, overall: 100 },
    },
  },
  variant(
    'nohttps.test',
    'No HTTPS: plain HTTP only',
    'nohttps',
    {
      https: false,
      httpsRedirect: false,
      httpCompression: false,
      ssl: false,
      tls: false,
      hsts: false,
      xFrameOptions: false,
      xContentTypeOptions: false,
      contentSecurityPolicy: false,
      referrerPolicy: false,
    },
    { domainSec: 50, connSec: 0, secOptions: 0, emailSec: 100, overall: 40 },
    { https: 'no-https', httpsRedirect: 'no-redirect', tls: 'no-modern-tls' },
  ),
  variant('expired.test', 'Expired certificate', 'expired', { ssl: false }, { domainSec: 50, connSec: 80, secOptions: 100, emailSec: 100, overall: 84 }, { ssl: 'expired' }),
  variant('wrongname.test', 'Certificate for another name', 'wrongname', { ssl: false }, { domainSec: 50, connSec: 80, secOptions: 100, emailSec: 100, overall: 84 }, { ssl: 'name-mismatch' }),
  variant('tls10.test', 'TLS 1.0 still offered', 'tls10', { tls: false }, { domainSec: 50, connSec: 80, secOptions: 100, emailSec: 100, overall: 84 }, { tls: 'legacy-tls' }),
  variant('nohsts.test', 'HSTS missing', 'nohsts', { hsts: false }, { domainSec: 50, connSec: 80, secOptions: 100, emailSec: 100, overall: 84 }, { hsts: 'missing' }),
  variant('shorthsts.test', 'HSTS max-age too short', 'shorthsts', { hsts: false }, { domainSec: 50, connSec: 80, secOptions: 100, emailSec: 100, overall: 84 }, { hsts: 'too-short' }),
  variant('noxfo.test', 'X-Frame-Options missing', 'noxfo', { xFrameOptions: false }, { domainSec: 50, connSec: 100, secOptions: 75, emailSec: 100, overall: 85 }, { xFrameOptions: 'missing' }),
  variant('noxcto.test', 'X-Content-Type-Options missing', 'noxcto', { xContentTypeOptions: false }, { domainSec: 50, connSec: 100, secOptions: 75, emailSec: 100, overall: 85 }, { xContentTypeOptions: 'missing' }),
  variant('nocsp.test', 'Content-Security-Policy missing', 'nocsp', { contentSecurityPolicy: false }, { domainSec: 50, connSec: 100, secOptions: 75, emailSec: 100, overall: 85 }, { contentSecurityPolicy: 'missing' }),
  variant('noreferrer.test', 'Referrer-Policy missing', 'noreferrer', { referrerPolicy: false }, { domainSec: 50, connSec: 100, secOptions: 75, emailSec: 100, overall: 85 }, { referrerPolicy: 'missing' }),
  variant('unsafecsp.test', "CSP with 'unsafe-inline'", 'unsafecsp', { contentSecurityPolicy: false }, { domainSec: 50, connSec: 100, secOptions: 75, emailSec: 100, overall: 85 }, { contentSecurityPolicy: 'unsafe' }),
  {
    ...variant('spfall.test', 'SPF +all', 'good', { spf: false }, { domainSec: 50, connSec: 100, secOptions: 100, emailSec: 70, overall: 81 }, { spf: 'permissive' }),
    email: { spf: 'v=spf1 +all' },
  },
  {
    ...variant('nodmarc.test', 'No DMARC record', 'good', { dmarc: false }, { domainSec: 50, connSec: 100, secOptions: 100, emailSec: 60, overall: 78 }, { dmarc: 'missing' }),
    email: { dmarc: null },
  },
  {
    ...variant('dmarcnone.test', 'DMARC p=none (monitoring only)', 'good', { dmarc: false }, { domainSec: 50, connSec: 100, secOptions: 100, emailSec: 60, overall: 78 }, { dmarc: 'monitoring-only' }),
    email: { dmarc: 'v=DMARC1; p=none' },
  },
  {
    ...variant('nodkim.test', 'DKIM absent (_domainkey NXDOMAIN)', 'good', { dkim: false }, { domainSec: 50, connSec: 100, secOptions: 100, emailSec: 70, overall: 81 }, { dkim: 'missing' }),
    email: { dkim: false },
  },
  {
    host: 'unsigned.test',
    title: 'Unsigned zone (TLSA present but not DNSSEC-secure)',
    web: 'good',
    zone: 'unsigned-child',
    tlsa: 'good',
    expected: {
      checks: { ipv6: false, dnssec: false, dane: false, ...allConnection, ...allOptions, ...allEmail },
      reasons: { dnssec: 'insecure', dane: 'no-dnssec' },
      scores: { domainSec: 0, connSec: 100, secOptions: 100, emailSec: 100, overall: 80 },
    },
  },
  {
    host: 'expiredsig.test',
    title: 'Bogus DNSSEC: expired signatures',
    web: 'good',
    zone: 'expired-signatures',
    expected: {
      checks: { ipv6: false, dnssec: false, dane: false, ...allConnection, ...allOptions, spf: false, dkim: false, dmarc: false },
      reasons: { dnssec: 'bogus', spf: 'lookup-failed' },
      // The mail records sit in the bogus zone too: a validating resolver answers SERVFAIL for them.
      scores: { domainSec: 0, connSec: 100, secOptions: 100, emailSec: 0, overall: 50 },
    },
  },
  {
    host: 'dsmismatch.test',
    title: 'Bogus DNSSEC: DS does not match the zone key',
    web: 'good',
    zone: 'ds-mismatch',
    expected: {
      checks: { ipv6: false, dnssec: false, dane: false, ...allConnection, ...allOptions, spf: false, dkim: false, dmarc: false },
      reasons: { dnssec: 'bogus', spf: 'lookup-failed' },
      scores: { domainSec: 0, connSec: 100, secOptions: 100, emailSec: 0, overall: 50 },
    },
  },
  {
    ...variant('danebad.test', 'DANE: TLSA does not match the certificate', 'good', {}, { domainSec: 50, connSec: 100, secOptions: 100, emailSec: 100, overall: 90 }, { dane: 'mismatch' }),
    tlsa: 'bad',
  },
];

/** Names with no scenario host: NXDOMAIN, and a delegation whose name server answers REFUSED. */
export const NXDOMAIN_HOST = 'missing.test';
export const SERVFAIL_HOST = 'www.refused.test';
