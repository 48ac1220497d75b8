/**
 * Reading a whois text answer into key/value records, whatever the registry's layout. Browser-safe.
 *
 * Layouts met in the corpus (conformance/whois-registries) and handled here, in general:
 * - `Key: value`, `Key:value` (no space: legacy Afilias / CentralNic / PIR), `Key : value`,
 *   dotted leaders (`Key.......: value`), `key_with_underscores: value`, `[Key]  value` (JPRS),
 *   `Key<TAB>value` without a colon, YAML (`key: "value"`, `- item`, `key: !Tag`);
 * - sections: a header (`Registrar:` with no value, a bare `Registrar` / `Nameservers` line, `[Tech-C]`)
 *   followed by indented lines, or by lines at the same depth up to a blank line (bare headers);
 *   a blank line right under a header keeps it open (HKIRC, Traficom);
 * - continuation lines (an indented value under a `Key: value` line repeats that key);
 * - RPSL-style objects separated by blank lines (the domain object, then person / role objects).
 * Each record knows its section and whether it belongs to a contact (registrant, admin, tech,
 * billing, holder ...), so that contact dates, states and statuses never leak into the domain's.
 */
export interface WhoisRecord {
  /** Lower case, separators as single spaces, a trailing index dropped: "ns_name_01" -> "ns name". */
  key: string;
  value: string;
  /** Normalised header of the enclosing section, "" at top level. */
  section: string;
  /** The record describes a contact (registrant, admin, tech, billing ...), not the domain. */
  contact: boolean;
  /** The key itself names a contact ("Registrant State", "admin-c"), not only its section or object. */
  contactKey: boolean;
  /** Blank-line separated block number (RPSL objects). */
  block: number;
  /** The line had no key (a plain value in a section, or a continuation). */
  plain: boolean;
}

const COMMENT = /^\s*(?:%|#|>>>|--|\[ |\*{3,}|;)/;
/** "a. [Domain Name]   value" and "[State]   value" (JPRS), "[Tech-C]" (DENIC section). */
const BRACKET_KEY = /^\s*(?:[a-z]\.\s*)?\[([^\]]{1,60})\]\s*(.*)$/;
/**
 * "Key: value", "Key:value", "Key.......: value", "** Key:". The colon must not start "://" (URLs) or
 * "::" (IPv6); the key is checked by validKey.
 */
const KEY_VALUE = /^(\s*)(?:\*\*\s*)?(\p{L}[^:]{0,58}?)[ \t.]*:(?!\/\/|:)[ \t]*(.*)$/u;
/**
 * Keys start with a letter and hold letters, digits glued to words ("ns1_hostname", "address2"),
 * spaces and a few separators; a number standing on its own may only end the key ("Name Server 2"),
 * so "Tue Feb 10 09:42:42" is not a key.
 */
