import { messagesFor, translatorFor } from '@/i18n/messages';
import { unsubscribeByToken } from '@/lib/subscriptions/service';
import { TokenLinkPage, mailLinkRequest, newsletterPageMetadata, type MailLinkPageProps } from '../token-link';

export const dynamic = 'force-dynamic';

export const generateMetadata = newsletterPageMetadata('unsubscribePage');

/**
 * The unsubscribe link every mail carries. A valid link shows a button that POSTs the token to
 * /api/newsletter/unsubscribe (the RFC 8058 one-click endpoint), which unsubscribes and comes back
 * here with `done`.
 */
export default async function NewsletterUnsubscribePage(props: MailLinkPageProps) {
  const { locale, query } = await mailLinkRequest(props);
  const token = typeof query.token === 'string' ? query.token : '';
  const { result: state, subscriber } = await unsubscribeByToken(token, { apply: false });
  // Back from the button's POST: the unsubscribe it did.
  const result = state === 'already-unsubscribed' && query.done === '1' ? 'unsubscribed' : state;
  const t = messagesFor(locale).newsletter;
  const copy = t.unsubscribePage[result];
  return (
    <TokenLinkPage
      result={result}
      tone={result === 'invalid' ? 'error' : result === 'pending' ? 'info' : 'success'}
      heading={copy.heading}
      text={translatorFor(locale, 'newsletter')(`unsubscribePage.${result}.text`, { email: subscriber?.email ?? '' })}
      locale={locale}
      pendingForm={{ action: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, fields: { locale, source: 'unsubscribe-page' }, button: t.unsubscribePage.pending.button }}
    />
  );
}
