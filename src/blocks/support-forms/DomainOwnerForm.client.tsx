'use client';

import { useEffect } from 'react';
import { DOMAIN_OWNER_FIELD_ORDER, NL_DOMAIN_PATTERN, domainOwnerSchema, isNlDomain, type DomainOwnerFormInput } from '@/lib/forms/domain-owner';
import { ARCHIVE_ACCEPT, Checkbox, DateField, DOCUMENT_ACCEPT, FileField, TextArea, TextField } from '@/components/blocks/support/FormFields';
import type { SupportLabels } from '@/components/blocks/support/labels';
import { TicketFormShell } from '@/components/blocks/support/TicketFormShell';
import { errorOf, useHydrated, useTicketForm } from '@/components/blocks/support/useTicketForm';

const DEFAULTS: DomainOwnerFormInput = {
  do_name: '',
  do_email: '',
  do_domainName: '',
  do_hostingProvider: '',
  do_invoiceHostingProviderAttach: undefined,
  do_iAmOwner: false,
  do_hostingDate: '',
  do_question: '',
  do_idCardAttach: undefined,
  do_invoiceAttach: undefined,
  do_nlOwnerAttach: undefined,
  do_indiaAttach: undefined,
  do_supportingDocsAttach: undefined,
};

/**
 * Domain owner verification form. The .nl proof upload appears only when the domain name contains
 * ".nl": with JavaScript the form renders it only then; without JavaScript (plain form
 * post) the domain field carries the rule as its pattern and the stylesheet hides the upload while
 * the typed name does not match (globals.css, `form:has(...:invalid)`).
 */
export function DomainOwnerForm({ labels, locale, idPrefix = '' }: { labels: SupportLabels; locale: string; idPrefix?: string }) {
  const { form, field, shell } = useTicketForm('domain-owner', domainOwnerSchema, DOMAIN_OWNER_FIELD_ORDER, DEFAULTS, { labels, idPrefix });
  const {
    register,
    watch,
    resetField,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const hydrated = useHydrated();
  const domainName = watch('do_domainName');
  const showNlProof = !hydrated || isNlDomain(typeof domainName === 'string' ? domainName : '');
  const l = labels.domainOwner;

  useEffect(() => {
    // A proof picked for a .nl name must not travel with another name.
    if (hydrated && !showNlProof) resetField('do_nlOwnerAttach');
  }, [hydrated, showNlProof, resetField]);


  return (
    <TicketFormShell ticketType="domain-owner" locale={locale} testId="domain-owner-form" {...shell}>
      <TextField {...field('do_name')} label={l.name} required autoComplete="name" />
      <TextField {...field('do_email')} type="email" label={l.email} required autoComplete="email" />
      <TextField {...field('do_domainName')} label={l.domainName} required pattern={hydrated ? undefined : NL_DOMAIN_PATTERN} nativeRequired={!hydrated} />
      <TextField {...field('do_hostingProvider')} label={l.hostingProvider} required hint={l.hostingProviderHint} />
      <FileField {...field('do_invoiceHostingProviderAttach')} label={l.invoiceHostingProviderAttach} optionalLabel={labels.common.optional} hint={labels.common.filesHint} accept={DOCUMENT_ACCEPT} />
      <div className="mb-4" data-field="do_iAmOwner">
        <Checkbox id={`${idPrefix}do_iAmOwner`} label={l.iAmOwner} registration={register('do_iAmOwner')} error={Boolean(errorOf(errors, 'do_iAmOwner', labels.errors))} describedBy={errorOf(errors, 'do_iAmOwner', labels.errors) ? `${idPrefix}do_iAmOwner-error` : undefined} />
        {errorOf(errors, 'do_iAmOwner', labels.errors) ? (
          <p id={`${idPrefix}do_iAmOwner-error`} className="text-sm font-semibold text-danger">
            {errorOf(errors, 'do_iAmOwner', labels.errors)}
          </p>
        ) : null}
      </div>
      <DateField
        {...field('do_hostingDate')}
        locale={locale}
        value={String(watch('do_hostingDate') ?? '')}
        onChange={(value) => setValue('do_hostingDate', value, { shouldValidate: isSubmitted, shouldDirty: true })}
        partLabels={labels.common.dateParts}
        label={l.hostingDate}
        required
      />
      <TextArea {...field('do_question')} label={l.question} required />
      <FileField {...field('do_idCardAttach')} label={l.idCardAttach} required hint={labels.common.filesHint} accept={DOCUMENT_ACCEPT} />
      <FileField {...field('do_invoiceAttach')} label={l.invoiceAttach} optionalLabel={labels.common.optional} hint={labels.common.filesHint} accept={DOCUMENT_ACCEPT} />
      {showNlProof ? (
        <FileField {...field('do_nlOwnerAttach')} label={l.nlOwnerAttach} optionalLabel={labels.common.optional} hint={l.nlOwnerHint} accept={DOCUMENT_ACCEPT} />
      ) : null}
      <FileField {...field('do_indiaAttach')} label={l.indiaAttach} optionalLabel={labels.common.optional} hint={labels.common.filesHint} accept={DOCUMENT_ACCEPT} />
      <FileField {...field('do_supportingDocsAttach')} label={l.supportingDocsAttach} optionalLabel={labels.common.optional} hint={l.supportingDocsHint} accept={ARCHIVE_ACCEPT} multiple={false} />
    </TicketFormShell>
  );
}
