'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { NewsletterFormProps } from './NewsletterFormFields.client';
import { NEWSLETTER_DELAY_MS } from './timing';

function Spinner({ label, inverse }: { label: string; inverse: boolean }) {
  return (
    <div role="status" className="flex min-h-36 items-center justify-center gap-3" data-testid="newsletter-loading">
      <span aria-hidden="true" className={`h-7 w-7 animate-spin rounded-full border-4 motion-reduce:animate-none ${inverse ? 'border-white/30 border-t-white' : 'border-slate-300 border-t-brand'}`} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

const Fields = lazy(() => import('./NewsletterFormFields.client'));

/**
 * The newsletter form: a spinner
 * for NEWSLETTER_DELAY_MS, then the form's code is loaded and the form shows (the spinner stays
 * until it has arrived). Visitors without JavaScript get the block's <noscript> form instead. Its
 * texts (and the form's) are `newsletterFormMessages`, given by the block's IslandMessages.
 */
export function NewsletterForm({ delayMs = NEWSLETTER_DELAY_MS, ...props }: NewsletterFormProps & { delayMs?: number }) {
  const t = useTranslations('newsletter.block');
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  const spinner = <Spinner label={t('loading')} inverse={Boolean(props.inverse)} />;
  if (!due) return spinner;
  return (
    <Suspense fallback={spinner}>
      <Fields {...props} />
    </Suspense>
  );
}
