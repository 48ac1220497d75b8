/**
 * Reading a whois text answer: key/value records in the many registry layouts, the summary
 * (registrar, created, expires, updated, status, name servers), not-found answers and referrals.
 * Browser-safe (pure functions).
 */
import { inferDateOrder, parseWhoisDate, type DateOptions } from './dates';
import { keyRank, layoutFor, type RegistryLayout, type SummaryField } from './layouts';
import { whoisRecords, type WhoisRecord } from './records';
import { meaningful, readRegistrar, registrarObjects, REGISTRAR_ID_KEYS } from './registrar';

export { isNotFoundAnswer } from './not-found';
export { whoisRecords } from './records';
export { parseWhoisDate } from './dates';

export interface WhoisSummary {
  domain?: string;
  /** The registrar's name (its handle when the answer names it by handle only). */
  registrar?: string;
  /** The registry's handle for the registrar, beside its name ("FAJN-0002", "REG-EXAMPLE"), when given. */
  registrarId?: string;
  /**
   * ISO 8601 (dates.ts): UTC with "Z" when the registry gives a zone, its local time when it gives none,
   * reduced precision when it gives less ("2001-02-03", "1996-08"). Left out when unreadable.
   */
  created?: string;
  expires?: string;
  updated?: string;
  status: string[];
  nameServers: string[];
}

const DOMAIN_KEYS = ['domain name', 'domain', 'domainname', 'domain information', 'name', 'dn', 'nombre de dominio', 'dominio', 'nom de domaine', 'domeinnaam'];
const DATE_FIELDS = ['created', 'expires', 'updated'] as const;

/** "clientTransferProhibited https://icann.org/epp#..." and "ok - explanation" keep only the code. */
function cleanStatuses(value: string): string[] {
  let v = value.trim().replace(/\s+https?:\/\/\S+$/, '').replace(/\s+-$/, '');
  const code = v.match(/^([A-Za-z]+)\s+(?:-\s.*|\(.*\))$/);
  if (code?.[1]) v = code[1];
  // query_status "200 Active": the code number says nothing more
  v = v.replace(/^\d{3}\s+(?=[A-Za-z])/, '');
  if (!meaningful(v)) return [];
  // "REGISTERED, DELEGATED, VERIFIED" (RIPN) lists several statuses on one line
  if (/,/.test(v) && v.split(',').every((part) => /^\s*[A-Za-z][\w ]{0,40}$/.test(part))) {
    return v.split(',').map((part) => part.trim()).filter(Boolean);
  }
  return [v];
}

const HOST = /^(?=.{4,253}$)[a-z0-9_]([a-z0-9_-]*[a-z0-9])?(\.[a-z0-9_]([a-z0-9-]*[a-z0-9])?)+$/;

function asHost(token: string): string | null {
  const host = token.toLowerCase().replace(/\.$/, '');
  // an address is not a host name
  return HOST.test(host) && !/^\d+(\.\d+){3}$/.test(host) ? host : null;
}

/**
 * The host names of a name-server value: "ns1.x.com", "ns1.x.com 192.0.2.1", "ns1.x.com [OK]",
 * "ns1.x.com (192.0.2.1)", a list on one line "ns1.x.com, ns2.x.com", and a zone-file line
 * "google.pt<TAB>NS<TAB>ns4.google.com." (DNS.PT), where the host is after NS.
 */
function hostsOf(value: string): string[] {
  const zoneLine = value.match(/\sNS\s+(\S+)/);
  if (zoneLine?.[1]) value = zoneLine[1];
  // a list is separated by commas or semicolons; after white space come notes and addresses
  // ("ns1.google.com. not.defined.", "ns1.x.com 192.0.2.1")
  const items = value.split(/[,;]/).map((item) => item.trim().split(/\s+/)[0] ?? '');
  const hosts = items.map(asHost);
  if (!hosts[0]) return [];
  return hosts.every((h) => h !== null) ? (hosts as string[]) : [hosts[0]];
}

const NS_SECTION = /\b(?:name ?servers?|nservers?|dns|servers?|hosts?|delegation|servidores|serveurs)\b/;
const NS_SECTION_KEYS = new Set(['', 'hostname', 'host name', 'host', 'name', 'server', 'nameserver', 'name server', 'ns', 'nserver', 'dns']);
const ADDRESS_KEYS = /^(?:address|street|city|postal code|postalcode|zip|zipcode|country|country code|province|state province|region)$/;

const OTHER_OBJECT_SECTION = /\b(?:registrar|name ?servers?|nservers?|dns|dnssec|hosts?|keys?|ds)\b/;

interface Candidate {
  record: WhoisRecord;
  rank: number;
  index: number;
}

/**
 * Records that name `field`, strongest first: keyed values before plain lines under a header, and,
 * where the answer is made of objects (RPSL), the domain's own object before the others.
 */
