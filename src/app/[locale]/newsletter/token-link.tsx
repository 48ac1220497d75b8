import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ButtonLink, buttonClasses } from '@/components/ui/Button';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { localizedPath, type Locale } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';
import { routing } from '@/i18n/routing';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;
export interface MailLinkPageProps {
  params: Params;
  searchParams: SearchParams;
}

/**
 * The metadata of the pages a newsletter mail's links open (confirm, unsubscribe) and of the forms'
 * result page: titled in the page's language (English for an unknown locale, which then 404s) and
 * kept out of search engines.
 */
export function newsletterPageMetadata(page: 'confirmPage' | 'unsubscribePage' | 'resultPage') {
  return async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { locale } = await params;
    return { title: messagesFor(hasLocale(routing.locales, locale) ? locale : 'en').newsletter[page].title, robots: { index: false, follow: false } };
  };
}

/** The request of such a page: its locale (an unknown one is a 404) and its query. */
export async function mailLinkRequest({ params, searchParams }: MailLinkPageProps): Promise<{ locale: Locale; query: Awaited<SearchParams> }> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return { locale, query: await searchParams };
}

/**
 * A token link's page. Following the link changes nothing (mail scanners follow links too): while
 * the result is 'pending' the page shows a button whose form POSTs the token to the endpoint that
 * acts and comes back with `done`; every other result offers the way home (and `more`, if given).
 */
export function TokenLinkPage({
  result,
  tone,
  heading,
  text,
  locale,
  pendingForm,
  more,
}: {
  result: string;
  tone: 'success' | 'info' | 'error';
  heading: string;
  text: string;
  locale: Locale;
  pendingForm: { action: string; fields: Record<string, string>; button: string };
  more?: ReactNode;
}) {
  return (
    <main id="main" data-result={result}>
      <StatusPanel
        tone={tone}
        heading={heading}
        actions={
          result === 'pending' ? (
            <form method="post" action={pendingForm.action}>
              {Object.entries(pendingForm.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className={buttonClasses('primary')}>
                {pendingForm.button}
              </button>
            </form>
          ) : (
            <>
              <ButtonLink href={localizedPath('/', locale)}>{messagesFor(locale).newsletter.backHome}</ButtonLink>
              {more}
            </>
          )
        }
      >
        <p>{text}</p>
      </StatusPanel>
    </main>
  );
}
