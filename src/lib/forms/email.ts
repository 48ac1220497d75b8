import { idnaName } from '@/lib/domain/idna-check';

/**
 * The one e-mail rule of every form and API that takes an address: the support forms (dpd_email,
 * do_email), the security scan report (save-email), the newsletter and the lead form. Pure and
 * browser-safe, so the same zod schemas run it in the browser and on the server.
 *
 * An address is accepted as SMTP carries it (RFC 5321 "Mailbox", with RFC 6531/6532 UTF-8): no display
 * name, no angle brackets, no comments or folding white space, no control characters anywhere.
 * - Local part: a dot-atom (RFC 5322 atext: letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~,
 *   plus non-ASCII characters) or a quoted string whose characters are printable ASCII, space or
 *   non-ASCII, and whose quoted pairs are a backslash and a printable ASCII character or space; at
 *   most 64 octets (UTF-8). Refused as a spoofing vector on forms that file legal requests: a
 *   combining mark at the start of the local part or of one of its dot-separated parts (it has nothing
 *   to combine with), format characters (zero-width spaces and joiners, bidi embeddings, overrides and
 *   isolates, the byte order mark, the soft hyphen), non-ASCII white space and line separators, private
 *   use and surrogate code points, noncharacters and U+FFFD, and non-ASCII characters that stand in
 *   for ASCII ones (fullwidth letters, "＠", ligatures: their compatibility form is ASCII). An empty
 *   quoted string is refused too.
 * - Domain: a host name, checked by the one IDNA check of the site's domain inputs
 *   (src/lib/domain/idna-check.ts): only letters, digits and hyphens in an ASCII label (no ";", "`",
 *   "_", ...), labels of at most 63 octets and a name of at most 253 once converted to A-labels, valid
 *   A-labels ("xn--0" is not one), UTS #46 with the Bidi, ContextJ and ContextO rules for Unicode
 *   names. The domain must be written as mail servers will see it: a name the IDNA mapping would
 *   change other than by case (fullwidth letters, ideographic full stops, "⒈") is refused.
 * - Whole address: at most 254 octets with the domain in A-label form (RFC 5321 path limit).
 *
 * Policy (allowed by the standards, refused here, said in the field's error text): the domain must be
 * a public domain name under a real top-level domain, so refused are
 * - address literals ("jo@[192.0.2.1]", "jo@[IPv6:2001:db8::1]") and single-label domains
 *   ("jo@localhost", "jo@com"): no public mailbox is reached that way;
 * - a top-level domain that is not two or more letters ("jo@192.0.2.1", "jo@example.123", "jo@x.c",
 *   "jo@x.com©"): every TLD is letters (an IDN TLD in its Unicode form);
 * - special-use top-level domains that are never delegated in the public DNS, so that no mailbox can
 *   live under them: .arpa (infrastructure, home.arpa), .invalid, .local (mDNS), .localhost, .onion
 *   (Tor), .test, .example (RFC 2606/6761/6762/7686/8375), .alt (RFC 9476) and .internal (reserved by
 *   ICANN for private use). The second-level example.com, example.net and example.org are accepted:
 *   they are delegated (IANA runs them), RFC 6761 asks software not to treat them specially, and the
 *   site's documentation and tests use them.
 */
export type EmailRefusal =
  /** not local@domain in the RFC 5321 grammar (display names, spaces, a bad quoted string ...) */
  | 'syntax'
  /** a quoted local part with a backslash followed by something other than printable ASCII or space */
  | 'quoted-pair'
  /** local part over 64 octets, or the address over 254 */
  | 'too-long'
  /** combining mark first, format, white space, private-use, surrogate or noncharacter code points */
  | 'unsafe-character'
  /** the domain is no host name: characters a host name cannot carry, hyphens, label lengths, IDNA */
  | 'invalid-domain'
  /** policy: address literal, single label, numeric or one-letter TLD, special-use TLD */
  | 'not-public-domain';

export type EmailCheck = { ok: true; local: string; domain: string; asciiDomain: string } | { ok: false; reason: EmailRefusal };

/** Top-level domains no mailbox can live under (see the module comment). */
export const SPECIAL_USE_TLDS: ReadonlySet<string> = new Set(['arpa', 'invalid', 'local', 'localhost', 'onion', 'test', 'example', 'alt', 'internal']);

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** A control character anywhere in the field as sent (checked before surrounding white space is trimmed). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

const ATEXT = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\u{10FFFF}]+$/u;
/**
 * Code points refused in a local part: format (Cf: ZWSP, ZWNJ, ZWJ, LRM/RLM, bidi embeddings,
 * overrides and isolates, BOM, soft hyphen), non-ASCII white space and separators, private use,
 * surrogates, noncharacters, U+FFFD.
 */
const UNSAFE = /[\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\uFDD0-\uFDEF\uFFFD\uFFFE\uFFFF]|[\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{10FFFE}\u{10FFFF}]/u;
const STARTS_WITH_MARK = /^\p{M}/u;

/**
 * The code points above, and non-ASCII characters that stand in for ASCII ones (their compatibility
 * form is ASCII: fullwidth "ｊｏ", "＠", ligatures, superscripts), which make an address look like another.
 */
