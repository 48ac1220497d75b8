import { MailCheck, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { isSpamExpertsPath } from '@/lib/marketing/paths';
import { AnimatedReveal } from '@/components/blocks/AnimatedHeading.lazy';
import type { BlockProps } from '../types';
import type { SectionHeadingAttributes } from './schema';

type Props = BlockProps<SectionHeadingAttributes>;

function Animated({ attributes, children }: { attributes: SectionHeadingAttributes; children: ReactNode }) {
  return attributes.animation ? (
    <AnimatedReveal threshold={attributes.animation.threshold} once={attributes.animation.once}>
      {children}
    </AnimatedReveal>
  ) : (
    children
  );
}

function Title({ attributes, className = '' }: { attributes: SectionHeadingAttributes; className?: string }) {
  if (!attributes.heading.title) return null;
  return (
    <Heading tag={attributes.heading.tag} look={attributes.heading.tag === 'h3' ? 'h2' : undefined} fontSize={attributes.heading.fontSize} className={className}>
      <RichText html={attributes.heading.title} inline as="span" />
    </Heading>
  );
}

/**
 * The section heading. On /products/security/spamexperts it is the page's special section heading
 *: the mail-filter mark, an accent rule, centred.
 */
export function SectionHeadingBlock({ attributes, context }: Props) {
  if (isSpamExpertsPath(context.path)) return <SpamExpertsSectionHeading attributes={attributes} context={context} innerBlocks={[]} />;
  const align = attributes.align === 'center' ? 'text-center' : attributes.align === 'right' ? 'text-right' : 'text-left';
  return (
    <Animated attributes={attributes}>
      <div id={attributes.anchor || undefined} data-variant="default" className={`mx-auto max-w-6xl px-4 pt-10 pb-2 sm:px-6 ${align} ${attributes.className ?? ''}`.trim()}>
        <Title attributes={attributes} />
        {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-3 text-lg" /> : null}
      </div>
    </Animated>
  );
}

/** centered-section-heading: centred, with an accent rule under the title. */
export function CenteredSectionHeading({ attributes }: Props) {
  return (
    <Animated attributes={attributes}>
      <div id={attributes.anchor || undefined} data-variant="centered-section-heading" className={`mx-auto max-w-3xl px-4 pt-12 pb-2 text-center sm:px-6 ${attributes.className ?? ''}`.trim()}>
        <Title attributes={attributes} />
        <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-brand" />
        {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-4 text-lg" /> : null}
      </div>
    </Animated>
  );
}

/** promo-heading: the promotion's label (badge) as a tag above a centred title. */
export function PromoHeading({ attributes }: Props) {
  return (
    <Animated attributes={attributes}>
      <div id={attributes.anchor || undefined} data-variant="promo-heading" className={`mx-auto max-w-3xl px-4 pt-12 pb-2 text-center sm:px-6 ${attributes.className ?? ''}`.trim()}>
        {attributes.badge ? (
          <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-danger px-3 py-1 text-sm font-bold text-white">
            <Tag aria-hidden="true" className="size-4" />
            {attributes.badge}
          </p>
        ) : null}
        <Title attributes={attributes} />
        {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-3 text-lg" /> : null}
      </div>
    </Animated>
  );
}

/** The spamexperts page's special section heading. Our advIdentity: spamexperts-section-heading. */
export function SpamExpertsSectionHeading({ attributes }: Props) {
  return (
    <Animated attributes={attributes}>
      <div id={attributes.anchor || undefined} data-variant="spamexperts-section-heading" className={`mx-auto max-w-3xl px-4 pt-12 pb-2 text-center sm:px-6 ${attributes.className ?? ''}`.trim()}>
        <span aria-hidden="true" className="mx-auto mb-3 flex size-12 items-center justify-center rounded-xl bg-brand/10">
          <MailCheck className="size-7 text-brand" />
        </span>
        <Title attributes={attributes} className="text-brand-dark" />
        <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-24 rounded-full bg-gradient-to-r from-brand to-highlight" />
        {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-4 text-lg" /> : null}
      </div>
    </Animated>
  );
}
