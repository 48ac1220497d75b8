import 'server-only';
import { withAsciiDots } from '@/lib/domain/dots';
import { idnaToAscii } from '@/lib/domain/idna';
import { domainInputError, isValidDomainName, type WhoisInputCode } from './domain';

export type NormalizedDomain = { ok: true; ascii: string } | { ok: false; code: WhoisInputCode };

/**
 * Runs the spec's input rules, then converts a Unicode name to its punycode (A-label) form with
 * UTS #46 (tr46: non-transitional, Bidi and ContextJ rules, STD3 ASCII rules; src/lib/domain/idna.ts).
 * The name is not lower-cased first: the IDNA mapping does it (a final capital sigma stays σ). A name
 * the mapping refuses (a disallowed code point, a Bidi-rule failure) is `invalid-domain`, and the
 * A-label form must be a valid FQDN too: validator.js is lax on non-ASCII characters.
 */
export function normalizeDomain(input: string): NormalizedDomain {
  const code = domainInputError(input);
  if (code) return { ok: false, code };
  const ascii = idnaToAscii(withAsciiDots(input));
  if (!ascii || ascii.length > 253 || !isValidDomainName(ascii)) return { ok: false, code: 'invalid-domain' };
  return { ok: true, ascii };
}
