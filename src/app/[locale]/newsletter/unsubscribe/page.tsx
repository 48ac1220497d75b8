import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ButtonLink, buttonClasses } from '@/components/ui/Button';
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

/**
 * The unsubscribe link every mail carries. Following it changes nothing (mail scanners follow
 * links too): a valid link shows a button that POSTs the token to /api/newsletter/unsubscribe (the
 * RFC 8058 one-click endpoint), which unsubscribes and comes back here with `done`.
 */
export default async function NewsletterUnsubscribePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const { result: state, subscriber } = await unsubscribeByToken(token, { apply: false });
  // Back from the button's POST: the unsubscribe it did.
  const result = state === 'already-unsubscribed' && query.done === '1' ? 'unsubscribed' : state;
  const t = messagesFor(locale).newsletter;
  const copy = t.unsubscribePage[result];
  return (
    <main id="main" data-result={result}>
      <StatusPanel
        tone={result === 'invalid' ? 'error' : result === 'pending' ? 'info' : 'success'}
        heading={copy.heading}
        actions={
          result === 'pending' ? (
            <form method="post" action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="source" value="unsubscribe-page" />
              <button type="submit" className={buttonClasses('primary')}>
                {t.unsubscribePage.pending.button}
              </button>
            </form>
          ) : (
            <ButtonLink href={localizedPath('/', locale)}>{t.backHome}</ButtonLink>
          )
        }
      >
        <p>{copy.text.replace('{email}', subscriber?.email ?? '')}</p>
      </StatusPanel>
    </main>
  );
}
