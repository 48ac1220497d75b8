import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ButtonLink, buttonClasses } from '@/components/ui/Button';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { localizedPath } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';
import { routing } from '@/i18n/routing';
import { confirmByToken, subscriptionSettings } from '@/lib/subscriptions/service';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const messages = messagesFor(hasLocale(routing.locales, locale) ? locale : 'en').newsletter;
  return { title: messages.confirmPage.title, robots: { index: false, follow: false } };
}

/**
 * Double opt-in, step 2: the link in the confirmation (or report) mail. Following it changes
 * nothing (mail scanners follow links too): a valid link shows a button that POSTs the token to
 * /api/newsletter/confirm, which confirms and comes back here with `done`. Every other case
 * (already confirmed, expired, unsubscribed meanwhile, not a valid link) says so in the page's
 * language.
 */
export default async function NewsletterConfirmPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const token = typeof query.token === 'string' ? query.token : '';
  const { result: state, subscriber } = await confirmByToken(token, { apply: false });
  // Back from the button's POST: the subscription it confirmed.
  const result = state === 'already-confirmed' && query.done === '1' ? 'confirmed' : state;
  const t = messagesFor(locale).newsletter;
  const copy = t.confirmPage[result];
  const good = result === 'confirmed' || result === 'already-confirmed';
  return (
    <main id="main" data-result={result}>
      <StatusPanel
        tone={good ? 'success' : result === 'invalid' ? 'error' : 'info'}
        heading={copy.heading}
        actions={
          result === 'pending' ? (
            <form method="post" action="/api/newsletter/confirm">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={buttonClasses('primary')}>
                {t.confirmPage.pending.button}
              </button>
            </form>
          ) : (
            <>
              <ButtonLink href={localizedPath('/', locale)}>{t.backHome}</ButtonLink>
              {!good ? <ButtonLink href={`${localizedPath('/', locale)}#newsletter`} type="transparent">{t.signUpAgain}</ButtonLink> : null}
            </>
          )
        }
      >
        <p>{copy.text.replace('{email}', subscriber?.email ?? '').replace('{days}', String(Math.round(subscriptionSettings().confirmationTtlMs / 86_400_000)))}</p>
      </StatusPanel>
    </main>
  );
}
