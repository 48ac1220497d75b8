import { Heading } from '@/components/ui/Heading';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { stripHtml } from '@/lib/html/sanitize';
import type { BlockProps } from '../types';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { FaqAccordion } from './FaqAccordion.lazy';
import { FaqSearch } from './FaqSearch.lazy';
import { faqMode, initiallyOpen, type FaqAttributes } from './schema';
import { FAQ_SEARCH_PATHS } from './search';

export async function FaqBlock({ attributes, context }: BlockProps<FaqAttributes>) {
  if (!attributes.items.length) return null;
  const mode = faqMode(attributes.type);
  // Figures in the questions and answers are placeholders filled for the page ({plan:basic_s:yearly},
  // {plan:professional_l:domains} …); a question is plain text (the search island filters it).
  const copy = await pageCopy(context.locale);
  if (FAQ_SEARCH_PATHS.has(context.path) || attributes.search) {
    return (
      <section id={attributes.anchor || undefined} className={`mx-auto max-w-3xl px-4 py-10 sm:px-6 ${attributes.className ?? ''}`.trim()}>
        <IslandMessages locale={context.locale} namespaces={['resources.faq', 'resources.noResults', 'resources.tryDifferent']}>
          <FaqSearch
            mode={mode}
            defaultOpen={initiallyOpen(attributes.items, mode)}
            items={attributes.items.map((item, index) => ({ value: `item-${index}`, question: copy.plain(stripHtml(item.heading)), answer: copy.html(item.text) }))}
          />
        </IslandMessages>
      </section>
    );
  }
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-3xl px-4 py-10 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag} look={attributes.heading.tag === 'h3' ? 'h2' : undefined} fontSize={attributes.heading.fontSize} className="mb-6">
          {attributes.heading.title}
        </Heading>
      ) : null}
      <FaqAccordion
        headingLevel={attributes.heading?.title ? 'h3' : 'h2'}
        mode={mode}
        defaultOpen={initiallyOpen(attributes.items, mode)}
        items={attributes.items.map((item, index) => ({
          value: `item-${index}`,
          question: copy.plain(stripHtml(item.heading)),
          answer: copy.html(item.text),
        }))}
      />
    </section>
  );
}
