/**
 * Reading a whois text answer: key/value records in the many registry layouts, the summary
 * (registrar, created, expires, updated, status, name servers), not-found answers and referrals.
 * Browser-safe (pure functions).
 */
export interface WhoisSummary {
  domain?: string;
  registrar?: string;
  /** ISO 8601, reduced precision when the registry gives less (e.g. "1996-08"). */
  created?: string;
  expires?: string;
  updated?: string;
  status: string[];
  nameServers: string[];
}

interface WhoisRecord {
  key: string;
  value: string;
}

const COMMENT = /^\s*(%|#|>>>|--|\[ )/;
/** "a. [Domain Name]   value" and "[State]   value" (JPRS). */
const BRACKET_KEY = /^\s*(?:[a-z]\.\s*)?\[([^\]]+)\]\s*(.*)$/;
/**
 * "Key: value", "Key : value", "Key.......: value", "** Key:", "key:\tvalue". The key has no dots
 * inside (so host names with addresses are not keys) and the colon must be followed by white space
 * or the end of the line (so URLs and IPv6 addresses are not split).
 */
const KEY_VALUE = /^\s*(?:\*\*\s*)?([A-Za-z][\w /()'&-]*?)[\s.]*:(?:[ \t]+(.*))?$/;

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Key/value records in answer order. Block headers ("Registrar:" then indented lines) repeat their key. */
export function whoisRecords(text: string): WhoisRecord[] {
  const records: WhoisRecord[] = [];
  let block: string | null = null;
  let blockHasValues = false;
  let last: WhoisRecord | null = null;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/\s+$/, '');
    if (line.trim() === '') {
      // a blank line right under a block header ("Name Servers Information:" + blank, HKIRC) keeps it open
      if (!block || blockHasValues) block = null;
      last = null;
      continue;
    }
    if (COMMENT.test(line)) continue;
    const bracket = line.match(BRACKET_KEY);
    if (bracket?.[1]) {
      last = { key: normalizeKey(bracket[1]), value: (bracket[2] ?? '').trim() };
      records.push(last);
      block = null;
      continue;
    }
    const pair = line.match(KEY_VALUE);
    if (pair?.[1]) {
      const key = normalizeKey(pair[1]);
      const value = (pair[2] ?? '').trim();
      if (value === '') {
        block = key;
        blockHasValues = false;
        last = null;
        continue;
      }
      last = { key, value };
      records.push(last);
      if (block) {
        records.push({ key: `${block} ${key}`, value });
        blockHasValues = true;
      }
      continue;
    }
    const value = line.trim();
    if (block) {
      records.push({ key: block, value });
      blockHasValues = true;
    } else if (last && /^\s/.test(line)) {
      // an indented continuation of the previous value (e.g. KazNIC's status list)
      records.push({ key: last.key, value });
    }
  }
  return records;
}

const FIELD_KEYS = {
  domain: ['domain name', 'domain', 'domainname', 'domain information'],
  registrar: ['registrar', 'registrar name', 'sponsoring registrar', 'current registrar', 'current registar', 'registrar organization'],
  created: [
    'creation date', 'created', 'created on', 'created date', 'registered', 'registered on', 'registered date',
    'registration date', 'registration time', 'domain created', 'domain registration date', 'domain name commencement date',
    'record created', 'domain record activated',
  ],
  expires: [
    'registry expiry date', 'registrar registration expiration date', 'expiration date', 'expiry date', 'expires',
    'expires on', 'expire', 'expire date', 'paid-till', 'expiration time', 'renewal date', 'valid until',
    'domain expiration date',
  ],
  updated: [
    'updated date', 'last updated', 'last updated on', 'changed', 'last modified', 'last update', 'modified', 'updated',
    'last-update', 'domain last updated date',
  ],
  status: ['domain status', 'status', 'state', 'registration status', 'domain state'],
  nameServers: [
    'name server', 'name servers', 'nameserver', 'nameservers', 'nserver', 'domain nameservers', 'domain servers',
    'domain servers in listed order', 'name servers information', 'primary server', 'secondary server', 'host name', 'dns',
  ],
} as const;

const MONTHS: Record<string, string> = {
  jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12',
};

function twoDigits(value: string): string {
  return value.padStart(2, '0');
}

/**
 * Registry dates in ISO 8601, keeping the local time and offset as written (no time-zone conversion,
 * so the calendar date is the registry's own). Unrecognised texts are returned unchanged.
 */
