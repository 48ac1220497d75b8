import 'server-only';
import { domainToASCII } from 'node:url';
import { domainInputError, isValidDomainName, type WhoisInputCode } from './domain';

export type NormalizedDomain = { ok: true; ascii: string } | { ok: false; code: WhoisInputCode };

/**
 * Runs the spec's input rules, then converts a Unicode name to its punycode (A-label) form with
 * WHATWG "domain to ASCII" (node:url). The ASCII form is checked again with the same FQDN rule:
 * validator.js is lax on non-ASCII characters, so a name is only accepted when its A-label form is
 * a valid FQDN too (the stricter `valid_after_toascii` reading of the conformance data).
 */
export function normalizeDomain(input: string): NormalizedDomain {
  const code = domainInputError(input);
  if (code) return { ok: false, code };
  const ascii = domainToASCII(input.toLowerCase());
  if (!ascii || ascii.length > 253 || !isValidDomainName(ascii)) return { ok: false, code: 'invalid-domain' };
  return { ok: true, ascii };
}
