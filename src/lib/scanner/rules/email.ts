import { getDomain } from 'tldts';
import { fail, pass, type CheckItem } from '../types';

/**
 * Email rules (after internet.nl's mail test), over an injected TXT lookup so they are testable
 * without a network. `rcode` is the resolver's answer code ('NOERROR', 'NXDOMAIN', 'SERVFAIL', ...).
 */
export interface TxtLookupResult {
  rcode: string;
  records: string[];
}
export type TxtLookup = (name: string) => Promise<TxtLookupResult>;

export const SPF_MAX_LOOKUPS = 10;

const isSpf = (record: string) => /^v=spf1(\s|$)/i.test(record.trim());
const isDmarc = (record: string) => /^v=DMARC1\s*(;|$)/i.test(record.trim());

interface SpfRecordInfo {
  all?: string;
  redirect?: string;
  includes: string[];
  lookups: number;
}

/** Terms that cost a DNS lookup (RFC 7208 section 4.6.4): include, a, mx, ptr, exists, and redirect=. */
export function parseSpf(record: string): SpfRecordInfo {
  const info: SpfRecordInfo = { includes: [], lookups: 0 };
  for (const term of record.trim().split(/\s+/).slice(1)) {
    const lower = term.toLowerCase();
    const mechanism = lower.match(/^([+?~-]?)(all|include|a|mx|ptr|exists|ip4|ip6)(?=$|[:/])(?::(.*))?/);
    if (mechanism) {
      const [, qualifier = '', name = '', argument] = mechanism;
      if (name === 'all') info.all = qualifier || '+';
      if (['include', 'a', 'mx', 'ptr', 'exists'].includes(name)) info.lookups += 1;
      if (name === 'include' && argument) info.includes.push(argument.replace(/\.$/, ''));
      continue;
    }
    const redirect = lower.match(/^redirect=(.+)$/);
    if (redirect?.[1]) {
      info.redirect = redirect[1].replace(/\.$/, '');
      info.lookups += 1;
    }
  }
  // RFC 7208 section 6.1: redirect= is ignored when the record has an "all" mechanism.
  if (info.all !== undefined && info.redirect) {
    info.redirect = undefined;
    info.lookups -= 1;
  }
  return info;
}

async function spfRecordsAt(lookup: TxtLookup, name: string): Promise<string[]> {
  const result = await lookup(name);
  return result.records.filter(isSpf);
}

/**
 * spf: exactly one v=spf1 record, ending in -all or ~all (or a redirect= to a record that does),
 * never +all or ?all, and at most 10 DNS-querying terms counted through includes and redirects.
 */
export async function spfRule(domain: string, lookup: TxtLookup): Promise<CheckItem> {
  const fix = `Publish one TXT record at ${domain} such as "v=spf1 include:<your mail provider> -all" with at most ${SPF_MAX_LOOKUPS} DNS lookups.`;
  const first = await lookup(domain);
  if (first.rcode !== 'NOERROR' && first.rcode !== 'NXDOMAIN') {
    return fail('lookup-failed', `The SPF lookup for ${domain} failed (${first.rcode}).`, fix);
  }
  const records = first.records.filter(isSpf);
  if (records.length === 0) return fail('missing', `${domain} has no SPF record.`, fix);
  if (records.length > 1) return fail('multiple', `${domain} has ${records.length} SPF records; there must be exactly one.`, fix);
  const record = records[0] ?? '';

  let lookups = 0;
  let policy: string | undefined;
  const seen = new Set<string>([domain.toLowerCase()]);
  // Walk the include/redirect tree breadth-first, counting lookups until the limit is exceeded.
  const queue: Array<{ record: string; top: boolean }> = [{ record, top: true }];
  const redirectChain: string[] = [];
  while (queue.length) {
    const item = queue.shift();
    if (!item) break;
    const info = parseSpf(item.record);
    lookups += info.lookups;
    if (lookups > SPF_MAX_LOOKUPS) {
      return fail('too-many-lookups', `The SPF record needs more than ${SPF_MAX_LOOKUPS} DNS lookups.`, fix);
    }
    if (item.top) {
      if (info.all !== undefined) policy = info.all;
      else if (!info.redirect) policy = undefined;
    }
    const next = [...info.includes.map((name) => ({ name, top: false }))];
    if (info.redirect) next.push({ name: info.redirect, top: item.top });
    for (const target of next) {
      if (seen.has(target.name)) continue;
      seen.add(target.name);
      const included = await spfRecordsAt(lookup, target.name);
      if (included.length !== 1) {
        return fail(
          'include-invalid',
          `The SPF record refers to ${target.name}, which has ${included.length === 0 ? 'no' : 'more than one'} SPF record.`,
          fix,
        );
      }
      if (target.top) redirectChain.push(target.name);
      queue.push({ record: included[0] ?? '', top: target.top });
    }
  }
  const via = redirectChain.length ? ` (through redirect to ${redirectChain.join(' -> ')})` : '';
  if (policy === '+') {
    return fail('permissive', `The SPF record "${record}" ends in +all${via}: every server may send mail for ${domain}.`, fix);
  }
  if (policy === '?') return fail('neutral', `The SPF record "${record}" ends in ?all${via}, which protects nothing.`, fix);
  if (policy === undefined) {
    return fail('no-all', `The SPF record "${record}" has no -all or ~all and no redirect, so it protects nothing.`, fix);
  }
  return pass('ok', `SPF "${record}" ends in ${policy}all${via} and needs ${lookups} DNS lookup${lookups === 1 ? '' : 's'}.`);
}

