import { TitledSection } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { FeaturedTeaser } from '@/components/blocks/blog/FeaturedTeaser';
import type { FeaturedBlogAttributes } from './schema';

export function FeaturedBlogBlock({ attributes, context }: BlockProps<FeaturedBlogAttributes>) {
  const uri = attributes.post || attributes.post_uri || null;
  return (
    <TitledSection attributes={attributes}>
      <FeaturedTeaser locale={context.locale} uri={uri} headingTag={attributes.heading?.title ? 'h3' : 'h2'} />
    </TitledSection>
  );
}
