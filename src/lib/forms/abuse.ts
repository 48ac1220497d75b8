import { z } from 'zod';
import { LIMITS, MESSAGES, domainOrUrlField, emailField, filesField, hostOfTarget, optionalText, requiredText, type FileLike } from './common';

/**
 * The DNS abuse report (the contact hub's "Report DNS Abuse" page): a ticket of type `abuse`, with
 * the same guarantees as the other two forms (the same endpoint, validation on both sides,
 * idempotency, typed uploads, the result page without JavaScript). Categories are the DNS abuse of
 * the ICANN Registrar Accreditation Agreement (malware, botnets, phishing, pharming, and spam that
 * delivers them) plus `other`, so a report never has to pick a wrong one.
 */
export const ABUSE_CATEGORIES = ['phishing', 'malware', 'botnet', 'pharming', 'spam', 'other'] as const;
export type AbuseCategory = (typeof ABUSE_CATEGORIES)[number];

export const ABUSE_FILE_FIELDS = ['ab_evidenceAttach'] as const;
export const ABUSE_ARCHIVE_FIELDS: readonly string[] = [];

/** In form order: what is reported first, then who reports it (the name is optional). */
export const abuseSchema = z.object({
  ab_target: domainOrUrlField(),
  ab_category: z.enum(ABUSE_CATEGORIES, { error: MESSAGES.required }),
  ab_description: requiredText(20),
  // Screenshots, message headers saved as PDF, reports: PDF, PNG or JPEG (checked by content on the server).
  ab_evidenceAttach: filesField(),
  ab_email: emailField(),
  ab_name: optionalText(LIMITS.maxShortText),
});

export type AbuseFormInput = z.input<typeof abuseSchema>;
export type AbuseFormValues = z.output<typeof abuseSchema>;
export const ABUSE_FIELD_ORDER = Object.keys(abuseSchema.shape) as (keyof AbuseFormValues)[];

export interface AbuseReport<F extends FileLike = FileLike> {
  name: string;
  email: string;
  /** As reported: a domain name or a web address. */
  target: string;
  /** The domain name the report is about (the host of a web address). */
  domainName: string;
  category: AbuseCategory;
  description: string;
  evidence: F[];
}

export function toAbuseReport<F extends FileLike>(values: AbuseFormValues): AbuseReport<F> {
  return {
    name: values.ab_name,
    email: values.ab_email,
    target: values.ab_target,
    domainName: hostOfTarget(values.ab_target).toLowerCase(),
    category: values.ab_category,
    description: values.ab_description,
    evidence: values.ab_evidenceAttach as F[],
  };
}
