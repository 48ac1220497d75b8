'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { withIdnaTables } from '@/lib/domain/idna-check';
import { postForm } from '@/lib/leads/client';
import { newsletterFormSchema, type NewsletterFormInput, type NewsletterFormValues } from '@/lib/leads/schema';
import { consentLinks } from '@/components/blocks/forms/consent-links';
import { useErrorText } from '@/components/blocks/forms/use-error-text';

export interface NewsletterFormProps {
  /** The block's own button text (content), else the catalogue's. */
  buttonTitle?: string;
  locale: 'en' | 'es' | 'nl' | 'hi';
  formId: string;
  pagePath: string;
  legalLinks: { privacy: string; terms: string };
  /** On a dark band (home-news-letter). */
  inverse?: boolean;
}

/**
 * The first-party newsletter form's fields: email and the consent box with links to the legal
 * pages, checked with the shared schema (react-hook-form + zod). Double opt-in: success says to
 * follow the link in the mail. Loaded by NewsletterForm after its 5000 ms (so zod and the form
 * library are never part of the page's first load). Its texts are `newsletterFormMessages`.
 */
export default function NewsletterFormFields({ buttonTitle, locale, formId, pagePath, legalLinks, inverse = false }: NewsletterFormProps) {
  const t = useTranslations('newsletter');
  const errorText = useErrorText();
  const id = useId();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'success' } | { kind: 'error'; code: string }>({ kind: 'idle' });
  const form = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    // the API's schema; the IDNA tables load first only for an address at an IDN domain
    resolver: withIdnaTables(zodResolver(newsletterFormSchema), (values) => [values.email]),
    defaultValues: { email: '', consent: false, formId, pagePath, locale, website: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: NewsletterFormValues) => {
    setState({ kind: 'idle' });
    const result = await postForm('/api/newsletter/subscribe', values);
    if (result.ok) {
      setState({ kind: 'success' });
      form.reset();
      return;
    }
    for (const [field, code] of Object.entries(result.fields)) {
      if (field === 'email' || field === 'consent') form.setError(field, { message: code });
    }
    setState({ kind: 'error', code: result.code });
  };

  const text = inverse ? 'text-white' : 'text-slate-800';
  const errorClass = inverse ? 'text-amber-200' : 'text-red-700';
  return (
    <form method="post" action="/api/newsletter/subscribe" noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-3" data-testid="newsletter-form">
      <input type="hidden" {...form.register('locale')} />
      <input type="hidden" {...form.register('formId')} />
      <input type="hidden" {...form.register('pagePath')} />
      <div hidden>
        <label htmlFor={`${id}-website`}>{t('leadForm.website')}</label>
        <input id={`${id}-website`} tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <label htmlFor={`${id}-email`} className={`font-semibold ${text}`}>
        {t('block.emailLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={t('block.placeholder')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-700"
          {...form.register('email')}
        />
        <button type="submit" disabled={isSubmitting} className={`rounded-md px-6 py-2.5 font-semibold disabled:opacity-60 ${inverse ? 'bg-highlight text-slate-900 hover:bg-white' : 'bg-brand text-white hover:bg-brand-dark'}`}>
          {isSubmitting ? t('block.sending') : buttonTitle || t('block.button')}
        </button>
      </div>
      {errors.email ? (
        <p id={`${id}-email-error`} className={`text-sm font-semibold ${errorClass}`}>
          {errorText(errors.email.message)}
        </p>
      ) : null}
      <div className="flex items-start gap-3">
        <input id={`${id}-consent`} type="checkbox" className="mt-1 h-5 w-5 shrink-0 accent-brand" aria-invalid={Boolean(errors.consent)} aria-describedby={errors.consent ? `${id}-consent-error` : undefined} {...form.register('consent')} />
        <label htmlFor={`${id}-consent`} className={`text-sm ${text}`}>
          {t.rich('block.consent', consentLinks(legalLinks))}
        </label>
      </div>
      {errors.consent ? (
        <p id={`${id}-consent-error`} className={`text-sm font-semibold ${errorClass}`}>
          {errorText(errors.consent.message)}
        </p>
      ) : null}
      <div aria-live="polite">
        {state.kind === 'success' ? (
          <p role="status" className={`rounded-md p-3 font-semibold ${inverse ? 'bg-white/15 text-white' : 'bg-green-50 text-green-900'}`} data-testid="newsletter-success">
            {t('block.success')}
          </p>
        ) : state.kind === 'error' && state.code !== 'validation-failed' ? (
          <p role="alert" className={`rounded-md p-3 font-semibold ${inverse ? 'bg-white/15 text-white' : 'bg-red-50 text-red-800'}`}>
            {errorText(state.code)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
