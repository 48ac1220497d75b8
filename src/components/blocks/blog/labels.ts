import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { PostCardLabels } from './PostCard';

/** A post card's labels (blog hub, blog cards, recommended posts, category, explore and glossary pages). */
export async function postCardLabels(locale: Locale): Promise<PostCardLabels> {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return { newTab: t('card.newTab'), categories: t('hub.categories'), noImage: t('card.noImage') };
}
