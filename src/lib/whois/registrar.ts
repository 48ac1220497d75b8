/**
 * The registrar of a port-43 answer: its name, and its handle (`registrarId`) beside it. Browser-safe.
 *
 * Registries give the registrar in three shapes, read here in general (not per registry):
 * - a keyed line with the name (`Registrar: Example Registrar Inc.`, `Sponsoring Registrar: ...`);
 * - a handle on the domain's line (`Registrar: FAJN-0002`, `registrar: REG-EXAMPLE`, `mnt-by` style
 *   `registrar: ua.example`) and, in the same answer, the registrar's own object or section that
 *   carries that handle with the name (`Registrar: FAJN-0002` / `Name: ...` / `Organization: ...`,
 *   SK-NIC; `registrar: ua.example` / `organization: ...`, .ua; a FRED `registrar:` object with
 *   `org:`): the handle is resolved through that object;
 * - a registrar section (`REGISTRAR:`, `[Registrar]`, `Registrar:` with nothing after the colon)
 *   whose name is the first line below the header (DNS.pl, SWITCH) or a keyed line under another
 *   name (`Organization`, `Organization Name`, `Name`, `org`, `Company`).
 * A name is always preferred to a handle; a handle is shown only when the answer names no registrar.
 */
import type { WhoisRecord } from './records';

export interface RegistrarReading {
  registrar?: string;
  /** The registry's handle for the registrar ("FAJN-0002", "REG-EXAMPLE", "ua.example"), when given. */
  registrarId?: string;
}

/** Values that carry nothing: "-", "n/a", "not available", "none", "REDACTED FOR PRIVACY" ... */
export function meaningful(value: string): boolean {
  return /[\p{L}\p{N}]/u.test(value) && !/^(?:n\/?a|none|null|nil|not (?:available|applicable|disclosed|defined|set)|unknown|-+|redacted(?: for privacy)?|data protected|hidden|not shown)\.?$/i.test(value.trim());
}

/** A registrar handle rather than a name: "MARKMONITOR-REG", "R45-ME", "RU-CENTER-RU", "1316". */
export function looksLikeHandle(value: string): boolean {
  const v = value.trim();
  return !/\s/.test(v) && /^[A-Z0-9][A-Z0-9_.-]*$/.test(v) && /[-_\d]/.test(v);
}

/** A handle in any case, as a parenthesised note or a lone token ("R22-LRCC", "380", "abcdomain"). */
const HANDLE_TOKEN = /^[\p{L}\d][\p{L}\d_.-]{0,40}$/u;

interface CleanName {
  name: string;
  /** A handle given with the name on the same line ("Name (R22-LRCC)", "handle (Name)"). */
  id?: string;
}

/**
 * The registrar named by one value, without a trailing URL ("Acme (http://acme.example)",
 * "Acme ( https://nic.at/registrar/434 )", "Whois Corp.(http://whois.co.kr)"), a "[Tag = X]" note, and
 * with a handle given beside the name split off ("MarkMonitor, Inc. (R22-LRCC)", "Tuonome IT (380)",
 * "abcdomain (ABCDomain LLC)"). Undefined for values that name nobody (an e-mail, a URL, a phone).
 */
export function cleanRegistrar(value: string): CleanName | undefined {
  // Nominet's "[Tag = EXAMPLE]" is the registrar's tag, its handle there
  const tag = value.match(/\s*\[Tag = ([^\]\s]+)\s*\]\s*$/i);
  let v = value
    .replace(/\s*\[Tag = [^\]]*\]\s*$/i, '')
    .replace(/\s*\(\s*(?:https?:\/\/|www\.)[^()\s]*\s*\)\s*$/i, '')
    .replace(/\s+(?:https?:\/\/|www\.)\S+$/i, '')
    .trim();
  let id: string | undefined = tag?.[1];
  // "Name (HANDLE)": a handle has a digit or a separator, or is written in capitals
  const trailing = v.match(/^(.*?\S)\s*\(\s*([^()\s]+)\s*\)$/u);
  if (
    trailing?.[1] &&
    trailing[2] &&
    /\s/.test(trailing[1]) &&
    HANDLE_TOKEN.test(trailing[2]) &&
    /[\d_-]/.test(trailing[2]) &&
    // "(example.com)" is the registrar's web site, not its handle
    !/\.\p{L}{2,}$/u.test(trailing[2])
  ) {
    v = trailing[1].trim();
    id = trailing[2];
  } else {
    // "handle (Name Of The Registrar)": a single token, then the name in brackets
    const leading = v.match(/^([^()\s]+)\s+\((.*\s.*)\)$/u);
    if (leading?.[1] && leading[2] && HANDLE_TOKEN.test(leading[1]) && /\p{L}{2}/u.test(leading[2])) {
      id = leading[1];
      v = leading[2].trim();
    }
  }
  if (!meaningful(v) || /^(?:https?:\/\/|www\.)/i.test(v) || /@/.test(v) || /^\+?[\d\s().-]+$/.test(v)) return undefined;
  return id ? { name: v, id } : { name: v };
}

