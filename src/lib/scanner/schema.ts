import '@/lib/zod/browser';
import { z } from 'zod';
import isFQDN from 'validator/lib/isFQDN';
import { withAsciiDots } from '@/lib/domain/dots';
import { hasControlCharacter, isValidEmail as followsEmailRule } from '@/lib/forms/email';
import { CONNECTION_CHECKS, DOMAIN_CHECKS, EMAIL_CHECKS, OPTION_CHECKS, type CheckName } from './scoring';

const ALL_CHECKS: readonly CheckName[] = [...DOMAIN_CHECKS, ...CONNECTION_CHECKS, ...OPTION_CHECKS, ...EMAIL_CHECKS];

/**
 * Scan inputs, shared by the browser form and the API routes.
 * Host: at least 5 characters and a fully qualified domain name, else 'Invalid host name'.
 * Email: at least 7 characters and a valid address by the one e-mail rule of every form
 * (src/lib/forms/email.ts: RFC 5321/5322 grammar plus IDNA for the domain; addresses at a single-label
 * host, an IP address or a special-use domain such as .local or .test are refused), else the spec's
 * text 'Invalid email address' for every refusal (the spec words it; the report needs a public mailbox).
 *
 * Spec: support-and-tools.md §5, §7.
 */
export const INVALID_HOST = 'Invalid host name';
export const INVALID_EMAIL = 'Invalid email address';

/** FQDN rule: a TLD is required; no underscores, no trailing dot, no numeric TLD, no wildcard. */
export function isValidHost(value: string): boolean {
  return (
    value.length >= 5 &&
    value.length <= 253 &&
    isFQDN(value, {
      require_tld: true,
      allow_underscores: false,
      allow_trailing_dot: false,
      allow_numeric_tld: false,
      allow_wildcard: false,
    })
  );
}

export function isValidEmail(value: string): boolean {
  return value.length >= 7 && followsEmailRule(value);
}

/** The form's host rule (browser and server): ideographic full stops read as dots (UTS #46), then the FQDN rule. */
export const hostSchema = z
  .string({ error: INVALID_HOST })
  .trim()
  .toLowerCase()
  .transform(withAsciiDots)
  .refine(isValidHost, { message: INVALID_HOST });

export const emailSchema = z
  .string({ error: INVALID_EMAIL })
  .refine((value) => !hasControlCharacter(value), { message: INVALID_EMAIL, abort: true })
  .trim()
  .refine(isValidEmail, { message: INVALID_EMAIL });

export const scanQuerySchema = z.object({ query: hostSchema });

/** check-email-security accepts an optional DKIM selector (a DNS label sequence, e.g. "s1" or "k1._x"). */
export const emailCheckQuerySchema = z.object({
  query: hostSchema,
  selector: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-_]{0,62})(?:\.[a-z0-9](?:[a-z0-9-_]{0,62}))*$/, 'Invalid DKIM selector')
    .max(200)
    .optional(),
});

const score = z.number().min(0).max(100);

/** Each check's verdict as the visitor saw it: true passed, false failed, null not checked. */
export const checkVerdictsSchema = z
  .object(Object.fromEntries(ALL_CHECKS.map((name) => [name, z.boolean().nullable()])) as Record<CheckName, z.ZodNullable<z.ZodBoolean>>)
  .strict();

/**
 * save-email: {emailAddress, domainName, overallScore, domSecScore, connSecScore,
 * secOptionsScore, emailSecScore, hasSSL, hasDmarc}. Beyond the spec's payload, two optional fields
 * make the report mail possible: `checks` (each check's verdict, so the mail lists every check with
 * its advice; the scores must then be the ones these verdicts give) and `locale` (the page's
 * language, for the mail and the links in it).
 */
export const saveEmailSchema = z.object({
  emailAddress: emailSchema,
  domainName: hostSchema,
  overallScore: score,
  domSecScore: score,
  connSecScore: score,
  secOptionsScore: score,
  emailSecScore: score,
  hasSSL: z.boolean(),
  hasDmarc: z.boolean(),
  checks: checkVerdictsSchema.optional(),
  locale: z.enum(['en', 'es', 'nl', 'hi']).optional(),
});

export type SaveEmailInput = z.infer<typeof saveEmailSchema>;
