import { CmsButton } from '@/components/blocks/CmsButton';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import type { CtaBannerAttributes } from './schema';

/** Call-to-action banner: heading, text, up to two buttons, optional image, split background. */
export function CtaBannerBlock({ attributes }: BlockProps<CtaBannerAttributes>) {
  const plain = !attributes.bgColorLeft && !attributes.bgColorRight;
  return (
    <Section id={attributes.anchor} left={attributes.bgColorLeft} right={attributes.bgColorRight} className={`my-10 py-12 ${attributes.className ?? ''}`}>
      <div className={`grid items-center gap-8 rounded-2xl p-8 md:grid-cols-[2fr_1fr] ${plain ? 'bg-brand-dark text-white [&_h2]:text-white [&_h3]:text-white [&_.prose-cms_a]:text-white' : ''}`}>
        <div>
          <Heading tag={attributes.heading.tag} look={attributes.heading.tag === 'h3' ? 'h2' : undefined} fontSize={attributes.heading.fontSize}>
            <RichText html={attributes.heading.title} inline as="span" />
          </Heading>
          {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-3 text-lg" /> : null}
          {attributes.content ? <RichText html={attributes.content} className="mt-3" /> : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <CmsButton button={attributes.button} inverse={plain} />
            <CmsButton button={attributes.button_2} inverse={plain} />
          </div>
        </div>
        {attributes.image ? <Img image={attributes.image} className="mx-auto" /> : null}
      </div>
    </Section>
  );
}
