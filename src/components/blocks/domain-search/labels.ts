import 'server-only';
import { messagesFor } from '@/i18n/messages';
import { isLocale } from '@/i18n/locales';
import type { ResultsLabels } from './ResultsView';

/**
 * The results' labels (messages/<lang>/domainSearch.json, namespace domainSearch; hi reads en) as
 * raw templates: the browser island fills {query}, {price} … itself, so it needs no i18n runtime.
 */
export async function domainSearchLabels(locale: string): Promise<ResultsLabels> {
  const { results, errors } = messagesFor(isLocale(locale) ? locale : 'en').domainSearch;
  return { ...results, errors };
}
