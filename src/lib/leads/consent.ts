import { localizedPath, type Locale } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';

/**
 * The consent sentences shown beside the first-party forms, in the page's language. The server
 * records the text it showed (not one sent by the browser) with the time of the submission.
 * `{privacy}` and `{terms}` become links on the page and plain words in the record.
 */
export type ConsentForm = 'newsletter' | 'lead';

export function consentTemplate(form: ConsentForm, locale: Locale): string {
  const messages = messagesFor(locale).newsletter;
  return form === 'newsletter' ? messages.block.consent : messages.leadForm.consent;
}

export function consentText(form: ConsentForm, locale: Locale): string {
  const messages = messagesFor(locale).newsletter;
  return consentTemplate(form, locale).replace('{privacy}', messages.block.privacy).replace('{terms}', messages.block.terms);
}

export function legalLinks(locale: Locale): { privacy: string; terms: string } {
  return { privacy: localizedPath('/legal/privacy-policy', locale), terms: localizedPath('/legal/terms-conditions', locale) };
}
