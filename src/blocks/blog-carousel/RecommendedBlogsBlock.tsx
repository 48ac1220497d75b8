import { TitledSection } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { RecommendedBlogs } from './RecommendedBlogs';
import type { RecommendedBlogsAttributes } from './schema';

export function RecommendedBlogsBlock({ attributes, context }: BlockProps<RecommendedBlogsAttributes>) {
  return (
    <TitledSection attributes={attributes}>
      <RecommendedBlogs locale={context.locale} category={attributes.category?.trim().toLowerCase() || null} count={attributes.count} />
    </TitledSection>
  );
}
