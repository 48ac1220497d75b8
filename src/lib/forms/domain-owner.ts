import { z } from 'zod';
import {
  LIMITS,
  MESSAGES,
  SUPPORTING_DOC_EXTENSIONS,
  domainNamesField,
  emailField,
  filesField,
  isCalendarDate,
  mustBeTicked,
  requiredText,
  toFileArray,
  type FileLike,
} from './common';

/** Wire names of the fields that carry files, in form order. */
export const DOMAIN_OWNER_FILE_FIELDS = [
  'do_invoiceHostingProviderAttach',
  'do_idCardAttach',
  'do_invoiceAttach',
  'do_nlOwnerAttach',
  'do_indiaAttach',
  'do_supportingDocsAttach',
] as const;
export type DomainOwnerFileField = (typeof DOMAIN_OWNER_FILE_FIELDS)[number];
/** Supporting documents: .zip/.rar only (checked by content on the server). */
export const DOMAIN_OWNER_ARCHIVE_FIELDS: readonly string[] = ['do_supportingDocsAttach'];

/** The .nl proof upload applies only when the domain name contains ".nl". */
export function isNlDomain(domainName: string | undefined): boolean {
  return (domainName ?? '').toLowerCase().includes('.nl');
}

/**
 * The same rule as an HTML `pattern` (anchored, any case), for the form without JavaScript: the
 * domain field matches it exactly when isNlDomain() holds, and the stylesheet hides the .nl proof
 * upload while the field does not match (`:invalid`; the form is `novalidate`, so this never blocks
 * sending). With JavaScript the form itself shows or leaves out the upload.
 */
export const NL_DOMAIN_PATTERN = '.*\\.[Nn][Ll].*';

/**
 * `do_uploads`: "list of the field names that carry files". Accepted as an array, a JSON
 * array string or a comma-separated string; every entry must be one of the file fields.
 */
function toNameList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return text.split(',').map((part) => part.trim()).filter(Boolean);
  }
  return value;
}

/**
 * Domain owner verification.
 * Reading chosen for `do_hostingDate` "must be a date": a date is required — empty gives 'required',
 * anything that is not a real calendar date (YYYY-MM-DD, as the date-parts field sends) gives code
 * `invalid-date` and 'Enter a real date: day, month and year'.
 * Reading chosen for the .nl proof: optional, and accepted only when the domain name contains .nl;
 * sent for another domain it is a field error (`nl-only`) rather than silently dropped.
 */
export const domainOwnerSchema = z
  .object({
    do_name: requiredText(2, MESSAGES.required, LIMITS.maxShortText),
    do_email: emailField(),
    do_domainName: domainNamesField(5),
    do_hostingProvider: requiredText(1, MESSAGES.required, LIMITS.maxShortText),
    do_invoiceHostingProviderAttach: filesField(),
    do_iAmOwner: mustBeTicked(MESSAGES.mustBeOwner, 'must-be-owner'),
    do_hostingDate: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, { error: MESSAGES.required, abort: true })
      .refine(isCalendarDate, { error: MESSAGES.invalidDate, params: { code: 'invalid-date' } }),
    do_question: requiredText(30),
    do_idCardAttach: filesField({ required: true }),
    do_invoiceAttach: filesField(),
    do_nlOwnerAttach: filesField(),
    do_indiaAttach: filesField(),
    // "a single-file ZIP, at most 10 MB"; .zip and .rar accepted.
    do_supportingDocsAttach: filesField({ extensions: SUPPORTING_DOC_EXTENSIONS, maxCount: 1 }),
    do_uploads: z.preprocess(toNameList, z.array(z.enum(DOMAIN_OWNER_FILE_FIELDS), { error: MESSAGES.required })).optional(),
  })
  .superRefine((values, context) => {
    if (!isNlDomain(values.do_domainName) && (toFileArray(values.do_nlOwnerAttach) as unknown[]).length > 0) {
      context.addIssue({ code: 'custom', path: ['do_nlOwnerAttach'], message: MESSAGES.nlOnly, params: { code: 'nl-only' } });
    }
  });

export type DomainOwnerFormInput = z.input<typeof domainOwnerSchema>;
export type DomainOwnerFormValues = z.output<typeof domainOwnerSchema>;
export const DOMAIN_OWNER_FIELD_ORDER = Object.keys(domainOwnerSchema.shape) as (keyof DomainOwnerFormValues)[];

export interface DomainOwnerRequest<F extends FileLike = FileLike> {
  name: string;
  email: string;
  domainName: string;
  hostingProvider: string;
  hostingProviderInvoices: F[];
  isOwner: boolean;
  hostingDate: string;
  question: string;
  idCards: F[];
  invoices: F[];
  nlOwnershipProof: F[];
  indiaDocuments: F[];
  supportingDocuments: F[];
}

export function toDomainOwnerRequest<F extends FileLike>(values: DomainOwnerFormValues): DomainOwnerRequest<F> {
  return {
    name: values.do_name,
    email: values.do_email,
    domainName: values.do_domainName,
    hostingProvider: values.do_hostingProvider,
    hostingProviderInvoices: values.do_invoiceHostingProviderAttach as F[],
    isOwner: values.do_iAmOwner,
    hostingDate: values.do_hostingDate,
    question: values.do_question,
    idCards: values.do_idCardAttach as F[],
    invoices: values.do_invoiceAttach as F[],
    nlOwnershipProof: values.do_nlOwnerAttach as F[],
    indiaDocuments: values.do_indiaAttach as F[],
    supportingDocuments: values.do_supportingDocsAttach as F[],
  };
}
