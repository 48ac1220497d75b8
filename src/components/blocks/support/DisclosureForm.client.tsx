'use client';

import { DISCLOSURE_DECLARATIONS, DISCLOSURE_FIELD_ORDER, disclosureSchema, type DisclosureFormInput } from '@/lib/forms/disclosure';
import { ARCHIVE_ACCEPT, Checkbox, DOCUMENT_ACCEPT, FileField, TextArea, TextField } from './FormFields';
import type { SupportLabels } from './labels';
import { TicketFormShell } from './TicketFormShell';
import { errorOf, useTicketForm } from './useTicketForm';

const DEFAULTS: DisclosureFormInput = {
  dpd_orgName: '',
  dpd_name: '',
  dpd_email: '',
  dpd_statementAttach: undefined,
  dpd_domainName: '',
  dpd_requestedData: '',
  dpd_legalBasis: '',
  dpd_briefDesc: '',
  dpd_refrenceToLaw: '',
  dpd_relevantDocs: '',
  dpd_supportingDocsAttach: undefined,
  dpd_declare1: false,
  dpd_declare2: false,
  dpd_declare3: false,
  dpd_declare4: false,
};

/**
 * Data disclosure request form. Works without JavaScript too: it is a real multipart form posting to
 * the ticket endpoint (which then redirects to the result page); with JavaScript, react-hook-form
 * validates with the shared zod schema and the result is shown in place.
 */
export function DisclosureForm({ labels, locale, idPrefix = '' }: { labels: SupportLabels; locale: string; idPrefix?: string }) {
  const { form, field, shell } = useTicketForm('disclosure-data', disclosureSchema, DISCLOSURE_FIELD_ORDER, DEFAULTS, { labels, idPrefix });
  const {
    register,
    formState: { errors },
  } = form;
  const l = labels.disclosure;
  const declareError = DISCLOSURE_DECLARATIONS.map((name) => errorOf(errors, name, labels.errors)).find(Boolean);

  return (
    <TicketFormShell ticketType="disclosure-data" locale={locale} testId="disclosure-form" {...shell}>
      <TextField {...field('dpd_orgName')} label={l.orgName} optionalLabel={labels.common.optional} autoComplete="organization" />
      <TextField {...field('dpd_name')} label={l.name} required autoComplete="name" />
      <TextField {...field('dpd_email')} type="email" label={l.email} required autoComplete="email" />
      <FileField {...field('dpd_statementAttach')} label={l.statementAttach} required hint={labels.common.filesHint} accept={DOCUMENT_ACCEPT} />
      <TextField {...field('dpd_domainName')} label={l.domainName} required />
      <TextArea {...field('dpd_requestedData')} label={l.requestedData} required />
      <TextArea {...field('dpd_legalBasis')} label={l.legalBasis} required />
      <TextArea {...field('dpd_briefDesc')} label={l.briefDesc} required />
      <TextArea {...field('dpd_refrenceToLaw')} label={l.refrenceToLaw} required />
      <TextArea {...field('dpd_relevantDocs')} label={l.relevantDocs} optionalLabel={labels.common.optional} />
      <FileField {...field('dpd_supportingDocsAttach')} label={l.supportingDocsAttach} optionalLabel={labels.common.optional} hint={l.supportingDocsHint} accept={ARCHIVE_ACCEPT} />
      <fieldset className="mb-4" aria-describedby={declareError ? `${idPrefix}dpd_declare-error` : undefined}>
        <legend className="mb-1 font-semibold text-heading">{l.declareTitle}</legend>
        {declareError ? (
          <p id={`${idPrefix}dpd_declare-error`} className="mb-2 text-sm font-semibold text-danger">
            {declareError}
          </p>
        ) : null}
        {DISCLOSURE_DECLARATIONS.map((name, index) => (
          <div key={name} data-field={name}>
            <Checkbox id={`${idPrefix}${name}`} label={l[`declare${index + 1}` as 'declare1']} registration={register(name)} error={Boolean(errorOf(errors, name, labels.errors))} describedBy={declareError ? `${idPrefix}dpd_declare-error` : undefined} />
          </div>
        ))}
      </fieldset>
    </TicketFormShell>
  );
}