/** Sections that describe the registrar itself (not "Registrar Technical Contacts", not an abuse contact). */
const REGISTRAR_SECTION = /^(?:sponsoring )?registrar(?: (?:information|info|details|data|object))?$/;
/** Keys that open a registrar's own object (RPSL style: SK-NIC, .ua, FRED, AFNIC). */
const OBJECT_OPENERS = new Set(['registrar', 'registrar handle', 'registrar id', 'sponsoring registrar']);
/** Keys of a registrar object or section that hold its handle. */
const ID_KEYS = new Set(['registrar', 'handle', 'id', 'nic handle', 'nic hdl', 'code', 'number', 'registrar handle', 'registrar id', 'registrar code', 'registrar number']);
/** Keys of a registrar object or section that hold its name, strongest first. */
const NAME_KEYS = [
  'organization', 'organisation', 'organization name', 'organisation name', 'org', 'org name', 'company', 'company name',
  'registrar name', 'registrar organization', 'registrar organisation', 'legal name', 'trading name', 'name', 'registrar',
];
/** Keys elsewhere in an answer that give the registrar's handle ("Registrar Handle: REG466-NORID"). */
export const REGISTRAR_ID_KEYS = new Set([
  'registrar handle', 'registrar id', 'registrar nic handle', 'registrar nic hdl', 'registrar code', 'sponsoring registrar id',
  'registrar identifier',
]);
const DOMAIN_KEYS = new Set(['domain', 'domain name', 'domainname', 'dn', 'nombre de dominio', 'dominio', 'nom de domaine', 'domeinnaam']);

/** One registrar object or section of the answer: its handle and its name, as far as given. */
export interface RegistrarObject {
  id?: string;
  name?: string;
}

/** A handle is one token (a name such as "GRANSY s.r.o." on a registrar line is not one). */
function isHandleValue(value: string): boolean {
  return HANDLE_TOKEN.test(value.trim()) && meaningful(value);
}

function nameOf(records: WhoisRecord[], opener?: WhoisRecord): string | undefined {
  for (const key of NAME_KEYS) {
    for (const r of records) {
      if (r === opener || r.plain || r.key !== key) continue;
      const clean = cleanRegistrar(r.value);
      if (clean && !looksLikeHandle(clean.name)) return clean.name;
    }
  }
  // "REGISTRAR:" / "Gandi SAS" / "address lines": the first plain line under the header
  for (const r of records) {
    if (!r.plain) continue;
    const clean = cleanRegistrar(r.value);
    if (clean && !looksLikeHandle(clean.name)) return clean.name;
    break;
  }
  return undefined;
}

