/**
 * The one IDNA validity check of the site's domain inputs: the domain search box, the whois input and
 * the domain part of every e-mail address (src/lib/forms/email.ts). Browser-safe and light: the IDNA
 * tables (src/lib/domain/idna.ts, tr46, ~60 KB gzip) are used only for names that need them, and a
 * browser loads them on demand (`loadIdnaFor`, a dynamic import) before it validates such a name.
 *
 * A name needs the tables when it is not ASCII, or when one of its labels is an A-label (`xn--…`):
 * an A-label is decoded and validated exactly like the Unicode name it stands for (UTS #46:
 * invalid Punycode, disallowed or unassigned code points, the Bidi rule, ContextJ and ContextO, hyphen
 * rules, DNS lengths). Any other ASCII name is checked here by the same rules UTS #46 applies to it
 * (STD3 ASCII: letters, digits, hyphens; no hyphen at either end of a label nor in its 3rd and 4th
 * positions; labels of 1-63 octets, at most 253 in all, no empty label, so no trailing dot) — tested
 * to give the tables' verdict on ASCII names (idna.test.ts).
 */

/** The two calls of the IDNA tables (src/lib/domain/idna.ts). */
export interface Idna {
  /** The A-label form, or null when UTS #46 (and ContextO) refuse the name. */
  idnaToAscii: (name: string) => string | null;
  /** The mapped Unicode form, or null when refused. */
  idnaToUnicode: (name: string) => string | null;
}

let tables: Idna | null = null;

/** Called by src/lib/domain/idna.ts when it is loaded (server modules import it; browsers load it on demand). */
export function provideIdna(idna: Idna): void {
  tables = idna;
}

export function idnaTablesLoaded(): boolean {
  return tables !== null;
}

/** A name that needs the IDNA tables was checked before they were loaded: a programming error, not bad input. */
export class IdnaTablesNotLoaded extends Error {
  constructor() {
    super('The IDNA tables are not loaded: call loadIdnaFor() (browser) or import @/lib/domain/idna (server) first');
    this.name = 'IdnaTablesNotLoaded';
  }
}

const A_LABEL = /(?:^|[.\u3002\uFF0E\uFF61])xn--/i;

/** Whether checking `name` needs the IDNA tables: non-ASCII text, or an A-label. */
export function needsIdna(name: string): boolean {
  return /[^\x00-\x7f]/.test(name) || A_LABEL.test(name);
}

/** The host-name part of a field value: what follows the last "@" of an address, else the whole value. */
function hostPart(value: string): string {
  const at = value.lastIndexOf('@');
  return at >= 0 ? value.slice(at + 1) : value;
}

/** Loads the IDNA tables (once) when one of the values (domain names or e-mail addresses) needs them. */
export async function loadIdnaFor(values: readonly unknown[]): Promise<void> {
  if (tables) return;
  if (values.some((value) => typeof value === 'string' && needsIdna(hostPart(value.trim())))) await import('./idna');
}

export interface IdnaName {
  /** The A-label form, lower case ("xn--bcher-kva.de"). */
  ascii: string;
  /** The mapped Unicode form ("bücher.de"); equal to `ascii` for an ASCII name without A-labels. */
  unicode: string;
}

const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** An ASCII name without A-labels, by the rules UTS #46 applies to it (see the module comment). */
function asciiName(name: string): IdnaName | null {
  const lower = name.toLowerCase();
  if (lower.length === 0 || lower.length > 253) return null;
  for (const label of lower.split('.')) {
    if (!LDH_LABEL.test(label) || label.slice(2, 4) === '--') return null;
  }
  return { ascii: lower, unicode: lower };
}

/**
 * The IDNA validity check: the name's A-label and Unicode forms, or null when UTS #46 (non-transitional,
 * STD3 ASCII rules, CheckHyphens, CheckBidi, CheckJoiners, VerifyDnsLength) or ContextO refuse it.
 * Throws IdnaTablesNotLoaded for a name that needs the tables before they are loaded.
 */
export function idnaName(name: string): IdnaName | null {
  if (!needsIdna(name)) return asciiName(name);
  if (!tables) throw new IdnaTablesNotLoaded();
  const ascii = tables.idnaToAscii(name);
  if (!ascii) return null;
  const unicode = tables.idnaToUnicode(ascii);
  return unicode ? { ascii, unicode } : null;
}

/**
 * A form resolver (react-hook-form, any validator) that first loads the IDNA tables when one of the
 * picked values (domain names, e-mail addresses) needs them, so that the browser runs the same
 * synchronous schema as the server without shipping the tables to every visitor.
 */
export function withIdnaTables<V, R extends unknown[], T>(
  resolver: (values: V, ...rest: R) => T | Promise<T>,
  pick: (values: V) => readonly unknown[],
): (values: V, ...rest: R) => Promise<T> {
  return async (values, ...rest) => {
    await loadIdnaFor(pick(values));
    return resolver(values, ...rest);
  };
}
