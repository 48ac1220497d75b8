import 'server-only';
import type { Locale } from '@/i18n/locales';
import { contentSource } from '@/lib/content';
import { queueMail } from '@/lib/mail/service';
import { newsletterConfirmationMail } from '@/lib/mail/templates';
import { linkOrigin } from '@/lib/site/origin';
import { markConfirmationSent, requestSubscription, subscriptionSettings } from './service';

/**
 * A newsletter sign-up (the newsletter block, the lead form's tick box): the request is committed
 * (pending), then the confirmation mail is queued — unless the address is already confirmed, or a
 * confirmation went out in the last 10 minutes. The answer to the visitor is the same in every case,
 * so the form does not tell anyone whether an address is subscribed.
 */
export async function queueNewsletterConfirmation(
  request: { email: string; locale: Locale; source: string; consentText: string },
  options: { now?: Date } = {},
): Promise<{ queued: boolean }> {
  const now = options.now ?? new Date();
  const outcome = await requestSubscription(request, { now });
  if (!outcome.sendConfirmation || !outcome.links.confirmUrl) return { queued: false };
  await queueMail(
    newsletterConfirmationMail({ locale: request.locale, to: request.email.trim(), siteUrl: linkOrigin(), links: outcome.links, company: (await contentSource().getThemeOptions()).company, confirmUrl: outcome.links.confirmUrl, validDays: Math.round(subscriptionSettings().confirmationTtlMs / 86_400_000) }),
    { now },
  );
  await markConfirmationSent(outcome.subscriber.id, now);
  return { queued: true };
}
