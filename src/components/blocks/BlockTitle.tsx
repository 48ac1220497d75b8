import type { ReactNode } from 'react';
import { Heading } from '@/components/ui/Heading';
import type { HeadingTag } from '@/components/ui/types';
import { RichText } from '@/components/ui/RichText';
import type { HeadingAttribute } from './attributes';
import type { Copy } from './pricing/copy';

/**
 * A block's heading and sub heading (CMS HTML through the sanitiser); nothing for what is not set.
 * With the page's copy helper, figures in them are placeholders filled for the page.
 */
export function BlockTitle({ heading, subHeading, subClassName = 'mb-4', copy }: { heading?: HeadingAttribute | null; subHeading?: string | null; subClassName?: string; copy?: Copy }) {
  const html = (value: string, as: 'span' | 'p', className?: string) =>
    copy ? copy.html(value, { inline: true, as, className }) : <RichText html={value} inline as={as} className={className} />;
  return (
    <>
      {heading?.title ? (
        <Heading tag={heading.tag} fontSize={heading.fontSize} className="mb-2">
          {html(heading.title, 'span')}
        </Heading>
      ) : null}
      {subHeading ? html(subHeading, 'p', subClassName) : null}
    </>
  );
}

/** A block's heading alone (CMS HTML through the sanitiser) in its tag and size; nothing without a title. */
export function BlockHeading({ heading, look, className }: { heading?: HeadingAttribute | null; look?: HeadingTag; className?: string }) {
  if (!heading?.title) return null;
  return (
    <Heading tag={heading.tag} look={look} fontSize={heading.fontSize} className={className}>
      <RichText html={heading.title} inline as="span" />
    </Heading>
  );
}

/**
 * A content block at the page's width (explore, glossary, templates, the blog blocks, card grid):
 * its anchor and CMS classes, its heading and sub heading (BlockTitle), then the block's body.
 */
export function TitledSection({
  attributes,
  copy,
  children,
}: {
  attributes: { anchor?: string; className?: string; heading?: HeadingAttribute | null; sub_heading?: string | null };
  copy?: Copy;
  children: ReactNode;
}) {
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} subClassName="mb-6 text-lg" />
      {children}
    </section>
  );
}
