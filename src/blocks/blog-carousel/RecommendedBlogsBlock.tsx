import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { RecommendedBlogs } from './RecommendedBlogs';
import type { RecommendedBlogsAttributes } from './schema';

export function RecommendedBlogsBlock({ attributes, context }: BlockProps<RecommendedBlogsAttributes>) {
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <BlockTitle heading={attributes.heading} />
      <RecommendedBlogs locale={context.locale} category={attributes.category?.trim().toLowerCase() || null} count={attributes.count} />
    </section>
  );
}
