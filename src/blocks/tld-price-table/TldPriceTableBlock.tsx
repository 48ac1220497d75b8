import { Section } from '@/components/ui/Section';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { tldPriceTableMessages } from './messages';
import { TldPriceTable } from './TldPriceTable.lazy';
import type { TldPriceTableAttributes } from './schema';

export function TldPriceTableBlock({ attributes, context }: BlockProps<TldPriceTableAttributes>) {
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} />
      <IslandMessages locale={context.locale} namespaces={tldPriceTableMessages}>
        <TldPriceTable locale={context.locale} tlds={attributes.tlds ?? []} />
      </IslandMessages>
    </Section>
  );
}

