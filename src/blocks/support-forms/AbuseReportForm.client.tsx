'use client';

import { useTranslations } from 'next-intl';
import { ABUSE_CATEGORIES, ABUSE_FIELD_ORDER, abuseSchema, type AbuseFormInput } from '@/lib/forms/abuse';
import { DOCUMENT_ACCEPT, FileField, SelectField, TextArea, TextField } from '@/components/blocks/support/FormFields';
import { TicketFormShell } from '@/components/blocks/support/TicketFormShell';
import { useTicketForm } from '@/components/blocks/support/useTicketForm';

const DEFAULTS: AbuseFormInput = {
  ab_name: '',
  ab_email: '',
  ab_target: '',
  ab_category: '' as AbuseFormInput['ab_category'],
  ab_description: '',
  ab_evidenceAttach: undefined,
};

/**
 * The DNS abuse report (ticket type `abuse`): URL or domain, kind of abuse, description and evidence
 * files. Same shell as the other ticket forms: validation with the shared schema, one idempotency
 * key per fill, the outcome box, and a plain multipart post to the ticket endpoint without JavaScript.
 */
export function AbuseReportForm({ locale, idPrefix = '' }: { locale: string; idPrefix?: string }) {
  const { field, shell } = useTicketForm('abuse', abuseSchema, ABUSE_FIELD_ORDER, DEFAULTS, { idPrefix });
  const t = useTranslations('support');

  return (
    <TicketFormShell ticketType="abuse" locale={locale} testId="abuse-form" {...shell}>
      <TextField {...field('ab_target')} label={t('abuse.target')} hint={t('abuse.targetHint')} required inputMode="url" />
      <SelectField {...field('ab_category')} label={t('abuse.category')} required placeholder={t('abuse.categoryPlaceholder')} options={ABUSE_CATEGORIES.map((value) => ({ value, label: t(`abuse.categories.${value}`) }))} />
      <TextArea {...field('ab_description')} label={t('abuse.description')} hint={t('abuse.descriptionHint')} required rows={6} />
      <FileField {...field('ab_evidenceAttach')} label={t('abuse.evidenceAttach')} optionalLabel={t('common.optional')} hint={t('abuse.evidenceHint')} accept={DOCUMENT_ACCEPT} />
      <TextField {...field('ab_email')} type="email" label={t('abuse.email')} required autoComplete="email" />
      <TextField {...field('ab_name')} label={t('abuse.name')} optionalLabel={t('common.optional')} autoComplete="name" />
    </TicketFormShell>
  );
}
