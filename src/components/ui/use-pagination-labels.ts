import { useTranslations } from 'next-intl';
import type { PaginationLabels } from './pagination';

/** The pagination bar's labels inside an island (its IslandMessages includes 'blocks.pagination'). */
export function usePaginationLabels(): PaginationLabels {
  const t = useTranslations('blocks.pagination');
  return { label: t('label'), previous: t('previous'), next: t('next'), first: t('first'), page: (page, total) => t('page', { page, total: total ?? '' }) };
}
