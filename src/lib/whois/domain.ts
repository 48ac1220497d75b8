import '@/lib/zod/browser';
import isFQDN from 'validator/lib/isFQDN';
import { z } from 'zod';
import { withAsciiDots } from '@/lib/domain/dots';

/**
 * The whois domain input rules of the spec (§5 "Whois domain input", §9), shared by the browser
 * form (react-hook-form) and the API route. Browser-safe: no Node APIs here.
 */
export const DOMAIN_MAX_LENGTH = 255;

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
 * (。．｡) are dots (UTS #46) before the FQDN rule looks at the labels; the rest of the IDNA mapping and
 * its refusals (Bidi rule, disallowed code points) run on the server (normalize.ts), with the same code.
 */
export function domainInputError(value: string): WhoisInputCode | null {
  if (value.length === 0) return 'domain-required';
  if (value.length > DOMAIN_MAX_LENGTH) return 'domain-too-long';
  if (!isValidDomainName(withAsciiDots(value))) return 'invalid-domain';
  return null;
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
