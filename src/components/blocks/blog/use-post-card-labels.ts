import { useTranslations } from 'next-intl';
import type { PostCardLabels } from './PostCard';

/** A post card's labels inside an island (its IslandMessages includes postCardMessages). */
export function usePostCardLabels(): PostCardLabels {
  const t = useTranslations('blog');
  return { newTab: t('card.newTab'), categories: t('hub.categories'), noImage: t('card.noImage') };
}