function candidates(records: WhoisRecord[], field: SummaryField, layout: RegistryLayout, domainBlock?: number): Candidate[] {
  const out: Candidate[] = [];
  records.forEach((record, index) => {
    if (!record.key || record.contactKey) return;
    let rank = keyRank(field, record.key, layout);
    if (rank === undefined) return;
    if (record.contact) {
      // HKIRC prints the domain's dates inside the registrant's section: an expiry there (contacts do not
      // expire) or a key naming the domain is read when nothing outside the contacts says it
      const domainDate =
        field === 'expires' || ((field === 'created' || field === 'updated') && /\b(?:domain|commencement)\b/.test(record.key));
      if (!domainDate) return;
      rank += 10000;
    }
    if (record.plain) rank += 200;
    // a registrar's, a name server's or a key's own dates ("Registrar:" / "changed: ...", .ee) are not the domain's
    if (field !== 'registrar' && field !== 'nameServers' && OTHER_OBJECT_SECTION.test(record.section)) rank += 20000;
    if (domainBlock !== undefined && record.block !== domainBlock) rank += 5000;
    out.push({ record, rank, index });
  });
  return out.sort((a, b) => a.rank - b.rank || a.index - b.index);
}

/**
 * The summary of a port-43 answer. `domain` (the A-label asked) selects the record of that name
 * where an answer lists several, and the registry's layout entry; `server` (the whois host) too;
 * `suffix` stands in for the domain's suffix when the name is not known.
 */
export function parseSummary(text: string, domain?: string, options: { server?: string; suffix?: string } = {}): WhoisSummary {
  const layout = layoutFor(domain ?? (options.suffix ? `x.${options.suffix}` : undefined), options.server);
  const records = whoisRecords(text);
  if (!domain) return summarize(records, layout);
  const wanted = domain.toLowerCase();
  const starts: number[] = [];
  records.forEach((r, i) => {
    if (DOMAIN_KEYS.includes(r.key) && !r.plain && r.value.toLowerCase().replace(/\.$/, '') === wanted) starts.push(i);
  });
  // records before the asked domain's own record are another domain's (Verisign's legacy "Server Name"
  // lists) only when another domain's record comes first; otherwise they belong to it ("Registrar: X"
  // above "Domain Name:", SGNIC)
  const firstDomain = records.findIndex((r) => DOMAIN_KEYS.includes(r.key) && !r.plain && /\./.test(r.value));
  const from = starts[0] !== undefined && firstDomain >= 0 && firstDomain < starts[0] ? starts[0] : 0;
  if (starts.length <= 1) return summarize(records.slice(from), layout);
  // a registry record followed by the registrar's record of the same name (a thin registry's answer
  // captured with the registrar's): the registry is authoritative, the registrar fills the gaps
  const parts = starts.map((start, i) => summarize(records.slice(start, starts[i + 1]), layout));
  return parts.reduce((primary, secondary) => mergeSummaries(primary, secondary));
}

