import { z } from 'zod';
import {
  LIMITS,
  MESSAGES,
  SUPPORTING_DOC_EXTENSIONS,
  emailField,
  filesField,
  mustBeTicked,
  optionalText,
  domainNamesField,
  requiredText,
  type FileLike,
} from './common';

/**
 * Data disclosure request.
 * Keys are the wire names (multipart field names and react-hook-form names), spelled as the spec
 * spells them — including `dpd_refrenceToLaw`. Code reads the clean names of `toDisclosureRequest`.
 */
export const disclosureSchema = z.object({
  dpd_orgName: optionalText(LIMITS.maxShortText),
  dpd_name: requiredText(2, MESSAGES.validInfo, LIMITS.maxShortText),
  dpd_email: emailField(),
  dpd_statementAttach: filesField({ required: true }),
  dpd_domainName: domainNamesField(5),
  dpd_requestedData: requiredText(10),
  dpd_legalBasis: requiredText(10),
  dpd_briefDesc: requiredText(10),
  dpd_refrenceToLaw: requiredText(10),
  dpd_relevantDocs: optionalText(),
  dpd_supportingDocsAttach: filesField({ extensions: SUPPORTING_DOC_EXTENSIONS }),
  dpd_declare1: mustBeTicked(MESSAGES.declareAll, 'must-declare'),
  dpd_declare2: mustBeTicked(MESSAGES.declareAll, 'must-declare'),
  dpd_declare3: mustBeTicked(MESSAGES.declareAll, 'must-declare'),
  dpd_declare4: mustBeTicked(MESSAGES.declareAll, 'must-declare'),
});

export type DisclosureFormInput = z.input<typeof disclosureSchema>;
export type DisclosureFormValues = z.output<typeof disclosureSchema>;

/** Wire names of the fields that carry files, in form order. */
export const DISCLOSURE_FILE_FIELDS = ['dpd_statementAttach', 'dpd_supportingDocsAttach'] as const;
/** Supporting documents: .zip/.rar only (checked by content on the server). */
export const DISCLOSURE_ARCHIVE_FIELDS: readonly string[] = ['dpd_supportingDocsAttach'];
export const DISCLOSURE_DECLARATIONS = ['dpd_declare1', 'dpd_declare2', 'dpd_declare3', 'dpd_declare4'] as const;

/** Field order of the form, for "scroll to the first field with an error". */
export const DISCLOSURE_FIELD_ORDER = Object.keys(disclosureSchema.shape) as (keyof DisclosureFormValues)[];

export interface DisclosureRequest<F extends FileLike = FileLike> {
  organisationName: string;
  name: string;
  email: string;
  statementFiles: F[];
  domainName: string;
  requestedData: string;
  legalBasis: string;
  briefDescription: string;
  referenceToLaw: string;
  relevantDocuments: string;
  supportingDocuments: F[];
  declarationsAccepted: boolean;
}

export function toDisclosureRequest<F extends FileLike>(values: DisclosureFormValues): DisclosureRequest<F> {
  return {
    organisationName: values.dpd_orgName,
    name: values.dpd_name,
    email: values.dpd_email,
    statementFiles: values.dpd_statementAttach as F[],
    domainName: values.dpd_domainName,
    requestedData: values.dpd_requestedData,
    legalBasis: values.dpd_legalBasis,
    briefDescription: values.dpd_briefDesc,
    referenceToLaw: values.dpd_refrenceToLaw,
    relevantDocuments: values.dpd_relevantDocs,
    supportingDocuments: values.dpd_supportingDocsAttach as F[],
    declarationsAccepted: values.dpd_declare1 && values.dpd_declare2 && values.dpd_declare3 && values.dpd_declare4,
  };
}
