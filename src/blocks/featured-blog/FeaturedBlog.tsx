import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { FeaturedTeaser } from '@/components/blocks/blog/FeaturedTeaser';
import type { FeaturedBlogAttributes } from './schema';

export function FeaturedBlogBlock({ attributes, context }: BlockProps<FeaturedBlogAttributes>) {
  const uri = attributes.post || attributes.post_uri || null;
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <BlockTitle heading={attributes.heading} />
      <FeaturedTeaser locale={context.locale} uri={uri} headingTag={attributes.heading?.title ? 'h3' : 'h2'} />
    </section>
  );
}
