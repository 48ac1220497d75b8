import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ResultsLabels } from './ResultsView';

/**
 * The results' labels (messages/<lang>/domainSearch.json, namespace domainSearch; hi reads en) as
 * raw templates: the browser island fills {query}, {price} … itself, so it needs no i18n runtime.
 */
export async function domainSearchLabels(locale: string): Promise<ResultsLabels> {
  const t = await getTranslations({ locale, namespace: 'domainSearch' });
  return { ...(t.raw('results') as Omit<ResultsLabels, 'errors'>), errors: t.raw('errors') as ResultsLabels['errors'] };
}
