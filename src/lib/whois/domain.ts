import '@/lib/zod/browser';
import isFQDN from 'validator/lib/isFQDN';
import { z } from 'zod';
import { withAsciiDots } from '@/lib/domain/dots';
import { idnaName, needsIdna } from '@/lib/domain/idna-check';
import { DOMAIN_INPUT_MAX_LENGTH } from '@/lib/domain/limits';

/**
 * The whois domain input rules of the spec, shared by the browser
 * form (react-hook-form) and the API route. Browser-safe: no Node APIs here.
 *
 * Spec: support-and-tools.md §5 "Whois domain input", §9.
 */
export const WHOIS_INPUT_CODES = ['domain-required', 'domain-too-long', 'invalid-domain'] as const;
export type WhoisInputCode = (typeof WHOIS_INPUT_CODES)[number];

/**
 * "Not a valid fully qualified domain name": validator.js isFQDN with its default options, which are
 * exactly the spec's rule (TLD required, no underscores, no trailing dot, no numeric TLD, no wildcard).
 */
export function isValidDomainName(value: string): boolean {
  return isFQDN(value, {
    require_tld: true,
    allow_underscores: false,
    allow_trailing_dot: false,
    allow_numeric_tld: false,
    allow_wildcard: false,
  });
}

/**
 * The first failing rule, in the spec's order, or null when the input passes. Ideographic full stops
 * (。．｡) are dots (UTS #46). An ASCII name must pass the FQDN rule (validator.js, the spec's rule) as
 * typed. A name that needs IDNA (not ASCII, or an `xn--` A-label) goes through the one IDNA validity
 * check of the site's domain inputs (src/lib/domain/idna-check.ts, shared with the domain search box:
 * an A-label is decoded and validated like the Unicode name it stands for; Bidi rule, ContextJ,
 * ContextO, disallowed and unassigned code points, hyphen rules refused), and the FQDN rule is applied
 * to its A-label form, the name looked up. Reading chosen: the rule is applied to the A-label, not to
 * the Unicode text, so that an A-label and the Unicode name it stands for always get the same verdict
 * (validator.js is lax on some non-ASCII characters and strict on others: it refuses a one-letter
 * Unicode TLD such as "ß" whose A-label "xn--zca" it accepts). The browser loads the IDNA tables before
 * it checks a name that needs them (loadIdnaFor); the server has them loaded (normalize.ts).
 */
export function domainInputError(value: string): WhoisInputCode | null {
  if (value.length === 0) return 'domain-required';
  if (value.length > DOMAIN_INPUT_MAX_LENGTH) return 'domain-too-long';
  return asciiDomainName(value) ? null : 'invalid-domain';
}

/** The A-label form of the input (the name looked up), or null when a domain rule refuses it. */
export function asciiDomainName(value: string): string | null {
  const dotted = withAsciiDots(value);
  if (!needsIdna(dotted)) return isValidDomainName(dotted) ? (idnaName(dotted)?.ascii ?? null) : null;
  const ascii = idnaName(dotted)?.ascii;
  return ascii && isValidDomainName(ascii) ? ascii : null;
}

/**
 * `POST /api/whois {domainName}`. Surrounding white space is trimmed before the rules run
 * (a pasted " example.com" is what the visitor meant); everything else is checked as typed.
 * Exactly one code is reported per failure.
 */
export const whoisRequestSchema = z.object({
  domainName: z
    .string({ error: 'domain-required' })
    .trim()
    .superRefine((value, ctx) => {
      const code = domainInputError(value);
      if (code) ctx.addIssue({ code: 'custom', message: code });
    }),
});

export type WhoisRequest = z.infer<typeof whoisRequestSchema>;
