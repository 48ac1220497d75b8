import { z } from 'zod';
import { DISCLOSURE_ARCHIVE_FIELDS, DISCLOSURE_FILE_FIELDS, disclosureSchema } from './disclosure';
import { DOMAIN_OWNER_ARCHIVE_FIELDS, DOMAIN_OWNER_FILE_FIELDS, domainOwnerSchema } from './domain-owner';
import { ABUSE_ARCHIVE_FIELDS, ABUSE_FILE_FIELDS, abuseSchema } from './abuse';

export * from './common';
export * from './disclosure';
export * from './domain-owner';
export * from './abuse';
export { checkEmail, emailProblem, isValidEmail, SPECIAL_USE_TLDS, type EmailRefusal } from './email';

/** `ticketType` on the wire: the spec's two forms and the DNS abuse report. */
export const TICKET_TYPES = ['disclosure-data', 'domain-owner', 'abuse'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const ticketTypeSchema = z.enum(TICKET_TYPES, { error: 'required' });

export interface FormDefinition {
  type: TicketType;
  schema: typeof disclosureSchema | typeof domainOwnerSchema | typeof abuseSchema;
  /** Wire prefix of every field of the form. */
  prefix: 'dpd_' | 'do_' | 'ab_';
  /** Prefix of the reference shown to the visitor (DPD-20261121-7K3M9Q2X). */
  referencePrefix: 'DPD' | 'DO' | 'ABU';
  /** The fields that name the requester and the domain concerned (subject, replay check). */
  nameField: string;
  emailField: string;
  domainField: string;
  fileFields: readonly string[];
  /** File fields that take .zip/.rar archives only; all other file fields take PDF/PNG/JPEG. */
  archiveFields: readonly string[];
  /** Textareas: the only fields whose value may span lines. */
  multiLineFields: readonly string[];
}

export const FORMS: Record<TicketType, FormDefinition> = {
  'disclosure-data': {
    type: 'disclosure-data',
    schema: disclosureSchema,
    prefix: 'dpd_',
    referencePrefix: 'DPD',
    nameField: 'dpd_name',
    emailField: 'dpd_email',
    domainField: 'dpd_domainName',
    fileFields: DISCLOSURE_FILE_FIELDS,
    archiveFields: DISCLOSURE_ARCHIVE_FIELDS,
    multiLineFields: ['dpd_requestedData', 'dpd_legalBasis', 'dpd_briefDesc', 'dpd_refrenceToLaw', 'dpd_relevantDocs'],
  },
  'domain-owner': {
    type: 'domain-owner',
    schema: domainOwnerSchema,
    prefix: 'do_',
    referencePrefix: 'DO',
    nameField: 'do_name',
    emailField: 'do_email',
    domainField: 'do_domainName',
    fileFields: DOMAIN_OWNER_FILE_FIELDS,
    archiveFields: DOMAIN_OWNER_ARCHIVE_FIELDS,
    multiLineFields: ['do_question'],
  },
  abuse: {
    type: 'abuse',
    schema: abuseSchema,
    prefix: 'ab_',
    referencePrefix: 'ABU',
    nameField: 'ab_name',
    emailField: 'ab_email',
    domainField: 'ab_target',
    fileFields: ABUSE_FILE_FIELDS,
    archiveFields: ABUSE_ARCHIVE_FIELDS,
    multiLineFields: ['ab_description'],
  },
};

/** Every file field of both forms (a multipart file part must name one of these). */
export const ALL_FILE_FIELDS: readonly string[] = [...DISCLOSURE_FILE_FIELDS, ...DOMAIN_OWNER_FILE_FIELDS, ...ABUSE_FILE_FIELDS];
export const ALL_ARCHIVE_FIELDS: readonly string[] = [...DISCLOSURE_ARCHIVE_FIELDS, ...DOMAIN_OWNER_ARCHIVE_FIELDS, ...ABUSE_ARCHIVE_FIELDS];
