import { Check } from 'lucide-react';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { hidesFeaturePointsButton } from '@/lib/marketing/paths';
import { CmsButton } from '@/components/blocks/CmsButton';
import type { BlockProps } from '../types';
import { isFlipped, type FeaturesAttributes } from './schema';

/**
 * The feature-points section: v1 check list beside the image, v2 the same flipped; v3 feature cards
 * with icons beside the image, v5 the same flipped. On a path containing
 * exclusive-domain-reseller-offer-90-off its button is hidden.
 */
export function FeaturesBlock({ attributes, context }: BlockProps<FeaturesAttributes>) {
  const { layout } = attributes;
  const cards = layout === 'v3' || layout === 'v5';
  const showButtons = !hidesFeaturePointsButton(context.path) && (attributes.button || attributes.button_2);
  const image = attributes.image ? <Img image={attributes.image} className="mx-auto" sizes="(min-width: 768px) 45vw, 100vw" /> : null;
  const copy = (
    <div>
      {attributes.heading.title ? (
        <Heading tag={attributes.heading.tag} look={attributes.heading.tag === 'h3' ? 'h2' : undefined} fontSize={attributes.heading.fontSize}>
          <RichText html={attributes.heading.title} inline as="span" />
        </Heading>
      ) : null}
      {attributes.sub_heading ? <RichText html={attributes.sub_heading} inline as="p" className="mt-3 text-lg" /> : null}
      {attributes.content ? <RichText html={attributes.content} className="mt-3" /> : null}
      {cards ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {attributes.features.map((point, index) => (
            <li key={index} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              {point.icon ? <Img image={{ ...point.icon, width: point.icon.width ?? 40, height: point.icon.height ?? 40 }} className="mb-3 size-10" /> : null}
              {point.title ? <p className="font-bold text-heading">{point.title}</p> : null}
              {point.text ? <RichText html={point.text} className="mt-1 text-slate-700" /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-6 grid gap-3">
          {attributes.features.map((point, index) => (
            <li key={index} className="flex items-start gap-2.5">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
              <span>
                <RichText html={point.title} inline as="span" className="font-semibold" />
                {point.text ? <RichText html={point.text} inline as="span" className="block text-slate-700" /> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {showButtons ? (
        <div className="mt-7 flex flex-wrap gap-3" data-testid="feature-points-buttons">
          <CmsButton button={attributes.button} />
          <CmsButton button={attributes.button_2} />
        </div>
      ) : null}
    </div>
  );
  const flipped = isFlipped(layout);
  return (
    <Section id={attributes.anchor} className={`py-12 sm:py-16 ${attributes.className ?? ''}`.trim()}>
      <div data-variant={layout} data-flipped={flipped ? 'true' : 'false'} className={`grid items-center gap-10 ${image ? (cards ? (flipped ? 'md:grid-cols-[2fr_3fr]' : 'md:grid-cols-[3fr_2fr]') : 'md:grid-cols-2') : ''}`}>
        {flipped && image ? <div className="md:order-first">{image}</div> : null}
        {copy}
        {!flipped ? image : null}
      </div>
    </Section>
  );
}
