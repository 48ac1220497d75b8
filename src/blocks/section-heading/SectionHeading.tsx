import { MailCheck, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from '@/components/ui/Heading';
import { pageCopy, type Copy } from '@/components/blocks/pricing/copy';
import { isSpamExpertsPath } from '@/lib/marketing/paths';
import { AnimatedReveal } from '@/components/blocks/AnimatedHeading.lazy';
import type { BlockProps } from '../types';
import type { SectionHeadingAttributes } from './schema';

type Props = BlockProps<SectionHeadingAttributes>;

/** The centred variants' frame: a reading width, centred text. */
const CENTRED = 'mx-auto max-w-3xl px-4 pt-12 pb-2 text-center sm:px-6';

/**
 * A variant's frame: the reveal animation (when the block has one), the anchor, the variant marker
 * and the CMS classes around the variant's own parts, and the sub heading under them. Figures in the
 * title, sub heading and badge are placeholders filled for the page ({plan:basic_s:promo} …).
 */
function HeadingFrame({
  attributes,
  variant,
  className,
  subClassName = 'mt-3 text-lg',
  copy,
  children,
}: {
  attributes: SectionHeadingAttributes;
  variant: string;
  className: string;
  subClassName?: string;
  copy: Copy;
  children: ReactNode;
}) {
  const frame = (
    <div id={attributes.anchor || undefined} data-variant={variant} className={`${className} ${attributes.className ?? ''}`.trim()}>
      {children}
      {copy.html(attributes.sub_heading, { inline: true, as: 'p', className: subClassName })}
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

function Title({ attributes, copy, className = '' }: { attributes: SectionHeadingAttributes; copy: Copy; className?: string }) {
  if (!attributes.heading.title) return null;
  return (
    <Heading tag={attributes.heading.tag} look={attributes.heading.tag === 'h3' ? 'h2' : undefined} fontSize={attributes.heading.fontSize} className={className}>
      {copy.html(attributes.heading.title, { inline: true, as: 'span' })}
    </Heading>
  );
}

/**
 * The section heading. On /products/security/spamexperts it is the page's special section heading
 *: the mail-filter mark, an accent rule, centred.
 */
export async function SectionHeadingBlock({ attributes, context }: Props) {
  if (isSpamExpertsPath(context.path)) return <SpamExpertsSectionHeading attributes={attributes} context={context} innerBlocks={[]} />;
  const copy = await pageCopy(context.locale);
  const align = attributes.align === 'center' ? 'text-center' : attributes.align === 'right' ? 'text-right' : 'text-left';
  return (
    <HeadingFrame attributes={attributes} variant="default" className={`mx-auto max-w-6xl px-4 pt-10 pb-2 sm:px-6 ${align}`} copy={copy}>
      <Title attributes={attributes} copy={copy} />
    </HeadingFrame>
  );
}

/** centered-section-heading: centred, with an accent rule under the title. */
export async function CenteredSectionHeading({ attributes, context }: Props) {
  const copy = await pageCopy(context.locale);
  return (
    <HeadingFrame attributes={attributes} variant="centered-section-heading" className={CENTRED} subClassName="mt-4 text-lg" copy={copy}>
      <Title attributes={attributes} copy={copy} />
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-brand" />
    </HeadingFrame>
  );
}

/** promo-heading: the promotion's label (badge) as a tag above a centred title. */
export async function PromoHeading({ attributes, context }: Props) {
  const copy = await pageCopy(context.locale);
  return (
    <HeadingFrame attributes={attributes} variant="promo-heading" className={CENTRED} copy={copy}>
      {attributes.badge ? (
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-danger px-3 py-1 text-sm font-bold text-white">
          <Tag aria-hidden="true" className="size-4" />
          {copy.text(attributes.badge)}
        </p>
      ) : null}
      <Title attributes={attributes} copy={copy} />
    </HeadingFrame>
  );
}

/** The spamexperts page's special section heading. Our advIdentity: spamexperts-section-heading. */
export async function SpamExpertsSectionHeading({ attributes, context }: Props) {
  const copy = await pageCopy(context.locale);
  return (
    <HeadingFrame attributes={attributes} variant="spamexperts-section-heading" className={CENTRED} subClassName="mt-4 text-lg" copy={copy}>
      <span aria-hidden="true" className="mx-auto mb-3 flex size-12 items-center justify-center rounded-xl bg-brand/10">
        <MailCheck className="size-7 text-brand" />
      </span>
      <Title attributes={attributes} copy={copy} className="text-brand-dark" />
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-24 rounded-full bg-gradient-to-r from-brand to-highlight" />
    </HeadingFrame>
  );
}
