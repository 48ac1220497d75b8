import { Section } from '@/components/ui/Section';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { isHomePath } from '@/lib/marketing/paths';
import type { BlockProps } from '../types';
import { tldPriceSearchMessages } from './messages';
import { TldPriceSearch } from './TldPriceSearch.lazy';
import type { TldPriceSearchAttributes } from './schema';

export function TldPriceSearchBlock({ attributes, context }: BlockProps<TldPriceSearchAttributes>) {
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      {/* Home paths show the larger price cards. */}
      <IslandMessages locale={context.locale} namespaces={tldPriceSearchMessages}>
        <TldPriceSearch locale={context.locale} large={isHomePath(context.path)} />
      </IslandMessages>
    </Section>
  );
}

