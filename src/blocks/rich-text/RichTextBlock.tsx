import { RichText } from '@/components/ui/RichText';
import { AnimatedReveal } from '@/components/blocks/AnimatedHeading.client';
import type { BlockProps } from '../types';
import type { RichTextAttributes } from './schema';

export function RichTextBlock({ attributes }: BlockProps<RichTextAttributes>) {
  const alignClass = attributes.align === 'center' ? 'text-center' : attributes.align === 'right' ? 'text-right' : '';
  const body = (
    <div id={attributes.anchor || undefined} className={`mx-auto max-w-3xl px-4 py-4 text-lg leading-relaxed sm:px-6 ${alignClass} ${attributes.className ?? ''}`.trim()}>
      <RichText html={attributes.content} inline as="p" />
    </div>
  );
  return attributes.animation ? (
    <AnimatedReveal threshold={attributes.animation.threshold} once>
      {body}
    </AnimatedReveal>
  ) : (
    body
  );
}