export function normalizeWhoisDate(raw: string): string {
  const text = raw.trim().replace(/\.$/, '');
  let m = text.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2}|\(GMT[+-]\d+:\d{2}\)|\(UTC\))?)?/i);
  if (m) {
    const [, y, mo, d, h, mi, s, zone] = m;
    if (!h) return `${y}-${mo}-${d}`;
    let offset = '';
    if (zone) {
      if (/^z$|utc/i.test(zone)) offset = 'Z';
      else if (/^\(GMT/i.test(zone)) {
        const g = zone.match(/GMT([+-])(\d+):(\d{2})/);
        offset = g ? (g[2] === '0' && g[3] === '00' ? 'Z' : `${g[1]}${twoDigits(g[2] ?? '0')}:${g[3]}`) : '';
      } else offset = zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
    }
    return `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${offset}`;
  }
  // 2019/09/27, 2024/10/01 01:00:44 (JST)
  m = text.match(/^(\d{4})\/(\d{2})\/(\d{2})(?:\s+(\d{2}):(\d{2}):(\d{2})\s*(\(JST\))?)?$/);
  if (m) {
    const [, y, mo, d, h, mi, s, jst] = m;
    return h ? `${y}-${mo}-${d}T${h}:${mi}:${s}${jst ? '+09:00' : ''}` : `${y}-${mo}-${d}`;
  }
  // 20200518, 19990518 #162310 (Registro.br)
  m = text.match(/^(\d{4})(\d{2})(\d{2})(?:\s|$)/);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  // 13-sep-2003, 05-Dec-2020, 29-APR-05
  m = text.match(/^(\d{1,2})[- ]([A-Za-z]{3})[- ](\d{4}|\d{2})$/);
  if (m?.[2] && MONTHS[m[2].toLowerCase()]) {
    const year = m[3]!.length === 2 ? (Number(m[3]) > 50 ? `19${m[3]}` : `20${m[3]}`) : m[3];
    return `${year}-${MONTHS[m[2].toLowerCase()]}-${twoDigits(m[1]!)}`;
  }
  // 2001-Aug-23
  m = text.match(/^(\d{4})-([A-Za-z]{3})-(\d{1,2})$/);
  if (m?.[2] && MONTHS[m[2].toLowerCase()]) return `${m[1]}-${MONTHS[m[2].toLowerCase()]}-${twoDigits(m[3]!)}`;
  // 14-07-1998 (day first, as HKIRC and most ccTLDs write it)
  m = text.match(/^(\d{2})[-.](\d{2})[-.](\d{4})$/);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  // "before Aug-1996" (Nominet): only the month is known
  m = text.match(/^(?:before\s+)?([A-Za-z]{3})-(\d{4})$/i);
  if (m?.[1] && MONTHS[m[1].toLowerCase()]) return `${m[2]}-${MONTHS[m[1].toLowerCase()]}`;
  return text;
}

/** "clientTransferProhibited https://icann.org/epp#..." and "ok - explanation" keep only the code. */
function normalizeStatus(value: string): string {
  const code = value.match(/^([A-Za-z]+)\s+(?:https?:\/\/\S+|-\s.*|\(.*\))$/);
  return code?.[1] ?? value;
}

function hostOf(value: string): string | null {
  const first = value.trim().split(/[\s,]+/)[0]?.toLowerCase().replace(/\.$/, '') ?? '';
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(first) ? first : null;
}

/**
 * Where several records sit in one answer (Verisign's legacy "Server Name" lists), parsing starts at
 * the record whose domain name is the one asked for; values are then taken first-come.
 */
export function parseSummary(text: string, domain?: string): WhoisSummary {
  let records = whoisRecords(text);
  if (domain) {
    const wanted = domain.toLowerCase();
    const start = records.findIndex(
      (r) => (FIELD_KEYS.domain as readonly string[]).includes(r.key) && r.value.toLowerCase() === wanted,
    );
    if (start > 0) records = records.slice(start);
  }
  // values without a letter or digit ("-", "n/a" placeholders aside) carry nothing
  const meaningful = (r: WhoisRecord) => /[\p{L}\p{N}]/u.test(r.value);
  const first = (keys: readonly string[]) => records.find((r) => keys.includes(r.key) && meaningful(r))?.value;
  const all = (keys: readonly string[]) => records.filter((r) => keys.includes(r.key) && meaningful(r)).map((r) => r.value);

  const summary: WhoisSummary = { status: [], nameServers: [] };
  const domainName = first(FIELD_KEYS.domain);
  if (domainName) summary.domain = domainName;
  const registrar = first(FIELD_KEYS.registrar);
  if (registrar) summary.registrar = registrar;
  for (const field of ['created', 'expires', 'updated'] as const) {
    const value = first(FIELD_KEYS[field]);
    if (value) summary[field] = normalizeWhoisDate(value);
  }
  summary.status = [...new Set(all(FIELD_KEYS.status).map(normalizeStatus))];
  const hosts = all(FIELD_KEYS.nameServers).map(hostOf).filter((h): h is string => h !== null);
  summary.nameServers = [...new Set(hosts)];
  return summary;
}

/** Fills the gaps of `primary` from `secondary` (the registry is authoritative; the registrar adds). */
export function mergeSummaries(primary: WhoisSummary, secondary: WhoisSummary): WhoisSummary {
  return {
    ...secondary,
    ...Object.fromEntries(Object.entries(primary).filter(([, v]) => v !== undefined)),
    status: primary.status.length ? primary.status : secondary.status,
    nameServers: primary.nameServers.length ? primary.nameServers : secondary.nameServers,
  };
}

export function hasSummaryData(summary: WhoisSummary): boolean {
  return Boolean(
    summary.registrar || summary.created || summary.expires || summary.updated || summary.status.length || summary.nameServers.length,
  );
}

/** Registry wordings of "no such domain" (Verisign, Identity Digital, DENIC, SIDN, Nominet, JPRS, and others). */
const NOT_FOUND = [
  /^\s*no match for\b/im,
  /^\s*no match!!/im,
  /^\s*domain not found\.?\s*$/im,
  /^\s*not found\.?\s*$/im,
  /^\s*status:\s*free\s*$/im,
  /^\s*\S+ is free\s*$/im,
  /^\s*no entries found\b/im,
  /^\s*no data found\b/im,
  /^\s*no object found\b/im,
  /^\s*the queried object does not exist/im,
  /^\s*%?\s*no matching record/im,
  /^\s*this domain name has not been registered/im,
  /^\s*domain (?:status|name)?:?\s*(?:no object found|available|not registered)\s*$/im,
  /^\s*%+\s*no entries found/im,
];

export function isNotFoundAnswer(text: string): boolean {
  return NOT_FOUND.some((pattern) => pattern.test(text));
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
