import { toASCII, toUnicode, type Tr46Options } from 'tr46';

/**
 * IDNA for the domain inputs (whois, domain search): UTS #46 processing by tr46, the implementation
 * the WHATWG URL standard is written against. Browser-safe, but its tables are large (~60 KB gzip):
 * server code imports it directly, browser islands load it on demand (only for non-ASCII input).
 *
 * Options (one reading of "IDNA", tested): non-transitional processing (IDNA2008: ß and ς stay
 * themselves, as in browsers), the Bidi rule and the ContextJ rules checked, STD3 ASCII rules (only
 * letters, digits and hyphens), DNS lengths verified. Hyphens in the 3rd and 4th positions are left to
 * the existing FQDN rule. The mapping itself lowercases, so a name is never lowercased before it: a
 * final capital sigma maps to σ, not to the ς that String.toLowerCase would make of it.
 */
const OPTIONS: Tr46Options = {
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: true,
  transitionalProcessing: false,
  verifyDNSLength: true,
};

/** The A-label form, or null when the name fails UTS #46 (disallowed code point, Bidi rule, joiners, lengths). */
export function idnaToAscii(name: string): string | null {
  return toASCII(name, OPTIONS) ?? null;
}

/** The mapped Unicode form ("Bücher.DE" -> "bücher.de", "例え。jp" -> "例え.jp"), or null on an error. */
export function idnaToUnicode(name: string): string | null {
  const { verifyDNSLength: _unused, ...options } = OPTIONS;
  const result = toUnicode(name, options);
  return result.error || idnaToAscii(name) === null ? null : result.domain;
}
