import { Heading } from '@/components/ui/Heading';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { DomainSearchBox } from '@/components/blocks/domain-search/DomainSearchBox';
import type { DomainSearchAttributes } from '@/components/blocks/domain-search/schema';
import type { BlockProps } from '../types';
import { linkTarget } from '@/lib/html/link-target';

export async function DomainSearchBlock({ attributes, context }: BlockProps<DomainSearchAttributes>) {
  // A suggestion's price names its figure ({price:com}): filled from the catalogue in the page's currency.
  const copy = attributes.suggestions.length ? await pageCopy(context.locale) : null;
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-4xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag} fontSize={attributes.heading.fontSize} className="mb-4 text-center">
          {attributes.heading.title}
        </Heading>
      ) : null}
      <DomainSearchBox attributes={attributes} context={context} />
      {attributes.suggestions.length ? (
        <ul className="mt-4 flex flex-wrap justify-center gap-2 text-sm">
          {attributes.suggestions.map((item) => (
            <li key={item.ext}>
              <a
                href={item.link?.url || '#'}
                target={linkTarget(item.link?.url ?? '', item.link?.target)}
                rel={linkTarget(item.link?.url ?? '', item.link?.target) ? 'noopener noreferrer' : undefined}
                className="inline-flex gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-ink hover:border-brand"
              >
                <strong>.{item.ext.replace(/^\./, '')}</strong>
                {item.price ? <span>{copy?.text(item.price)}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
