import { localizedPath, type Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/messages';

/**
 * The consent sentences shown beside the first-party forms, in the page's language. The server
 * records the text it showed (not one sent by the browser) with the time of the submission. The
 * sentences mark the legal pages' names with <privacy> and <terms>: links on the page, plain words in
 * the record.
 */
export type ConsentForm = 'newsletter' | 'lead';

export function consentText(form: ConsentForm, locale: Locale): string {
  const t = translatorFor(locale, 'newsletter');
  const words = (chunks: string) => chunks;
  return t.markup(form === 'newsletter' ? 'block.consent' : 'leadForm.consent', { privacy: words, terms: words });
}

export function legalLinks(locale: Locale): { privacy: string; terms: string } {
  return { privacy: localizedPath('/legal/privacy-policy', locale), terms: localizedPath('/legal/terms-conditions', locale) };
}
