import { z } from 'zod';
import { DISCLOSURE_ARCHIVE_FIELDS, DISCLOSURE_FILE_FIELDS, disclosureSchema } from './disclosure';
import { DOMAIN_OWNER_ARCHIVE_FIELDS, DOMAIN_OWNER_FILE_FIELDS, domainOwnerSchema } from './domain-owner';

export * from './common';
export * from './disclosure';
export * from './domain-owner';
export { checkEmail, emailProblem, isValidEmail, SPECIAL_USE_TLDS, type EmailRefusal } from './email';

/** `ticketType` on the wire. */
export const TICKET_TYPES = ['disclosure-data', 'domain-owner'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const ticketTypeSchema = z.enum(TICKET_TYPES, { error: 'required' });

export interface FormDefinition {
  type: TicketType;
  schema: typeof disclosureSchema | typeof domainOwnerSchema;
  /** Wire prefix of every field of the form. */
  prefix: 'dpd_' | 'do_';
  fileFields: readonly string[];
  /** File fields that take .zip/.rar archives only; all other file fields take PDF/PNG/JPEG. */
  archiveFields: readonly string[];
}

export const FORMS: Record<TicketType, FormDefinition> = {
  'disclosure-data': {
    type: 'disclosure-data',
    schema: disclosureSchema,
    prefix: 'dpd_',
    fileFields: DISCLOSURE_FILE_FIELDS,
    archiveFields: DISCLOSURE_ARCHIVE_FIELDS,
  },
  'domain-owner': {
    type: 'domain-owner',
    schema: domainOwnerSchema,
    prefix: 'do_',
    fileFields: DOMAIN_OWNER_FILE_FIELDS,
    archiveFields: DOMAIN_OWNER_ARCHIVE_FIELDS,
  },
};

/** Every file field of both forms (a multipart file part must name one of these). */
export const ALL_FILE_FIELDS: readonly string[] = [...DISCLOSURE_FILE_FIELDS, ...DOMAIN_OWNER_FILE_FIELDS];
export const ALL_ARCHIVE_FIELDS: readonly string[] = [...DISCLOSURE_ARCHIVE_FIELDS, ...DOMAIN_OWNER_ARCHIVE_FIELDS];
