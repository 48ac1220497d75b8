'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/Button';
import { withIdnaTables } from '@/lib/domain/idna-check';
import { postForm } from '@/lib/leads/client';
import { leadFormSchema, type LeadFormInput, type LeadFormValues } from '@/lib/leads/schema';
import { consentLinks } from '@/components/blocks/forms/consent-links';
import { useErrorText } from '@/components/blocks/forms/use-error-text';

export interface LeadFormProps {
  locale: 'en' | 'es' | 'nl' | 'hi';
  formId: string;
  portalId: string;
  pagePath: string;
  legalLinks: { privacy: string; terms: string };
  /** Two columns on wide screens (the block's size 'large'). */
  large?: boolean;
  /** The block's button_type for the submit button. */
  buttonType?: 'primary' | 'transparent' | 'secondary';
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:border-brand aria-[invalid=true]:border-red-700';

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col" data-field={id}>
      <label htmlFor={id} className="font-semibold text-heading">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The first-party lead form (issue 12.7): the same fields and rules on both sides (leadFormSchema),
 * a real form that also posts without JavaScript (303 to the result page), and with JavaScript:
 * submitting -> the reference shown on success (the form resets), or the server's error in words.
 * Its texts are `leadFormMessages`, given by the block's IslandMessages.
 */
export function LeadForm({ locale, formId, portalId, pagePath, legalLinks, large = false, buttonType = 'primary' }: LeadFormProps) {
  const t = useTranslations('newsletter');
  const errorText = useErrorText();
  const id = useId();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'success'; leadId: string } | { kind: 'error'; code: string }>({ kind: 'idle' });
  const form = useForm<LeadFormInput, unknown, LeadFormValues>({
    // the API's schema; the IDNA tables load first only for an address at an IDN domain
    resolver: withIdnaTables(zodResolver(leadFormSchema), (values) => [values.email]),
    defaultValues: { name: '', email: '', company: '', phone: '', message: '', consent: false, newsletter: false, formId, portalId, pagePath, locale, website: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (field: keyof LeadFormInput) => errorText(errors[field]?.message as string | undefined);

  const submit = async (values: LeadFormValues) => {
    setState({ kind: 'idle' });
    const result = await postForm('/api/leads', values);
    if (result.ok) {
      const leadId = (result.message as { leadId?: unknown } | null)?.leadId;
      setState({ kind: 'success', leadId: typeof leadId === 'string' ? leadId : '' });
      form.reset();
      return;
    }
    for (const [field, code] of Object.entries(result.fields)) {
      if (field in leadFormSchema.shape) form.setError(field as keyof LeadFormInput, { message: code });
    }
    setState({ kind: 'error', code: result.code === 'validation-failed' ? 'validation-failed' : result.code });
  };

  const submitType = buttonType === 'secondary' ? 'transparent' : buttonType;
  return (
    <form method="post" action="/api/leads" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-4" data-testid="lead-form" aria-busy={isSubmitting}>
      <input type="hidden" {...form.register('locale')} />
      <input type="hidden" {...form.register('formId')} />
      <input type="hidden" {...form.register('portalId')} />
      <input type="hidden" {...form.register('pagePath')} />
      <div hidden>
        <label htmlFor={`${id}-website`}>{t('leadForm.website')}</label>
        <input id={`${id}-website`} tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <div className={`grid gap-4 ${large ? 'sm:grid-cols-2' : ''}`}>
        <Field id={`${id}-name`} label={t('leadForm.name')} error={error('name')}>
          <input id={`${id}-name`} autoComplete="name" required className={inputClass} aria-invalid={Boolean(errors.name)} aria-describedby={errors.name ? `${id}-name-error` : undefined} {...form.register('name')} />
        </Field>
        <Field id={`${id}-email`} label={t('leadForm.email')} error={error('email')}>
          <input id={`${id}-email`} type="email" autoComplete="email" required className={inputClass} aria-invalid={Boolean(errors.email)} aria-describedby={errors.email ? `${id}-email-error` : undefined} {...form.register('email')} />
        </Field>
        <Field id={`${id}-company`} label={t('leadForm.company')} error={error('company')}>
          <input id={`${id}-company`} autoComplete="organization" className={inputClass} aria-invalid={Boolean(errors.company)} aria-describedby={errors.company ? `${id}-company-error` : undefined} {...form.register('company')} />
        </Field>
        <Field id={`${id}-phone`} label={t('leadForm.phone')} error={error('phone')}>
          <input id={`${id}-phone`} type="tel" autoComplete="tel" className={inputClass} aria-invalid={Boolean(errors.phone)} aria-describedby={errors.phone ? `${id}-phone-error` : undefined} {...form.register('phone')} />
        </Field>
      </div>
      <Field id={`${id}-message`} label={t('leadForm.message')} error={error('message')}>
        <textarea id={`${id}-message`} rows={4} className={inputClass} aria-invalid={Boolean(errors.message)} aria-describedby={errors.message ? `${id}-message-error` : undefined} {...form.register('message')} />
      </Field>
      <div data-field={`${id}-consent`}>
        <div className="flex items-start gap-3">
          <input id={`${id}-consent`} type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand" aria-invalid={Boolean(errors.consent)} aria-describedby={errors.consent ? `${id}-consent-error` : undefined} {...form.register('consent')} />
          <label htmlFor={`${id}-consent`} className="text-sm text-slate-800">
            {t.rich('leadForm.consent', consentLinks(legalLinks))}
          </label>
        </div>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className="mt-1 text-sm font-semibold text-red-700">
            {error('consent')}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3">
        <input id={`${id}-newsletter`} type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand" {...form.register('newsletter')} />
        <label htmlFor={`${id}-newsletter`} className="text-sm text-slate-800">
          {t('leadForm.newsletter')}
        </label>
      </div>
      <div>
        <button type="submit" disabled={isSubmitting} className={buttonClasses(submitType, 'large', buttonType === 'secondary' ? 'bg-white' : '')}>
          {isSubmitting ? t('leadForm.sending') : t('leadForm.button')}
        </button>
      </div>
      <div aria-live="polite">
        {state.kind === 'success' ? (
          <p role="status" className="rounded-md bg-green-50 p-4 font-semibold text-green-900" data-testid="lead-form-success">
            {t('leadForm.success', { id: state.leadId })}
          </p>
        ) : state.kind === 'error' && state.code !== 'validation-failed' ? (
          <p role="alert" className="rounded-md bg-red-50 p-4 font-semibold text-red-800">
            {errorText(state.code)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
