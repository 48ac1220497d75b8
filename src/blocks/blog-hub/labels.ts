import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getPaginationLabels } from '@/components/ui/pagination-labels';
import type { Locale } from '@/i18n/locales';
import { postCardLabels } from '@/components/blocks/blog/labels';
import type { BlogHubLabels } from './BlogHub.client';

/** The hub's labels, translated on the server (islands get their labels as props). */
export async function blogHubLabels(locale: Locale): Promise<BlogHubLabels> {
  const [t, pagination, card] = await Promise.all([getTranslations({ locale, namespace: 'blog.hub' }), getPaginationLabels(locale), postCardLabels(locale)]);
  const { status: _status, ...paginationLabels } = pagination;
  return {
    ...card,
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    searchButton: t('searchButton'),
    clear: t('clear'),
    allArticles: t('allArticles'),
    categories: t('categories'),
    categoryLabel: t('categoryLabel'),
    showCategory: t('showCategory'),
    noPosts: t('noPosts'),
    noPostsHint: t('noPostsHint'),
    resultsFor: t.raw('resultsFor') as string,
    inCategory: t.raw('inCategory') as string,
    latest: t('latest'),
    loading: t('loading'),
    pageStatus: t.raw('pageStatus') as string,
    error: t('error'),
    pagination: paginationLabels,
  };
}
