import { ButtonLink } from '@/components/ui/Button';
import { localizedPath } from '@/i18n/locales';
import { messagesFor, translatorFor } from '@/i18n/messages';
import { confirmByToken, subscriptionSettings } from '@/lib/subscriptions/service';
import { TokenLinkPage, mailLinkRequest, newsletterPageMetadata, type MailLinkPageProps } from '../token-link';

export const dynamic = 'force-dynamic';

export const generateMetadata = newsletterPageMetadata('confirmPage');

/**
 * Double opt-in, step 2: the link in the confirmation (or report) mail. A valid link shows a
 * button that POSTs the token to /api/newsletter/confirm, which confirms and comes back here with
 * `done`. Every other case (already confirmed, expired, unsubscribed meanwhile, not a valid link)
 * says so in the page's language.
 */
export default async function NewsletterConfirmPage(props: MailLinkPageProps) {
  const { locale, query } = await mailLinkRequest(props);
  const token = typeof query.token === 'string' ? query.token : '';
  const { result: state, subscriber } = await confirmByToken(token, { apply: false });
  // Back from the button's POST: the subscription it confirmed.
  const result = state === 'already-confirmed' && query.done === '1' ? 'confirmed' : state;
  const t = messagesFor(locale).newsletter;
  const copy = t.confirmPage[result];
  const good = result === 'confirmed' || result === 'already-confirmed';
  return (
    <TokenLinkPage
      result={result}
      tone={good ? 'success' : result === 'invalid' ? 'error' : 'info'}
      heading={copy.heading}
      text={translatorFor(locale, 'newsletter')(`confirmPage.${result}.text`, { email: subscriber?.email ?? '', days: Math.round(subscriptionSettings().confirmationTtlMs / 86_400_000) })}
      locale={locale}
      pendingForm={{ action: '/api/newsletter/confirm', fields: { token, locale }, button: t.confirmPage.pending.button }}
      more={
        good ? null : (
          <ButtonLink href={`${localizedPath('/', locale)}#newsletter`} type="transparent">
            {t.signUpAgain}
          </ButtonLink>
        )
      }
    />
  );
}
