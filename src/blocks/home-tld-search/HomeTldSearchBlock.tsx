import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { BlockProps } from '../types';
import { HomeTldSearch } from './HomeTldSearch.lazy';
import { homeTldSearchMessages } from './messages';
import type { HomeTldSearchAttributes } from './schema';

export function HomeTldSearchBlock({ attributes, context }: BlockProps<HomeTldSearchAttributes>) {
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag} fontSize={attributes.heading.fontSize} className="mb-4">
          <RichText html={attributes.heading.title} inline as="span" />
        </Heading>
      ) : null}
      <IslandMessages locale={context.locale} namespaces={homeTldSearchMessages}>
        <HomeTldSearch defaultTlds={attributes.tlds} locale={context.locale} />
      </IslandMessages>
    </Section>
  );
}