/** The registrar objects and sections of an answer, in answer order. */
export function registrarObjects(records: WhoisRecord[]): RegistrarObject[] {
  const out: RegistrarObject[] = [];
  // sections: "Registrar:" / "[Registrar]" / "REGISTRAR:" and the lines under it (section-qualified
  // copies of its keyed lines, "registrar name", are the same lines and are left out)
  let i = 0;
  while (i < records.length) {
    const section = records[i]!.section;
    if (!REGISTRAR_SECTION.test(section)) {
      i++;
      continue;
    }
    const lines: WhoisRecord[] = [];
    while (i < records.length && records[i]!.section === section) {
      const r = records[i]!;
      const own = r.key.startsWith(`${section} `) && lines.length > 0 && lines[lines.length - 1]!.value === r.value;
      if (!own) lines.push(r);
      i++;
    }
    const idRecord = lines.find((r) => !r.plain && ID_KEYS.has(r.key) && isHandleValue(r.value));
    const object: RegistrarObject = {};
    if (idRecord) object.id = idRecord.value.trim();
    const name = nameOf(lines);
    if (name) object.name = name;
    if (object.id || object.name) out.push(object);
  }
  // objects: a blank-line separated block opened by "registrar: HANDLE" that is not the domain's own
  const blocks = new Map<number, WhoisRecord[]>();
  for (const r of records) {
    if (r.section !== '') continue;
    const list = blocks.get(r.block);
    if (list) list.push(r);
    else blocks.set(r.block, [r]);
  }
  for (const lines of blocks.values()) {
    const keyed = lines.filter((r) => !r.plain);
    const opener = keyed[0];
    if (!opener || !OBJECT_OPENERS.has(opener.key) || !isHandleValue(opener.value) || keyed.some((r) => DOMAIN_KEYS.has(r.key) && /\./.test(r.value) && !/\s/.test(r.value))) continue;
    const name = nameOf(keyed, opener);
    const object: RegistrarObject = { id: opener.value.trim() };
    if (name) object.name = name;
    out.push(object);
  }
  return out;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The registrar from the answer's registrar values (strongest key first, as the summary ranks them),
 * its handle keys and its registrar objects: a name wins over a handle; a handle that a registrar
 * object of the answer carries is resolved to that object's name; with no registrar line at all, a
 * registrar section's name is read; a handle alone is shown when nothing names the registrar.
 */
export function readRegistrar(values: string[], idValues: string[], objects: RegistrarObject[]): RegistrarReading {
  const cleaned = values.map(cleanRegistrar).filter((c): c is CleanName => c !== undefined);
  // an id line holds a handle ("Registrar ID: H292913"), sometimes with the name ("R-2024 (Acme S.L.)")
  const idReads = idValues.map(cleanRegistrar).filter((c): c is CleanName => c !== undefined);
  const ids = idReads.map((c) => c.id ?? c.name).filter(isHandleValue);
  const idNames = idReads.filter((c): c is CleanName & { id: string } => c.id !== undefined);
  const named = objects.filter((o): o is RegistrarObject & { name: string } => o.name !== undefined);
  // the object a handle stands for: one that carries the handle and a name other than it
  const objectFor = (handle: string) => named.find((o) => o.id !== undefined && same(o.id, handle) && !same(o.name, handle));

  const withId = (name: string, id?: string): RegistrarReading => {
    const handle =
      id ??
      cleaned.find((c) => looksLikeHandle(c.name) && !same(c.name, name))?.name ??
      named.find((o) => same(o.name, name) && o.id)?.id ??
      ids.find((v) => !same(v, name));
    return handle && !same(handle, name) ? { registrar: name, registrarId: handle } : { registrar: name };
  };

  // 1. a name given on a registrar line (not a handle, not the handle of a registrar object)
  const name = cleaned.find((c) => !looksLikeHandle(c.name) && !objectFor(c.name));
  if (name) return withId(name.name, name.id);
  // 2. a handle resolved through the registrar object of the same answer
  for (const handle of [...cleaned.map((c) => c.name), ...ids]) {
    const object = objectFor(handle);
    if (object) return { registrar: object.name, registrarId: handle };
  }
  // 2b. handles only, and the answer's one registrar section names the registrar without its handle
  const lone = named.length === 1 && named[0]!.id === undefined ? named[0] : undefined;
  const firstHandle = cleaned[0]?.name ?? ids[0];
  if (lone && firstHandle) return { registrar: lone.name, registrarId: firstHandle };
  // 3. no registrar line: the registrar section's or object's own name, or the name beside an id
  const first = named[0];
  if (!cleaned.length && first) return withId(first.name, first.id);
  const idName = idNames[0];
  if (!cleaned.length && idName) return { registrar: idName.name, registrarId: idName.id };
  // 4. only a handle
  const handle = cleaned[0]?.name ?? ids[0];
  return handle ? { registrar: handle, registrarId: handle } : {};
}
