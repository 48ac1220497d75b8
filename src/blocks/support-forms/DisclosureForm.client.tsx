'use client';

import { useEffect, useRef } from 'react';
import { DISCLOSURE_DECLARATIONS, DISCLOSURE_FIELD_ORDER, disclosureSchema, type DisclosureFormInput } from '@/lib/forms/disclosure';
import { TICKET_ENDPOINT } from '@/lib/forms/submit';
import { ARCHIVE_ACCEPT, Checkbox, DOCUMENT_ACCEPT, FileField, TextArea, TextField } from './FormFields';
import type { SupportLabels } from './labels';
import { TicketOutcomeBox } from './TicketOutcome';
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
  const { form, status, outcome, onSubmit, reset } = useTicketForm('disclosure-data', disclosureSchema, DISCLOSURE_FIELD_ORDER, DEFAULTS);
  const {
    register,
    formState: { errors },
  } = form;
  const outcomeRef = useRef<HTMLDivElement>(null);
  const l = labels.disclosure;
  const declareError = DISCLOSURE_DECLARATIONS.map((field) => errorOf(errors, field)).find(Boolean);

  useEffect(() => {
    if (status === 'success' || (status === 'error' && !Object.keys(errors).length)) outcomeRef.current?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
  }, [status, errors]);

  return (
    <div ref={outcomeRef}>
      {outcome ? <TicketOutcomeBox outcome={outcome} labels={labels} /> : null}
      {status === 'success' ? (
        <button type="button" className="mb-6 font-semibold text-brand underline" onClick={reset}>
          {labels.common.sendAnother}
        </button>
      ) : (
        <form
          action={TICKET_ENDPOINT}
          method="post"
          encType="multipart/form-data"
          noValidate
          onSubmit={onSubmit}
          aria-busy={status === 'submitting'}
          data-testid="disclosure-form"
        >
          <input type="hidden" name="ticketType" value="disclosure-data" />
          <input type="hidden" name="locale" value={locale} />
          <TextField id={`${idPrefix}dpd_orgName`} field="dpd_orgName" label={l.orgName} optionalLabel={labels.common.optional} autoComplete="organization" registration={register('dpd_orgName')} error={errorOf(errors, 'dpd_orgName')} />
          <TextField id={`${idPrefix}dpd_name`} field="dpd_name" label={l.name} required autoComplete="name" registration={register('dpd_name')} error={errorOf(errors, 'dpd_name')} />
          <TextField id={`${idPrefix}dpd_email`} field="dpd_email" type="email" label={l.email} required autoComplete="email" registration={register('dpd_email')} error={errorOf(errors, 'dpd_email')} />
          <FileField id={`${idPrefix}dpd_statementAttach`} field="dpd_statementAttach" label={l.statementAttach} required hint={labels.common.filesHint} accept={DOCUMENT_ACCEPT} registration={register('dpd_statementAttach')} error={errorOf(errors, 'dpd_statementAttach')} />
          <TextField id={`${idPrefix}dpd_domainName`} field="dpd_domainName" label={l.domainName} required registration={register('dpd_domainName')} error={errorOf(errors, 'dpd_domainName')} />
          <TextArea id={`${idPrefix}dpd_requestedData`} field="dpd_requestedData" label={l.requestedData} required registration={register('dpd_requestedData')} error={errorOf(errors, 'dpd_requestedData')} />
          <TextArea id={`${idPrefix}dpd_legalBasis`} field="dpd_legalBasis" label={l.legalBasis} required registration={register('dpd_legalBasis')} error={errorOf(errors, 'dpd_legalBasis')} />
          <TextArea id={`${idPrefix}dpd_briefDesc`} field="dpd_briefDesc" label={l.briefDesc} required registration={register('dpd_briefDesc')} error={errorOf(errors, 'dpd_briefDesc')} />
          <TextArea id={`${idPrefix}dpd_refrenceToLaw`} field="dpd_refrenceToLaw" label={l.refrenceToLaw} required registration={register('dpd_refrenceToLaw')} error={errorOf(errors, 'dpd_refrenceToLaw')} />
          <TextArea id={`${idPrefix}dpd_relevantDocs`} field="dpd_relevantDocs" label={l.relevantDocs} optionalLabel={labels.common.optional} registration={register('dpd_relevantDocs')} error={errorOf(errors, 'dpd_relevantDocs')} />
          <FileField id={`${idPrefix}dpd_supportingDocsAttach`} field="dpd_supportingDocsAttach" label={l.supportingDocsAttach} optionalLabel={labels.common.optional} hint={l.supportingDocsHint} accept={ARCHIVE_ACCEPT} registration={register('dpd_supportingDocsAttach')} error={errorOf(errors, 'dpd_supportingDocsAttach')} />
          <fieldset className="mb-4" aria-describedby={declareError ? `${idPrefix}dpd_declare-error` : undefined}>
            <legend className="mb-1 font-semibold text-heading">{l.declareTitle}</legend>
            {declareError ? (
              <p id={`${idPrefix}dpd_declare-error`} className="mb-2 text-sm font-semibold text-danger">
                {declareError}
              </p>
            ) : null}
            {DISCLOSURE_DECLARATIONS.map((field, index) => (
              <div key={field} data-field={field}>
              <Checkbox id={`${idPrefix}${field}`} label={l[`declare${index + 1}` as 'declare1']} registration={register(field)} error={Boolean(errorOf(errors, field))} describedBy={declareError ? `${idPrefix}dpd_declare-error` : undefined} />
              </div>
            ))}
          </fieldset>
          <button type="submit" disabled={status === 'submitting'} className="inline-flex items-center justify-center rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
            {status === 'submitting' ? labels.common.submitting : labels.common.submit}
          </button>
        </form>
      )}
    </div>
  );
}
