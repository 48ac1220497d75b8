import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { BlogHubSection } from './BlogHubSection';
import type { BlogHubAttributes } from './schema';

export function BlogHubBlock({ attributes, context }: BlockProps<BlogHubAttributes>) {
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <BlockTitle heading={attributes.heading} />
      <BlogHubSection locale={context.locale} state={{ category: attributes.category?.trim().toLowerCase() || null, search: null, page: 1 }} withFeatured={!attributes.hide_featured} />
    </section>
  );
}