function unsafe(text: string): boolean {
  if (UNSAFE.test(text)) return true;
  for (const c of text) {
    if (c.charCodeAt(0) > 0x7f && /^[\x00-\x7f]+$/.test(c.normalize('NFKC'))) return true;
  }
  return false;
}

const octets = (text: string) => new TextEncoder().encode(text).length;

/** The local part: dot-atom or quoted string (RFC 5321 / 6531), with the safety rules above. */
function localPartRefusal(local: string): EmailRefusal | null {
  if (local.startsWith('"')) {
    if (local.length < 3 || !local.endsWith('"')) return 'syntax';
    const inner = local.slice(1, -1);
    for (let i = 0; i < inner.length; i++) {
      const c = inner[i]!;
      if (c === '\\') {
        const next = inner[i + 1];
        // quoted-pairSMTP = "\" %d32-126
        if (next === undefined || !/^[\x20-\x7e]$/.test(next)) return 'quoted-pair';
        i++;
      } else if (c === '"') return 'syntax';
    }
    const text = inner.replace(/\\(.)/g, '$1');
    if (unsafe(text) || STARTS_WITH_MARK.test(text)) return 'unsafe-character';
  } else {
    const atoms = local.split('.');
    if (atoms.some((atom) => !ATEXT.test(atom))) return 'syntax';
    if (unsafe(local) || atoms.some((atom) => STARTS_WITH_MARK.test(atom))) return 'unsafe-character';
  }
  return octets(local) > 64 ? 'too-long' : null;
}

/** Splits at the "@" that ends the local part (a quoted local part may hold "@"). */
function splitAddress(value: string): [string, string] | null {
  let end: number;
  if (value.startsWith('"')) {
    let i = 1;
    while (i < value.length && value[i] !== '"') i += value[i] === '\\' ? 2 : 1;
    end = i + 1;
  } else {
    end = value.indexOf('@');
  }
  if (end <= 0 || value[end] !== '@') return null;
  return [value.slice(0, end), value.slice(end + 1)];
}

/** The domain part: a host name under a public TLD, by the IDNA check (see the module comment). */
function domainRefusal(domain: string): { reason: EmailRefusal } | { ascii: string } {
  if (domain === '') return { reason: 'syntax' };
  if (domain.startsWith('[')) return { reason: domain.endsWith(']') ? 'not-public-domain' : 'syntax' };
  const name = idnaName(domain);
  if (!name) return { reason: 'invalid-domain' };
  // written as mail servers see it: the IDNA mapping may only change the case of a label (a label is
  // typed as its A-label or as its Unicode form)
  const typed = domain.split('.');
  const labels = name.ascii.split('.');
  const unicode = name.unicode.split('.');
  const asTyped = typed.length === labels.length && typed.every((label, i) => label.toLowerCase() === labels[i] || label.normalize('NFC').toLowerCase() === unicode[i]);
  if (!asTyped) return { reason: 'invalid-domain' };
  const tld = labels[labels.length - 1]!;
  // a top-level domain is letters: ASCII, or an IDN TLD whose Unicode form is letters (and marks)
  const tldLetters = /^[a-z]{2,63}$/.test(tld) || (/^xn--[a-z0-9-]{1,59}$/.test(tld) && /^\p{L}[\p{L}\p{M}]+$/u.test(unicode[unicode.length - 1]!));
  if (labels.length < 2 || !tldLetters || SPECIAL_USE_TLDS.has(tld)) return { reason: 'not-public-domain' };
  return { ascii: name.ascii };
}

/** The e-mail rule, with the reason of a refusal. Throws IdnaTablesNotLoaded for an IDN domain before the tables are loaded. */
export function checkEmail(value: string): EmailCheck {
  // control characters (C0 incl. TAB/CR/LF/BEL, DEL, C1) are refused anywhere, quoted or not: CR/LF in
  // an address can inject headers
  if (CONTROL_CHARACTER.test(value)) return { ok: false, reason: 'unsafe-character' };
  if (/[\uD800-\uDFFF]/.test(value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''))) return { ok: false, reason: 'unsafe-character' };
  const parts = splitAddress(value);
  if (!parts) return { ok: false, reason: 'syntax' };
  const [local, domain] = parts;
  const localRefusal = localPartRefusal(local);
  if (localRefusal) return { ok: false, reason: localRefusal };
  const checked = domainRefusal(domain);
  if ('reason' in checked) return { ok: false, reason: checked.reason };
  if (octets(local) + 1 + checked.ascii.length > 254) return { ok: false, reason: 'too-long' };
  return { ok: true, local, domain, asciiDomain: checked.ascii };
}

export function isValidEmail(value: string): boolean {
  return checkEmail(value).ok;
}

/**
 * What a form says about an address: null when valid, 'not-public-domain' when only the policy refuses
 * it (the field's text says which addresses are taken), else 'invalid'.
 */
export function emailProblem(value: string): 'invalid' | 'not-public-domain' | null {
  const result = checkEmail(value);
  if (result.ok) return null;
  return result.reason === 'not-public-domain' ? 'not-public-domain' : 'invalid';
}
