import { MailCheck } from 'lucide-react';
import { ButtonPair, SectionIntro } from '@/components/blocks/SectionParts';
import { isSpamExpertsPath } from '@/lib/marketing/paths';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import type { CtaBannerAttributes } from './schema';

/**
 * The security mail-filtering product page's call to action (its special layout): centred on the
 * dark band under the mail-filter mark, the buttons side by
 * side below the text, the image (if any) after them.
 */
function SpamExpertsCta({ attributes }: BlockProps<CtaBannerAttributes>) {
  return (
    <Section id={attributes.anchor} className={`my-10 py-12 ${attributes.className ?? ''}`}>
      <div data-layout="spamexperts" className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-dark to-[#05408f] px-6 py-10 text-center text-white sm:px-12 [&_h2]:text-white [&_h3]:text-white [&_.prose-cms_a]:text-white">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/30">
          <MailCheck aria-hidden="true" className="size-8 text-highlight" />
        </span>
        <Heading tag={attributes.heading.tag} look={attributes.heading.tag === 'h3' ? 'h2' : undefined} fontSize={attributes.heading.fontSize}>
          <RichText html={attributes.heading.title} inline as="span" />
        </Heading>
        {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-3 text-lg" /> : null}
        {attributes.content ? <RichText html={attributes.content} className="mx-auto mt-3 max-w-2xl" /> : null}
        <ButtonPair attributes={attributes} className="mt-7 justify-center" inverse />
        {attributes.image ? <Img image={attributes.image} className="mx-auto mt-8" /> : null}
      </div>
    </Section>
  );
}

/** Call-to-action banner: heading, text, up to two buttons, optional image, split background. */
export function CtaBannerBlock(props: BlockProps<CtaBannerAttributes>) {
  const { attributes, context } = props;
  if (isSpamExpertsPath(context.path)) return <SpamExpertsCta {...props} />;
  const plain = !attributes.bgColorLeft && !attributes.bgColorRight;
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`my-10 py-12 ${attributes.className ?? ''}`}>
      <div className={`grid items-center gap-8 rounded-2xl p-8 md:grid-cols-[2fr_1fr] ${plain ? 'bg-brand-dark text-white [&_h2]:text-white [&_h3]:text-white [&_.prose-cms_a]:text-white' : ''}`}>
        <div>
          <SectionIntro attributes={attributes} />
          <ButtonPair attributes={attributes} className="mt-6" inverse={plain} />
        </div>
        {attributes.image ? <Img image={attributes.image} className="mx-auto" /> : null}
      </div>
    </Section>
  );
}
