import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ButtonLink } from '@/components/ui/Button';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { localizedPath } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';
import { routing } from '@/i18n/routing';
import { unsubscribeByToken } from '@/lib/subscriptions/service';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const messages = messagesFor(hasLocale(routing.locales, locale) ? locale : 'en').newsletter;
  return { title: messages.unsubscribePage.title, robots: { index: false, follow: false } };
}

/** The unsubscribe link every mail carries: following it unsubscribes, and the page says so. */
export default async function NewsletterUnsubscribePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const token = (await searchParams).token;
  const { result, subscriber } = await unsubscribeByToken(typeof token === 'string' ? token : '', { source: 'unsubscribe-page' });
  const t = messagesFor(locale).newsletter;
  const copy = t.unsubscribePage[result];
  return (
    <main id="main" data-result={result}>
      <StatusPanel
        tone={result === 'invalid' ? 'error' : 'success'}
        heading={copy.heading}
        actions={<ButtonLink href={localizedPath('/', locale)}>{t.backHome}</ButtonLink>}
      >
        <p>{copy.text.replace('{email}', subscriber?.email ?? '')}</p>
      </StatusPanel>
    </main>
  );
}
