import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import type { HeadingAttribute } from './attributes';

/** A block's heading and sub heading (CMS HTML through RichText); nothing for what is not set. */
export function BlockTitle({ heading, subHeading, subClassName = 'mb-4' }: { heading?: HeadingAttribute | null; subHeading?: string | null; subClassName?: string }) {
  return (
    <>
      {heading?.title ? (
        <Heading tag={heading.tag} fontSize={heading.fontSize} className="mb-2">
          <RichText html={heading.title} inline as="span" />
        </Heading>
      ) : null}
      {subHeading ? <RichText html={subHeading} inline as="p" className={subClassName} /> : null}
    </>
  );
}
