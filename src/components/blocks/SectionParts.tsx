import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import type { HeadingTag, SectionBackground } from '@/components/ui/types';
import type { ButtonAttribute } from './attributes';
import { CmsButton } from './CmsButton';
import type { Copy } from './pricing/copy';

/**
 * Pieces the marketing blocks (heroes, banners, sections, section grids, text blocks) share: the
 * section frame with its identity marker, the heading/sub heading/content intro, the pair of CMS
 * buttons, and the list of feature lines with an icon each.
 */
export function BlockFrame({
  attributes,
  variant,
  className = 'py-12 sm:py-16',
  id,
  children,
}: {
  attributes: { anchor?: string; className?: string; bgColorLeft?: SectionBackground | null; bgColorRight?: SectionBackground | null };
  variant: string;
  className?: string;
  /** The anchor when the block has none of its own. */
  id?: string;
  children: ReactNode;
}) {
  return (
    <Section id={attributes.anchor || id} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`${className} ${attributes.className ?? ''}`.trim()}>
      <div data-variant={variant}>{children}</div>
    </Section>
  );
}

/**
 * A block's sub heading: a paragraph, or the heading tag heading_settings.sub_heading_tag names,
 * drawn the same either way.
 */
export function SubHeading({ html, settings, className, copy }: { html: string | undefined; settings?: { subHeadingTag?: HeadingTag } | null; className: string; copy?: Copy }) {
  if (!html) return null;
  const as = settings?.subHeadingTag ?? 'p';
  // figures in the sub heading are placeholders, filled for the page when the block has its copy helper
  if (copy) return copy.html(html, { inline: true, as, className: `font-normal ${className}` });
  return <RichText html={html} inline as={as} className={`font-normal ${className}`} />;
}

/** Heading (an editor's h3 looks like a section heading), sub heading and content; nothing when all are empty. */
export function SectionIntro({
  attributes,
  center = false,
  inverse = false,
  startClassName = '',
  copy,
}: {
  attributes: { heading: { title: string; tag: HeadingTag; fontSize?: string }; sub_heading?: string; content?: string; heading_settings?: { subHeadingTag?: HeadingTag } };
  center?: boolean;
  inverse?: boolean;
  /** Classes of the intro when it is not centred (e.g. a reading width). */
  startClassName?: string;
  /** The page's copy helper: figures in the title, sub heading and content are placeholders filled for the page. */
  copy?: Copy;
}) {
  if (!attributes.heading.title && !attributes.sub_heading && !attributes.content) return null;
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : startClassName || undefined}>
      {attributes.heading.title ? (
        <Heading tag={attributes.heading.tag} look={attributes.heading.tag === 'h3' ? 'h2' : undefined} fontSize={attributes.heading.fontSize} className={inverse ? 'text-white' : ''}>
          {copy ? copy.html(attributes.heading.title, { inline: true, as: 'span' }) : <RichText html={attributes.heading.title} inline as="span" />}
        </Heading>
      ) : null}
      <SubHeading html={attributes.sub_heading} settings={attributes.heading_settings} className="mt-3 text-lg" copy={copy} />
      {attributes.content ? copy ? copy.html(attributes.content, { className: 'mt-3' }) : <RichText html={attributes.content} className="mt-3" /> : null}
    </div>
  );
}

/** The block's button and second button (button_2), side by side; nothing without either. */
export function ButtonPair({
  attributes,
  className = 'mt-8',
  inverse = false,
}: {
  attributes: { button?: ButtonAttribute | null; button_2?: ButtonAttribute | null };
  className?: string;
  inverse?: boolean;
}) {
  if (!attributes.button && !attributes.button_2) return null;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`.trim()}>
      <CmsButton button={attributes.button} inverse={inverse} />
      <CmsButton button={attributes.button_2} inverse={inverse} />
    </div>
  );
}

/** The green check most feature lists use. */
export const CHECK_ICON = <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />;

/** Feature lines (sanitised inline HTML) with an icon each; the first `max` only; nothing without lines. */
export function CheckList({
  lines,
  icon = CHECK_ICON,
  max,
  className = 'grid gap-3',
  gap = 'gap-2',
  copy,
}: {
  lines: string[];
  /** The page's copy helper: figures in the lines are placeholders filled for the page. */
  copy?: Copy;
  icon?: ReactNode;
  max?: number;
  /** Classes of the list. */
  className?: string;
  /** Space between an icon and its line. */
  gap?: string;
}) {
  if (!lines.length) return null;
  return (
    <ul className={className}>
      {(max === undefined ? lines : lines.slice(0, max)).map((line, index) => (
        <li key={index} className={`flex items-start ${gap}`}>
          {icon}
          {copy ? copy.html(line, { inline: true, as: 'span' }) : <RichText html={line} inline as="span" />}
        </li>
      ))}
    </ul>
  );
}
