import { Section } from '@/components/ui/Section';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { BlockProps } from '../types';
import { HomeTldSearch } from './HomeTldSearch.lazy';
import { homeTldSearchMessages } from './messages';
import type { HomeTldSearchAttributes } from './schema';
import { BlockHeading } from '@/components/blocks/BlockTitle';

export function HomeTldSearchBlock({ attributes, context }: BlockProps<HomeTldSearchAttributes>) {
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockHeading heading={attributes.heading} className="mb-4" />
      <IslandMessages locale={context.locale} namespaces={homeTldSearchMessages}>
        <HomeTldSearch defaultTlds={attributes.tlds} locale={context.locale} />
      </IslandMessages>
    </Section>
  );
}

