import 'server-only';
// the IDNA tables, registered with the shared check (src/lib/domain/idna-check.ts)
import '@/lib/domain/idna';
import { asciiDomainName, domainInputError, type WhoisInputCode } from './domain';

export type NormalizedDomain = { ok: true; ascii: string } | { ok: false; code: WhoisInputCode };

/**
 * Runs the spec's input rules and the IDNA validity check (the same function as the browser form,
 * src/lib/whois/domain.ts), then gives the name's punycode (A-label) form: UTS #46, non-transitional,
 * Bidi, ContextJ and ContextO rules, STD3 ASCII and hyphen rules (src/lib/domain/idna.ts). The name
 * is not lower-cased first: the IDNA mapping does it (a final capital sigma stays σ). A name the check
 * refuses is `invalid-domain`.
 */
export function normalizeDomain(input: string): NormalizedDomain {
  const code = domainInputError(input);
  const ascii = code ? null : asciiDomainName(input);
  return ascii ? { ok: true, ascii } : { ok: false, code: code ?? 'invalid-domain' };
}
