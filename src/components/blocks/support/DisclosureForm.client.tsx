'use client';

import { useMessages, useTranslations } from 'next-intl';
import { DISCLOSURE_DECLARATIONS, DISCLOSURE_FIELD_ORDER, disclosureSchema, type DisclosureFormInput } from '@/lib/forms/disclosure';
import { ARCHIVE_ACCEPT, Checkbox, DOCUMENT_ACCEPT, FileField, TextArea, TextField } from './FormFields';
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
export function DisclosureForm({ locale, idPrefix = '' }: { locale: string; idPrefix?: string }) {
  const { form, field, shell } = useTicketForm('disclosure-data', disclosureSchema, DISCLOSURE_FIELD_ORDER, DEFAULTS, { idPrefix });
  const t = useTranslations('support');
  const support = useMessages().support;
  const fieldErrors = support.errors;
  const {
    register,
    formState: { errors },
  } = form;
  const declareError = DISCLOSURE_DECLARATIONS.map((name) => errorOf(errors, name, fieldErrors)).find(Boolean);

  return (
    <TicketFormShell ticketType="disclosure-data" locale={locale} testId="disclosure-form" {...shell}>
      <TextField {...field('dpd_orgName')} label={t('disclosure.orgName')} optionalLabel={t('common.optional')} autoComplete="organization" />
      <TextField {...field('dpd_name')} label={t('disclosure.name')} required autoComplete="name" />
      <TextField {...field('dpd_email')} type="email" label={t('disclosure.email')} required autoComplete="email" />
      <FileField {...field('dpd_statementAttach')} label={t('disclosure.statementAttach')} required hint={t('common.filesHint')} accept={DOCUMENT_ACCEPT} />
      <TextField {...field('dpd_domainName')} label={t('disclosure.domainName')} required />
      <TextArea {...field('dpd_requestedData')} label={t('disclosure.requestedData')} required />
      <TextArea {...field('dpd_legalBasis')} label={t('disclosure.legalBasis')} required />
      <TextArea {...field('dpd_briefDesc')} label={t('disclosure.briefDesc')} required />
      <TextArea {...field('dpd_refrenceToLaw')} label={t('disclosure.refrenceToLaw')} required />
      <TextArea {...field('dpd_relevantDocs')} label={t('disclosure.relevantDocs')} optionalLabel={t('common.optional')} />
      <FileField {...field('dpd_supportingDocsAttach')} label={t('disclosure.supportingDocsAttach')} optionalLabel={t('common.optional')} hint={t('disclosure.supportingDocsHint')} accept={ARCHIVE_ACCEPT} />
      <fieldset className="mb-4" aria-describedby={declareError ? `${idPrefix}dpd_declare-error` : undefined}>
        <legend className="mb-1 font-semibold text-heading">{t('disclosure.declareTitle')}</legend>
        {declareError ? (
          <p id={`${idPrefix}dpd_declare-error`} className="mb-2 text-sm font-semibold text-danger">
            {declareError}
          </p>
        ) : null}
        {DISCLOSURE_DECLARATIONS.map((name, index) => (
          <div key={name} data-field={name}>
            <Checkbox id={`${idPrefix}${name}`} label={t(`disclosure.declare${(index + 1) as 1 | 2 | 3 | 4}`)} registration={register(name)} error={Boolean(errorOf(errors, name, fieldErrors))} describedBy={declareError ? `${idPrefix}dpd_declare-error` : undefined} />
          </div>
        ))}
      </fieldset>
    </TicketFormShell>
  );
}
