import { MailCheck, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { isSpamExpertsPath } from '@/lib/marketing/paths';
import { AnimatedReveal } from '@/components/blocks/AnimatedHeading.lazy';
import type { BlockProps } from '../types';
import type { SectionHeadingAttributes } from './schema';

type Props = BlockProps<SectionHeadingAttributes>;

/** The centred variants' frame: a reading width, centred text. */
const CENTRED = 'mx-auto max-w-3xl px-4 pt-12 pb-2 text-center sm:px-6';

/**
 * A variant's frame: the reveal animation (when the block has one), the anchor, the variant marker
 * and the CMS classes around the variant's own parts, and the sub heading under them.
 */
function HeadingFrame({
  attributes,
  variant,
  className,
  subClassName = 'mt-3 text-lg',
  children,
}: {
  attributes: SectionHeadingAttributes;
  variant: string;
  className: string;
  subClassName?: string;
  children: ReactNode;
}) {
  const frame = (
    <div id={attributes.anchor || undefined} data-variant={variant} className={`${className} ${attributes.className ?? ''}`.trim()}>
      {children}
      {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className={subClassName} /> : null}
    </div>
  );
  return attributes.animation ? (
    <AnimatedReveal threshold={attributes.animation.threshold} once={attributes.animation.once}>
      {frame}
    </AnimatedReveal>
  ) : (
    frame
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
    <HeadingFrame attributes={attributes} variant="default" className={`mx-auto max-w-6xl px-4 pt-10 pb-2 sm:px-6 ${align}`}>
      <Title attributes={attributes} />
    </HeadingFrame>
  );
}

/** centered-section-heading: centred, with an accent rule under the title. */
export function CenteredSectionHeading({ attributes }: Props) {
  return (
    <HeadingFrame attributes={attributes} variant="centered-section-heading" className={CENTRED} subClassName="mt-4 text-lg">
      <Title attributes={attributes} />
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-brand" />
    </HeadingFrame>
  );
}

/** promo-heading: the promotion's label (badge) as a tag above a centred title. */
export function PromoHeading({ attributes }: Props) {
  return (
    <HeadingFrame attributes={attributes} variant="promo-heading" className={CENTRED}>
      {attributes.badge ? (
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-danger px-3 py-1 text-sm font-bold text-white">
          <Tag aria-hidden="true" className="size-4" />
          {attributes.badge}
        </p>
      ) : null}
      <Title attributes={attributes} />
    </HeadingFrame>
  );
}

/** The spamexperts page's special section heading. Our advIdentity: spamexperts-section-heading. */
export function SpamExpertsSectionHeading({ attributes }: Props) {
  return (
    <HeadingFrame attributes={attributes} variant="spamexperts-section-heading" className={CENTRED} subClassName="mt-4 text-lg">
      <span aria-hidden="true" className="mx-auto mb-3 flex size-12 items-center justify-center rounded-xl bg-brand/10">
        <MailCheck className="size-7 text-brand" />
      </span>
      <Title attributes={attributes} className="text-brand-dark" />
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-24 rounded-full bg-gradient-to-r from-brand to-highlight" />
    </HeadingFrame>
  );
}
