import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content/types';
import { latestPosts, recommendedFor } from '@/lib/posts/service';
import { postCardMessages } from '@/components/blocks/blog/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { BlogCarousel } from './BlogCarousel.lazy';

/** Recommended posts in the carousel: related to `post` (its first category), or a category's latest, or the latest. */
export async function RecommendedBlogs({ locale, post, category, count = 6 }: { locale: Locale; post?: PostSummary | null; category?: string | null; count?: number }) {
  const posts = await (post || !category ? recommendedFor(post ?? null, locale, count) : latestPosts(locale, { category, first: count }).then((result) => result.posts));
  if (!posts.length) return null;
  return (
    <IslandMessages locale={locale} namespaces={['blog.carousel', ...postCardMessages]}>
      <BlogCarousel posts={posts} />
    </IslandMessages>
  );
}
