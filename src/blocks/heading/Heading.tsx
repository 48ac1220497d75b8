import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import type { BlockProps } from '../types';
import { AnimatedReveal } from '@/components/blocks/AnimatedHeading.lazy';
import type { HeadingBlockAttributes } from './schema';

export function HeadingBlock({ attributes }: BlockProps<HeadingBlockAttributes>) {
  const { heading, sub_heading: subHeading, align, anchor, className, animation } = attributes;
  if (!heading.title && !subHeading) return null;
  const alignClass = align === 'center' ? 'text-center' : align === 'right' ? 'text-right' : 'text-left';
  const content = (
    <div className={`mx-auto max-w-6xl px-4 py-6 sm:px-6 ${alignClass} ${className ?? ''}`.trim()} id={anchor || undefined}>
      {heading.title ? (
        <Heading tag={heading.tag} fontSize={heading.fontSize}>
          <RichText html={heading.title} inline as="span" />
        </Heading>
      ) : null}
      {subHeading ? <RichText html={subHeading} inline as="p" className="mt-3 text-lg" /> : null}
    </div>
  );
  return animation ? (
    <AnimatedReveal threshold={animation.threshold} once={animation.once}>
      {content}
    </AnimatedReveal>
  ) : (
    content
  );
}