/**
 * dkim: `_domainkey.<domain>` exists (NOERROR, even without data — RFC 8020 "NXDOMAIN cut"),
 * not NXDOMAIN. When a selector is given, `<selector>._domainkey.<domain>` must hold a key (p= not empty).
 */
export async function dkimRule(
  domain: string,
  lookup: TxtLookup,
  selector?: string,
): Promise<CheckItem> {
  const fix = `Sign outgoing mail with DKIM and publish the public key at <selector>._domainkey.${domain}.`;
  const base = await lookup(`_domainkey.${domain}`);
  if (base.rcode === 'NXDOMAIN') {
    return fail('missing', `_domainkey.${domain} does not exist (NXDOMAIN): no DKIM keys are published.`, fix);
  }
  if (base.rcode !== 'NOERROR') {
    return fail('lookup-failed', `The DKIM lookup for _domainkey.${domain} failed (${base.rcode}).`, fix);
  }
  if (!selector) return pass('ok', `_domainkey.${domain} exists, so DKIM keys are published.`);
  const name = `${selector}._domainkey.${domain}`;
  const key = await lookup(name);
  const record = key.records.find((value) => /(^|;)\s*p=/i.test(value));
  if (!record) return fail('selector-missing', `No DKIM key record at ${name}.`, fix);
  if (/(^|;)\s*p=\s*(;|$)/i.test(record)) return fail('revoked', `The DKIM key at ${name} is revoked (empty p=).`, fix);
  return pass('ok', `The DKIM key for selector "${selector}" is published at ${name}.`);
}

function dmarcTags(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key && rest.length) tags.set(key.trim().toLowerCase(), rest.join('=').trim());
  }
  return tags;
}

/** The organisational domain (public suffix list, via tldts), or null when it is the domain itself. */
export function organisationalDomain(domain: string): string | null {
  const org = getDomain(domain, { allowPrivateDomains: false });
  return org && org !== domain.toLowerCase() ? org : null;
}

/**
 * dmarc: exactly one v=DMARC1 record at _dmarc.<domain>, else the organisational domain's
 * (then its sp= applies when present, RFC 7489 section 6.6.3), with p=quarantine or p=reject.
 * p=none fails: it only monitors.
 */
export async function dmarcRule(domain: string, lookup: TxtLookup): Promise<CheckItem> {
  const fix = `Publish one TXT record at _dmarc.${domain} such as "v=DMARC1; p=reject; rua=mailto:dmarc@${domain}".`;
  let name = `_dmarc.${domain}`;
  let result = await lookup(name);
  let inherited = false;
  if (result.rcode !== 'NOERROR' && result.rcode !== 'NXDOMAIN') {
    return fail('lookup-failed', `The DMARC lookup for ${name} failed (${result.rcode}).`, fix);
  }
  let records = result.records.filter(isDmarc);
  const org = organisationalDomain(domain);
  if (records.length === 0 && org) {
    name = `_dmarc.${org}`;
    result = await lookup(name);
    records = result.records.filter(isDmarc);
    inherited = true;
  }
  if (records.length === 0) return fail('missing', `No DMARC record at _dmarc.${domain}${org ? ` or ${name}` : ''}.`, fix);
  if (records.length > 1) return fail('multiple', `${name} has ${records.length} DMARC records; there must be exactly one.`, fix);
  const tags = dmarcTags(records[0] ?? '');
  const policy = ((inherited ? tags.get('sp') : undefined) ?? tags.get('p'))?.toLowerCase();
  const where = inherited ? ` (inherited from ${name})` : '';
  if (policy === 'quarantine' || policy === 'reject') return pass('ok', `DMARC policy is p=${policy}${where}.`);
  if (policy === 'none') {
    return fail('monitoring-only', `DMARC policy is p=none${where}: it only monitors and protects nothing.`, fix);
  }
  return fail('invalid', `The DMARC record at ${name} has no valid p= policy.`, fix);
}