function validKey(key: string): boolean {
  return (
    /^\p{L}[\p{L}\p{M}\d _\-\/()'&.,]*$/u.test(key) &&
    !/(?:^|[\s_-])\d+[\s_.-]+\S/.test(key) &&
    // a host name is not a key ("ns1.example.uk   2610:00a1::1")
    !/[\p{L}\d]\.[\p{L}\d]/u.test(key) &&
    key.split(/\s+/).length <= 8
  );
}
const NUMBERED = /^(\s*)\d{1,2}[a-z]?\.\s+(?=\p{L})/u;
/**
 * "Key<TAB>value" with no colon (a short word key, then tabs), and "Valid-date    2014-07-29" (SK-NIC:
 * one hyphenated or underscored word, then two or more spaces).
 */
const TAB_KEY_VALUE = /^(\s*)([\p{L}][\p{L} _\-\/()']{1,40}?)\t+\s*(\S.*)$|^(\s*)(\p{L}+(?:[-_]\p{L}+)+)\s{2,}(\S.*)$/u;

const CONTACT_WORDS =
  /\b(?:registrant|owner|holder|admin|administrative|administrativo|technical|tech|billing|zone|contacts?|person|role|organi[sz]ation using|titular|responsible|responsable|abuse|reseller|trustee|proxy|registrante|titulaire|inhaber|houder|kontakt|c)\b/;
const CONTACT_KEY_PREFIX =
  /^(?:registrant|owner|holder|admin|administrative|tech|technical|billing|zone c|tech c|admin c|billing c|owner c|contact|registry registrant|registry admin|registry tech|registry billing|titular|trustee|reseller|abuse)\b/;
/** Keys that only contact objects have (RPSL person / role / contact objects, DENIC sections). */
const CONTACT_OBJECT_KEYS = new Set([
  'person', 'role', 'nic hdl', 'contact', 'e mail', 'email', 'phone', 'fax', 'fax no', 'address', 'street', 'city',
  'postal code', 'postalcode', 'zip', 'zipcode', 'country', 'countrycode', 'country code', 'org', 'org name', 'organisation',
  'organization', 'type', 'name', 'mnt by', 'source', 'handle', 'id',
]);
const DOMAIN_KEYS = new Set(['domain', 'domain name', 'domainname', 'domain name ascii', 'name', 'dn', 'nombre de dominio', 'dominio', 'nom de domaine', 'domeinnaam']);
/**
 * Keys that open an RPSL-style object ("person:" is not one: RIPN and BY registries name the
 * registrant so inside the domain object). Most registries separate objects by blank lines; some (NIC.ar,
 * FRED registries such as NIC.cr) run the domain, contact and name-server-set objects together, so a
 * contact opener after the domain's lines, or a host opener after a contact's, starts a new object.
 */
const CONTACT_OPENERS = new Set(['contact', 'nic hdl', 'nic hdl br']);
const HOST_OPENERS = new Set(['nsset', 'keyset', 'nserver']);

export function normalizeKey(key: string): string {
  let lower = key.toLowerCase();
  // "Fecha de creación" = "fecha de creacion": keys are compared without accents
  if (/[^\x00-\x7f]/.test(lower)) lower = lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return lower
    .replace(/[_\-/.,()'&\s]+/g, ' ')
    .replace(/(\p{L})\d{1,2}\b/gu, '$1')
    .replace(/\s*\d{1,2}$/, '')
    .trim();
}

/**
 * "Record expires on 2021-11-09 00:00:00 (UTC+8)", "Record last updated on Mon Apr 19 21:47:14 2010"
 * (TWNIC, KG): a label and a date with no colon between them.
 */
const LABEL_ON_DATE =
  /^([\p{L}][\p{L} ]{2,40}?)\s+(on|at|since|until)\s+((?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d).*)$/iu;

function indentOf(line: string): number {
  let width = 0;
  for (const ch of line) {
    if (ch === ' ') width++;
    else if (ch === '\t') width += 4;
    else break;
  }
  return width;
}

/** A line that can open a section: short, starts with a letter, no sentence end, no address or host. */
function looksLikeHeader(text: string): boolean {
  return (
    text.length <= 48 &&
    /^[\p{L}]/u.test(text) &&
    !/[.!?;,]$/.test(text) &&
    !/[@=:]|\d{3,}/.test(text) &&
    !/^[\w-]+(\.[\w-]+)+$/.test(text) &&
    text.split(/\s+/).length <= 6
  );
}

/** No value, or a YAML tag opening a mapping ("registrar: !Registrar"). */
function isEmptyValue(value: string | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || /^!\w+$/.test(v) || /^[|>][+-]?$/.test(v);
}

/** Headers that open a section even when their lines are not indented ("Registrar:" / "name: X"). */
const SECTION_TITLES =
  /^(?:domain|domain information|registrar|sponsoring registrar|registrant|holder|owner|(?:administrative|admin|technical|tech|billing|zone) contacts?|contact|name ?servers?|nservers?|dns|dnssec|relevant dates|dates)$/;

function isContactSection(section: string): boolean {
  return section !== '' && CONTACT_WORDS.test(section) && !/^(?:registrar|sponsoring registrar)$/.test(section);
}

interface Section {
  name: string;
  indent: number;
  /** bare header (no colon): lines at the same depth belong to it until a blank line */
  flat: boolean;
  /** something was read under the header (a blank line right under it does not close it) */
  used: boolean;
}

/** Key/value records in answer order (see the module comment). */
export function whoisRecords(text: string): WhoisRecord[] {
  const records: WhoisRecord[] = [];
  let section: Section | null = null;
  let block = 0;
  /** what the current object is, as far as its opening keys tell */
  let object: 'none' | 'domain' | 'contact' | 'hosts' = 'none';
  let last: WhoisRecord | null = null;
  let lastIndent = 0;
  const push = (key: string, value: string, plain: boolean) => {
    const sectionName = section?.name ?? '';
    const contactKey = !plain && CONTACT_KEY_PREFIX.test(key);
    const record: WhoisRecord = {
      key,
      value,
      section: sectionName,
      contact: isContactSection(sectionName) || contactKey,
      contactKey,
      block,
      plain,
    };
    records.push(record);
    if (section) section.used = true;
    return record;
  };

  for (const rawLine of text.split(/\r?\n|\r/)) {
    const line = rawLine.replace(/\s+$/, '');
    if (line.trim() === '') {
      // a blank line right under a header keeps it open ("Nameservers" + blank + hosts)
      if (section?.used) section = null;
      block++;
      object = 'none';
      last = null;
      continue;
    }
    if (COMMENT.test(line)) continue;
    const indent = indentOf(line);
    const body = line.trim();
    const bracket = line.match(BRACKET_KEY);
    // "1a.        Domain Name : x" (numbered forms, ZA gov): the number is not part of the key
    const unnumbered = line.replace(NUMBERED, '$1');
    let pair = bracket ? null : unnumbered.match(KEY_VALUE);
    if (pair && !validKey(pair[2]!.trim())) pair = null;
    if (!pair && !bracket) {
      const tabbed = unnumbered.match(TAB_KEY_VALUE);
      // the second form's groups are 4-6; give them the first form's places
      if (tabbed) pair = tabbed[2] ? tabbed : (Object.assign([tabbed[0], tabbed[4], tabbed[5], tabbed[6]], { index: 0 }) as RegExpMatchArray);
    }
    const isHeaderPair = Boolean(pair?.[2]) && isEmptyValue(pair?.[3]);

    // leave the section when the line is not under it
    if (section) {
      let under = indent > section.indent || (indent >= section.indent && body.startsWith('- '));
      if (!under && indent === section.indent) {
        // the first plain line under a header is its content even when it could be a header itself
        // ("Registrar:" / "Gandi SAS", SWITCH; "REGISTRAR:" / "Key-Systems GmbH", DNS.pl; "[Registrar]" / name)
        if (section.flat) under = !(pair ? isHeaderPair : (looksLikeHeader(body) && section.used) || bracket);
        // "Name Servers:" directly followed by plain lines at its own depth: those lines are its content;
        // key/value lines only under a known section title ("Registrar:" / "name: X", .ee), since ICANN
        // answers leave many keys empty ("Reseller:" then "Domain Status: ok")
        else if (!section.used && !bracket && (pair ? !isHeaderPair && SECTION_TITLES.test(section.name) : true)) {
          section.flat = true;
          under = true;
        }
      }
      if (!under) section = null;
    }

    if (bracket?.[1]) {
      const key = normalizeKey(bracket[1]);
      const value = (bracket[2] ?? '').trim();
      if (value === '') {
        section = { name: key, indent, flat: true, used: false };
        last = null;
      } else last = push(key, value, false);
      lastIndent = indent;
      continue;
    }

    if (pair?.[2]) {
      const key = normalizeKey(pair[2]);
      if (key === '') continue;
      if (isHeaderPair) {
        // a nested header inside a contact section stays a contact ("Registrant:" / "  Address:")
        const name = section && isContactSection(section.name) ? `${section.name} ${key}` : key;
        section = { name, indent, flat: false, used: false };
        last = null;
        lastIndent = indent;
        continue;
      }
      const value = (pair[3] ?? '').trim().replace(/^"(.*)"$/, '$1');
      if (!section && indent === 0) {
        if (CONTACT_OPENERS.has(key) && !/[@/]/.test(value)) {
          if (object === 'domain' || object === 'hosts') block++;
          object = 'contact';
        } else if (HOST_OPENERS.has(key) && object === 'contact') {
          block++;
          object = 'hosts';
        } else if (object === 'none' && DOMAIN_KEYS.has(key) && /\./.test(value)) object = 'domain';
      }
      last = push(key, value, false);
      if (section && !last.contact && section.name !== key) {
        // "Registrar:" / "  Name: X" is also read as "registrar name" (a section-qualified key)
        records.push({ ...last, key: `${section.name} ${key}` });
      }
      lastIndent = indent;
      continue;
    }

    const labelled = body.match(LABEL_ON_DATE);
    if (labelled && /(?:creat|expir|updat|modif|regist|chang|renew|valid)/i.test(labelled[1]!)) {
      last = push(normalizeKey(`${labelled[1]} ${labelled[2]}`), labelled[3]!, false);
      lastIndent = indent;
      continue;
    }
    const value = body.replace(/^-\s+/, '');
    if (section) {
      push(section.name, value, true);
    } else if (last && indent > lastIndent) {
      // an indented continuation of the previous value (KazNIC's status list)
      records.push({ ...last, value, plain: true });
    } else if (looksLikeHeader(body)) {
      section = { name: normalizeKey(body), indent, flat: true, used: false };
      last = null;
    } else {
      last = null;
      records.push({ key: '', value: body, section: '', contact: false, contactKey: false, block, plain: true });
    }
  }
  markContactBlocks(records);
  return records;
}

/**
 * RPSL-style answers put each contact in its own blank-line separated object ("person:", "nic-hdl:",
 * "e-mail:" ...). A block without a domain key whose keys are mostly contact keys is a contact.
 */
function markContactBlocks(records: WhoisRecord[]): void {
  let start = 0;
  while (start < records.length) {
    const block = records[start]!.block;
    let end = start;
    while (end < records.length && records[end]!.block === block) end++;
    const keyed = records.slice(start, end).filter((r) => !r.plain && r.section === '');
    if (keyed.length >= 2) {
      const hasDomain = keyed.some((r) => DOMAIN_KEYS.has(r.key) && /\./.test(r.value));
      const contactish = keyed.filter((r) => CONTACT_OBJECT_KEYS.has(r.key)).length;
      const opensAsContact = ['person', 'role', 'contact', 'nic hdl', 'handle'].includes(keyed[0]!.key);
      if (!hasDomain && (opensAsContact || contactish * 2 > keyed.length)) {
        for (let i = start; i < end; i++) records[i]!.contact = true;
      }
    }
    start = end;
  }
}
