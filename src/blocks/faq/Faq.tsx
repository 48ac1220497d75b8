import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { stripHtml } from '@/lib/html/sanitize';
import type { BlockProps } from '../types';
import { FaqAccordion } from './FaqAccordion.client';
import { faqMode, initiallyOpen, type FaqAttributes } from './schema';

export function FaqBlock({ attributes }: BlockProps<FaqAttributes>) {
  if (!attributes.items.length) return null;
  const mode = faqMode(attributes.type);
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-3xl px-4 py-10 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag === 'h3' ? 'h2' : attributes.heading.tag} fontSize={attributes.heading.fontSize} className="mb-6">
          {attributes.heading.title}
        </Heading>
      ) : null}
      <FaqAccordion
        mode={mode}
        defaultOpen={initiallyOpen(attributes.items, mode)}
        items={attributes.items.map((item, index) => ({
          value: `item-${index}`,
          question: stripHtml(item.heading),
          answer: <RichText html={item.text} />,
        }))}
      />
    </section>
  );
}
