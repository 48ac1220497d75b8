import { TitledSection } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { BlogHubSection } from './BlogHubSection';
import type { BlogHubAttributes } from './schema';

export function BlogHubBlock({ attributes, context }: BlockProps<BlogHubAttributes>) {
  return (
    <TitledSection attributes={attributes}>
      <BlogHubSection locale={context.locale} state={{ category: attributes.category?.trim().toLowerCase() || null, search: null, page: 1 }} withFeatured={!attributes.hide_featured} />
    </TitledSection>
  );
}
