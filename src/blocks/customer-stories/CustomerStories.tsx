import { getTranslations } from 'next-intl/server';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import type { CustomerStoriesAttributes } from './schema';
import { StoriesRow } from './StoriesRow.lazy';

/** Customer stories: one playing at a time, the row scrolling by a third of its width. */
export async function CustomerStories({ attributes, context }: BlockProps<CustomerStoriesAttributes>) {
  const { stories, heading, subHeading, anchor, className } = attributes;
  if (!stories.length) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'marketingSocial.stories' });
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="text-lg" />
      <StoriesRow
        stories={stories}
        lang={context.locale === 'hi' ? 'en' : context.locale}
        labels={{ region: t('region'), previous: t('previous'), next: t('next'), play: t.raw('play') as string, pause: t.raw('pause') as string }}
      />
    </Section>
  );
}
