import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content/types';
import { latestPosts, recommendedFor } from '@/lib/posts/service';
import { postCardLabels } from '@/components/blocks/blog/labels';
import { BlogCarousel } from './BlogCarousel.lazy';

/** Recommended posts in the carousel: related to `post` (its first category), or a category's latest, or the latest. */
export async function RecommendedBlogs({ locale, post, category, count = 6 }: { locale: Locale; post?: PostSummary | null; category?: string | null; count?: number }) {
  const [posts, t, card] = await Promise.all([
    post || !category ? recommendedFor(post ?? null, locale, count) : latestPosts(locale, { category, first: count }).then((result) => result.posts),
    getTranslations({ locale, namespace: 'blog.carousel' }),
    postCardLabels(locale),
  ]);
  if (!posts.length) return null;
  return <BlogCarousel posts={posts} labels={{ ...card, label: t('label'), previous: t('previous'), next: t('next'), position: t.raw('position') as string }} />;
}
