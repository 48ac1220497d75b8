'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { DOMAIN_OWNER_FIELD_ORDER, NL_DOMAIN_PATTERN, domainOwnerSchema, isNlDomain, type DomainOwnerFormInput } from '@/lib/forms/domain-owner';
import { ARCHIVE_ACCEPT, Checkbox, DateField, DOCUMENT_ACCEPT, FileField, TextArea, TextField } from '@/components/blocks/support/FormFields';
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
export function DomainOwnerForm({ locale, idPrefix = '' }: { locale: string; idPrefix?: string }) {
  const { form, field, shell } = useTicketForm('domain-owner', domainOwnerSchema, DOMAIN_OWNER_FIELD_ORDER, DEFAULTS, { idPrefix });
  const t = useTranslations('support');
  const support = useMessages().support;
  const fieldErrors = support.errors;
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

  useEffect(() => {
    // A proof picked for a .nl name must not travel with another name.
    if (hydrated && !showNlProof) resetField('do_nlOwnerAttach');
  }, [hydrated, showNlProof, resetField]);


  return (
    <TicketFormShell ticketType="domain-owner" locale={locale} testId="domain-owner-form" {...shell}>
      <TextField {...field('do_name')} label={t('domainOwner.name')} required autoComplete="name" />
      <TextField {...field('do_email')} type="email" label={t('domainOwner.email')} required autoComplete="email" />
      <TextField {...field('do_domainName')} label={t('domainOwner.domainName')} required pattern={hydrated ? undefined : NL_DOMAIN_PATTERN} nativeRequired={!hydrated} />
      <TextField {...field('do_hostingProvider')} label={t('domainOwner.hostingProvider')} required hint={t('domainOwner.hostingProviderHint')} />
      <FileField {...field('do_invoiceHostingProviderAttach')} label={t('domainOwner.invoiceHostingProviderAttach')} optionalLabel={t('common.optional')} hint={t('common.filesHint')} accept={DOCUMENT_ACCEPT} />
      <div className="mb-4" data-field="do_iAmOwner">
        <Checkbox id={`${idPrefix}do_iAmOwner`} label={t('domainOwner.iAmOwner')} registration={register('do_iAmOwner')} error={Boolean(errorOf(errors, 'do_iAmOwner', fieldErrors))} describedBy={errorOf(errors, 'do_iAmOwner', fieldErrors) ? `${idPrefix}do_iAmOwner-error` : undefined} />
        {errorOf(errors, 'do_iAmOwner', fieldErrors) ? (
          <p id={`${idPrefix}do_iAmOwner-error`} className="text-sm font-semibold text-danger">
            {errorOf(errors, 'do_iAmOwner', fieldErrors)}
          </p>
        ) : null}
      </div>
      <DateField
        {...field('do_hostingDate')}
        locale={locale}
        value={String(watch('do_hostingDate') ?? '')}
        onChange={(value) => setValue('do_hostingDate', value, { shouldValidate: isSubmitted, shouldDirty: true })}
        partLabels={support.common.dateParts}
        label={t('domainOwner.hostingDate')}
        required
      />
      <TextArea {...field('do_question')} label={t('domainOwner.question')} required />
      <FileField {...field('do_idCardAttach')} label={t('domainOwner.idCardAttach')} required hint={t('common.filesHint')} accept={DOCUMENT_ACCEPT} />
      <FileField {...field('do_invoiceAttach')} label={t('domainOwner.invoiceAttach')} optionalLabel={t('common.optional')} hint={t('common.filesHint')} accept={DOCUMENT_ACCEPT} />
      {showNlProof ? (
        <FileField {...field('do_nlOwnerAttach')} label={t('domainOwner.nlOwnerAttach')} optionalLabel={t('common.optional')} hint={t('domainOwner.nlOwnerHint')} accept={DOCUMENT_ACCEPT} />
      ) : null}
      <FileField {...field('do_indiaAttach')} label={t('domainOwner.indiaAttach')} optionalLabel={t('common.optional')} hint={t('common.filesHint')} accept={DOCUMENT_ACCEPT} />
      <FileField {...field('do_supportingDocsAttach')} label={t('domainOwner.supportingDocsAttach')} optionalLabel={t('common.optional')} hint={t('domainOwner.supportingDocsHint')} accept={ARCHIVE_ACCEPT} multiple={false} />
    </TicketFormShell>
  );
}
