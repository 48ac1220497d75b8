'use client';

import { ABUSE_CATEGORIES, ABUSE_FIELD_ORDER, abuseSchema, type AbuseFormInput } from '@/lib/forms/abuse';
import { DOCUMENT_ACCEPT, FileField, SelectField, TextArea, TextField } from '@/components/blocks/support/FormFields';
import type { SupportLabels } from '@/components/blocks/support/labels';
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
export function AbuseReportForm({ labels, locale, idPrefix = '' }: { labels: SupportLabels; locale: string; idPrefix?: string }) {
  const { field, shell } = useTicketForm('abuse', abuseSchema, ABUSE_FIELD_ORDER, DEFAULTS, { labels, idPrefix });
  const l = labels.abuse;

  return (
    <TicketFormShell ticketType="abuse" locale={locale} testId="abuse-form" {...shell}>
      <TextField {...field('ab_target')} label={l.target} hint={l.targetHint} required inputMode="url" />
      <SelectField {...field('ab_category')} label={l.category} required placeholder={l.categoryPlaceholder} options={ABUSE_CATEGORIES.map((value) => ({ value, label: l.categories[value] }))} />
      <TextArea {...field('ab_description')} label={l.description} hint={l.descriptionHint} required rows={6} />
      <FileField {...field('ab_evidenceAttach')} label={l.evidenceAttach} optionalLabel={labels.common.optional} hint={l.evidenceHint} accept={DOCUMENT_ACCEPT} />
      <TextField {...field('ab_email')} type="email" label={l.email} required autoComplete="email" />
      <TextField {...field('ab_name')} label={l.name} optionalLabel={labels.common.optional} autoComplete="name" />
    </TicketFormShell>
  );
}
