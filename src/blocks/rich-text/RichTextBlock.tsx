import { AnimatedReveal } from '@/components/blocks/AnimatedHeading.lazy';
import { pageCopy } from '@/components/blocks/pricing/copy';
import type { BlockProps } from '../types';
import type { RichTextAttributes } from './schema';

/** Rich text; figures in it are placeholders filled for the page (the page's copy helper). */
export async function RichTextBlock({ attributes, context }: BlockProps<RichTextAttributes>) {
  const copy = await pageCopy(context.locale);
  const alignClass = attributes.align === 'center' ? 'text-center' : attributes.align === 'right' ? 'text-right' : '';
  const body = (
    <div id={attributes.anchor || undefined} className={`mx-auto max-w-3xl px-4 py-4 text-lg leading-relaxed sm:px-6 ${alignClass} ${attributes.className ?? ''}`.trim()}>
      {copy.html(attributes.content, { inline: true, as: 'p' })}
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