function summarize(records: WhoisRecord[], layout: RegistryLayout): WhoisSummary {
  const summary: WhoisSummary = { status: [], nameServers: [] };
  const domainRecord = records.find((r) => DOMAIN_KEYS.includes(r.key) && !r.contact && /\./.test(r.value));
  if (domainRecord) summary.domain = domainRecord.value.split(/\s+/)[0];
  // the object (blank-line separated block) of the domain, when the domain has a keyed line of its own
  const domainBlock = domainRecord && !domainRecord.plain && domainRecord.section === '' ? domainRecord.block : undefined;

  // registrar: the strongest key, a name rather than a handle, a handle resolved through the registrar
  // object of the same answer, or the name of a registrar section (registrar.ts)
  const registrarIds = records.filter((r) => !r.plain && !r.contact && REGISTRAR_ID_KEYS.has(r.key)).map((r) => r.value);
  const { registrar, registrarId } = readRegistrar(
    candidates(records, 'registrar', layout).map((c) => c.record.value),
    registrarIds,
    registrarObjects(records),
  );
  if (registrar) summary.registrar = registrar;
  if (registrarId) summary.registrarId = registrarId;

  // dates: day/month order from the registry's table, else from the answer's own dates
  const dateCandidates = Object.fromEntries(DATE_FIELDS.map((f) => [f, candidates(records, f, layout, domainBlock)])) as Record<
    (typeof DATE_FIELDS)[number],
    Candidate[]
  >;
  const order = layout.dateOrder ?? inferDateOrder(DATE_FIELDS.flatMap((f) => dateCandidates[f].map((c) => c.record.value))) ?? 'dmy';
  const dateOptions: DateOptions = { order, ...(layout.zones ? { zones: layout.zones } : {}) };
  for (const field of DATE_FIELDS) {
    const parsed = dateCandidates[field]
      .map((c) => ({ ...c, iso: parseWhoisDate(c.record.value, dateOptions) }))
      .filter((c): c is Candidate & { iso: string } => c.iso !== undefined);
    const best = parsed[0];
    if (!best) continue;
    if (field === 'updated') {
      // RPSL "changed:" lines: the last change is the update
      const same = parsed
        .filter((c) => c.record.key === best.record.key && c.record.block === best.record.block && c.rank === best.rank)
        .map((c) => c.iso);
      summary.updated = same.reduce((a, b) => (b > a ? b : a));
    } else summary[field] = best.iso;
  }

  // "status: OK-UNTIL 20131218000000" (UANIC and other RIPE-style registries) carries the expiry
  if (!summary.expires) {
    for (const c of candidates(records, 'status', layout, domainBlock)) {
      const until = c.record.value.match(/\buntil\s+(.+)$/i);
      const iso = until?.[1] ? parseWhoisDate(until[1], dateOptions) : undefined;
      if (iso) {
        summary.expires = iso;
        break;
      }
    }
  }

  // statuses: every value of the strongest status key family; "state" only when nothing else says it
  // and it is not a contact address line (KazNIC, Freenom)
  const statusCandidates = candidates(records, 'status', layout, domainBlock).filter((c) => {
    if (c.record.key !== 'state') return true;
    const neighbours = records.slice(Math.max(0, c.index - 3), c.index + 3);
    return !neighbours.some((r) => ADDRESS_KEYS.test(r.key));
  });
  const keyed = statusCandidates.filter((c) => c.record.key !== 'state');
  const stated = keyed.length ? keyed : statusCandidates;
  // "Registration status: Registered until cancelled" (CIDR .gg/.je, Nominet) says how long the
  // registration runs: beside a domain status it is not one
  const domainStated = stated.filter((c) => c.record.key !== 'registration status');
  const statusRecords = domainStated.length ? domainStated : stated;
  const statuses: string[] = [];
  for (const c of statusRecords.sort((a, b) => a.index - b.index)) {
    if (parseWhoisDate(c.record.value) && !/[A-Za-z]{4,}/.test(c.record.value)) continue;
    statuses.push(...cleanStatuses(c.record.value));
  }
  // "GOOGLE.TK is Active" (Freenom) under the domain name
  if (statuses.length === 0) {
    for (const r of records) {
      const m = DOMAIN_KEYS.includes(r.key) && !r.contact ? r.value.match(/^\S+\.\S+\s+is\s+(\w[\w ]{0,30})$/i) : null;
      if (m?.[1]) statuses.push(m[1]);
    }
  }
  summary.status = [...new Set(statuses)];

  // name servers: keyed values, and the lines of a name-server section
  const hosts: string[] = [];
  const seen = new Set<WhoisRecord>();
  for (const c of candidates(records, 'nameServers', layout).sort((a, b) => a.index - b.index)) {
    seen.add(c.record);
    hosts.push(...hostsOf(c.record.value));
  }
  for (const r of records) {
    if (seen.has(r) || r.contact || !r.section || !NS_SECTION.test(r.section)) continue;
    const ownKey = r.key === r.section ? '' : r.key.startsWith(`${r.section} `) ? r.key.slice(r.section.length + 1) : r.key;
    if (!NS_SECTION_KEYS.has(ownKey)) continue;
    hosts.push(...hostsOf(r.value));
  }
  // the domain's own name on a "DNS:" line (DK Hostmaster) is not one of its name servers
  const own = summary.domain?.toLowerCase().replace(/\.$/, '');
  summary.nameServers = [...new Set(hosts)].filter((h) => h !== own);
  return summary;
}

/** Fills the gaps of `primary` from `secondary` (the registry is authoritative; the registrar adds). */
export function mergeSummaries(primary: WhoisSummary, secondary: WhoisSummary): WhoisSummary {
  const merged: WhoisSummary = {
    ...secondary,
    ...Object.fromEntries(Object.entries(primary).filter(([, v]) => v !== undefined)),
    status: primary.status.length ? primary.status : secondary.status,
    nameServers: primary.nameServers.length ? primary.nameServers : secondary.nameServers,
  };
  // a handle belongs to the registrar it came with: the registrar's own answer's handle is kept only
  // for the same registrar
  const sameRegistrar = !primary.registrar || primary.registrar.toLowerCase() === secondary.registrar?.toLowerCase();
  if (!primary.registrarId && !sameRegistrar) delete merged.registrarId;
  return merged;
}

export function hasSummaryData(summary: WhoisSummary): boolean {
  return Boolean(
    summary.registrar || summary.created || summary.expires || summary.updated || summary.status.length || summary.nameServers.length,
  );
}

/** IANA "refer:" / "whois:" lines, and the registrar's server in thin-registry answers. */
export function referralServer(text: string, kind: 'root' | 'registrar', domain?: string): string | null {
  let scope = text;
  if (domain && kind === 'registrar') {
    // legacy Verisign answers list many records; only the one for the asked domain counts
    const escaped = domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const start = text.search(new RegExp(`^\\s*domain name:\\s*${escaped}\\s*$`, 'im'));
    if (start > 0) scope = text.slice(start);
  }
  const pattern =
    kind === 'root'
      ? /^\s*(?:refer|whois):\s*([A-Za-z0-9.-]+)\s*$/im
      : /^\s*(?:registrar whois server|whois server|referralserver):\s*(?:r?whois:\/\/)?([A-Za-z0-9.-]+)(?::\d+)?\/?\s*$/im;
  const host = scope.match(pattern)?.[1]?.toLowerCase().replace(/\.$/, '');
  return host && host.includes('.') ? host : null;
}
