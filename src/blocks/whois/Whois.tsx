import { IslandMessages } from '@/components/i18n/IslandMessages';
import { RichText } from '@/components/ui/RichText';
import type { BlockProps } from '../types';
import { WhoisLookup } from './WhoisLookup.lazy';
import type { WhoisBlockAttributes } from './schema';
import { BlockHeading } from '@/components/blocks/BlockTitle';

export function WhoisBlock({ attributes, context }: BlockProps<WhoisBlockAttributes>) {
  return (
    <section id={attributes.anchor || undefined} className={`py-6 ${attributes.className ?? ''}`.trim()} data-whois-block="">
      {attributes.heading?.title || attributes.sub_heading ? (
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <BlockHeading heading={attributes.heading} />
          {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-3 text-lg" /> : null}
        </div>
      ) : null}
      <IslandMessages locale={context.locale} namespaces={['whois']}>
        <WhoisLookup locale={context.locale} />
      </IslandMessages>
    </section>
  );
}
