import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { PaginationLabels } from './pagination';

/**
 * The translated labels of the pagination control (messages blocks.pagination), for server
 * components that render <Pagination> (price tables, blog list, the pagination block).
 */
export async function getPaginationLabels(locale: Locale): Promise<PaginationLabels & { status: string }> {
  const t = await getTranslations({ locale, namespace: 'blocks.pagination' });
  return {
    label: t('label'),
    previous: t('previous'),
    next: t('next'),
    first: t('first'),
    page: t.raw('page') as string,
    status: t.raw('status') as string,
  };
}
