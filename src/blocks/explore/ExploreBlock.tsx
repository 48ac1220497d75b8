import { IslandMessages } from '@/components/i18n/IslandMessages';
import { localizedPath } from '@/i18n/locales';
import { plainText } from '@/lib/posts/text';
import { TitledSection } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { Explore } from './Explore.lazy';
import { exploreMessages } from './messages';
import type { ExploreBlockAttributes } from './schema';

export function ExploreBlock({ attributes, context }: BlockProps<ExploreBlockAttributes>) {
  return (
    <TitledSection attributes={attributes}>
      <IslandMessages locale={context.locale} namespaces={exploreMessages}>
        <Explore
          headingLevel={attributes.heading?.title ? 'h3' : 'h2'}
          cards={attributes.items.map((item) => ({ title: item.title, description: plainText(item.description), href: localizedPath(`/explore/${item.slug}`, context.locale) }))}
          placeholder={attributes.placeholder || undefined}
        />
      </IslandMessages>
    </TitledSection>
  );
}
