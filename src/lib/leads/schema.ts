import '@/lib/zod/browser';
import { z } from 'zod';
import { emailProblem } from '@/lib/forms/email';

/**
 * The first-party forms that stand in for the marketing-form portal (issue 12.7): the embedded lead
 * form and the newsletter sign-up. One zod schema each, used by react-hook-form in the browser and
 * by the API routes, so both sides apply the same rules. Error messages are codes; the forms show
 * them in the page's language (messages/<lang>/newsletter.json).
 * The spec shows no field validation for these forms ("Lead form and newsletter form: no field
 * validation shown"): the rules below are ours.
 */
export const LEAD_LIMITS = { name: 100, email: 254, company: 150, phone: 40, message: 2000, id: 100, path: 300 } as const;

const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'too-long');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too-long')
    .optional()
    .transform((value) => value ?? '');

/**
 * The one e-mail rule of every form (src/lib/forms/email.ts). 'email-not-public': an address the
 * standards allow but no public mailbox has (single-label host, IP address, special-use domain such
 * as .local or .test); its text says which addresses are taken. The browser form loads the IDNA
 * tables first for an IDN domain (withIdnaTables).
 */
const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(LEAD_LIMITS.email, 'too-long')
  .superRefine((value, context) => {
    const problem = emailProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem === 'not-public-domain' ? 'email-not-public' : 'invalid-email' });
  });

/** A checkbox: true, or 'on' / 'true' / '1' from a plain form post. */
const checked = z.preprocess((value) => value === true || value === 'on' || value === 'true' || value === '1', z.boolean());
const consent = checked.refine((value) => value, 'consent-required');

const locale = z.enum(['en', 'es', 'nl', 'hi']).catch('en');

/** Where the form sat: the block's ids and the page, for the operator. */
const context = {
  formId: optionalText(LEAD_LIMITS.id),
  portalId: optionalText(LEAD_LIMITS.id),
  pagePath: optionalText(LEAD_LIMITS.path),
  locale,
  /** Honeypot: a field people do not see; anything in it marks a bot. */
  website: optionalText(200),
};

export const leadFormSchema = z.object({
  name: requiredText(LEAD_LIMITS.name),
  email,
  company: optionalText(LEAD_LIMITS.company),
  phone: optionalText(LEAD_LIMITS.phone).refine((value) => value === '' || /^\+?[\d\s().-]{6,}$/.test(value), 'invalid-phone'),
  message: optionalText(LEAD_LIMITS.message),
  consent,
  newsletter: checked.optional().transform((value) => value ?? false),
  ...context,
});
export type LeadFormInput = z.input<typeof leadFormSchema>;
export type LeadFormValues = z.output<typeof leadFormSchema>;

export const newsletterFormSchema = z.object({
  email,
  consent,
  ...context,
});
export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>;

/** Field -> error code, first issue per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}
