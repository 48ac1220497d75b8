import { BlockTitle } from '@/components/blocks/BlockTitle';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import type { CustomerStoriesAttributes } from './schema';
import { StoriesRow } from './StoriesRow.lazy';

/** Customer stories: one playing at a time, the row scrolling by a third of its width. */
export function CustomerStories({ attributes, context }: BlockProps<CustomerStoriesAttributes>) {
  const { stories, heading, subHeading, anchor, className } = attributes;
  if (!stories.length) return null;
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="text-lg" />
      <IslandMessages locale={context.locale} namespaces={['marketingSocial.stories']}>
        <StoriesRow stories={stories} lang={context.locale === 'hi' ? 'en' : context.locale} />
      </IslandMessages>
    </Section>
  );
}
