import { BadgeCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/Button';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import type { HeadingTag } from '@/components/ui/types';
import { STEP_FLOW_CAROUSEL_MS, STEP_FLOW_CAROUSEL_QUERY, stepNumber } from '@/lib/marketing/constants';
import { AutoCarousel } from '@/components/blocks/AutoCarousel.lazy';
import { carouselMessages } from '@/components/blocks/carousel-messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { CmsButton } from '@/components/blocks/CmsButton';
import { BlockFrame as Frame, CheckList } from '@/components/blocks/SectionParts';
import type { BlockProps } from '../types';
import { LongDescription } from './LongDescription.lazy';
import type { TextBlockAttributes, V5Card } from './schema';

type TextBlockProps = BlockProps<TextBlockAttributes>;

function Title({ tag, children, className = '' }: { tag: HeadingTag; children: string; className?: string }) {
  if (!children) return null;
  return (
    <Heading tag={tag} look={tag === 'h3' ? 'h2' : undefined} className={className}>
      <RichText html={children} inline as="span" />
    </Heading>
  );
}

function Features({ lines, className = '' }: { lines: string[]; className?: string }) {
  return <CheckList lines={lines} className={`mt-5 grid gap-3 ${className}`.trim()} gap="gap-2.5" />;
}

function Cta({ cta, className = 'mt-7' }: { cta: { title: string; url: string } | null; className?: string }) {
  if (!cta) return null;
  return (
    <div className={className}>
      <ButtonLink href={cta.url}>{cta.title}</ButtonLink>
    </div>
  );
}

/**
 * The description: with a second paragraph it is the long description (collapsed: the description;
 * Read More: the second paragraph and the badge text instead).
 */
function Descriptions({ first, second, badge, labels }: { first?: string; second?: string; badge: string; labels: { more: string; less: string } }) {
  const description = first ? <RichText html={first} className="mt-4 text-lg" /> : null;
  if (!second) return description;
  return <LongDescription description={description} second={<RichText html={second} className="mt-3" />} badge={badge} moreLabel={labels.more} lessLabel={labels.less} />;
}

async function readMoreLabels(locale: TextBlockProps['context']['locale']) {
  const t = await getTranslations({ locale, namespace: 'common.labels' });
  return { more: t('readMore'), less: t('readLess') };
}

/** v1: title, two descriptions, features and a call-to-action beside the main image. */
async function TextBlockV1({ attributes, context }: TextBlockProps) {
  const labels = await readMoreLabels(context.locale);
  return (
    <Frame attributes={attributes} variant="v1">
      <div className={`grid items-center gap-10 ${attributes.mainImage ? 'md:grid-cols-2' : 'max-w-3xl'}`}>
        <div>
          <Title tag={attributes.titleTag}>{attributes.title ?? ''}</Title>
          <Descriptions first={attributes.descriptionOne} second={attributes.descriptionTwo} badge={attributes.badge} labels={labels} />
          <Features lines={attributes.features} />
          <Cta cta={attributes.v1Cta} />
        </div>
        {attributes.mainImage ? <Img image={attributes.mainImage} className="mx-auto" sizes="(min-width: 768px) 50vw, 100vw" /> : null}
      </div>
    </Frame>
  );
}

/** v2: the image left on a tinted band, the v2 copy, features in two columns. */
async function TextBlockV2({ attributes, context }: TextBlockProps) {
  const labels = await readMoreLabels(context.locale);
  return (
    <Frame attributes={attributes} variant="v2" className="bg-muted py-12 sm:py-16">
      <div className={`grid items-center gap-10 ${attributes.mainImage ? 'md:grid-cols-2' : ''}`}>
        {attributes.mainImage ? <Img image={attributes.mainImage} className="mx-auto" sizes="(min-width: 768px) 50vw, 100vw" /> : null}
        <div>
          <Title tag={attributes.titleTag}>{attributes.v2Title ?? ''}</Title>
          <Descriptions first={attributes.v2Description} second={attributes.v2DescriptionTwo} badge={attributes.badge} labels={labels} />
          <Features lines={attributes.v2Features} className="sm:grid-cols-2" />
          <Cta cta={attributes.v2Cta} />
        </div>
      </div>
    </Frame>
  );
}

/** v3 (badge): the badge text above the title, description, features, call-to-action and the v3 image. */
function TextBlockV3({ attributes }: TextBlockProps) {
  return (
    <Frame attributes={attributes} variant="v3">
      <div className={`grid items-center gap-10 ${attributes.v3Image ? 'md:grid-cols-[3fr_2fr]' : 'max-w-3xl'}`}>
        <div>
          {attributes.v3BadgeText ? (
            <p data-testid="v3-badge" className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-highlight px-3 py-1 text-sm font-bold text-slate-900">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {attributes.v3BadgeText}
            </p>
          ) : null}
          <Title tag={attributes.titleTag}>{attributes.v3Title ?? ''}</Title>
          {attributes.v3Description ? <RichText html={attributes.v3Description} className="mt-4 text-lg" /> : null}
          <Features lines={attributes.v3Features} />
          <Cta cta={attributes.v3Cta} />
        </div>
        {attributes.v3Image ? <Img image={attributes.v3Image} className="mx-auto" sizes="(min-width: 768px) 40vw, 100vw" /> : null}
      </div>
    </Frame>
  );
}

function V5CardView({ card, className = '', testId }: { card: V5Card | null; className?: string; testId: string }) {
  if (!card) return null;
  return (
    <article data-card={testId} className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`.trim()}>
      {card.icon ? <Img image={{ ...card.icon, width: card.icon.width ?? 48, height: card.icon.height ?? 48 }} className="size-12" /> : null}
      {card.title ? <p className="text-lg font-bold text-heading">{card.title}</p> : null}
      {card.description ? <RichText html={card.description} className="text-slate-700" /> : null}
      {card.image ? <Img image={card.image} className="mt-auto w-full rounded-xl" sizes="(min-width: 768px) 33vw, 100vw" /> : null}
    </article>
  );
}

/**
 * v5 cards: a bento grid — the two left cards in the first column, the top long card across the
 * other two columns, the two mini cards under it.
 */
function TextBlockV5({ attributes }: TextBlockProps) {
  return (
    <Frame attributes={attributes} variant="v5">
      <div className="mx-auto max-w-3xl text-center">
        <Title tag={attributes.titleTag}>{attributes.v5Title ?? ''}</Title>
        {attributes.v5Description ? <RichText html={attributes.v5Description} className="mt-4 text-lg" /> : null}
      </div>
      <div className="mt-10 grid gap-5 md:grid-cols-3">
        <div className="grid gap-5 md:grid-rows-2">
          <V5CardView card={attributes.v5LeftCard} testId="left" />
          <V5CardView card={attributes.v5LeftCardTwo} testId="left-two" />
        </div>
        <div className="grid gap-5 md:col-span-2 md:grid-cols-2">
          <V5CardView card={attributes.v5TopLongCard} testId="top-long" className="md:col-span-2" />
          <V5CardView card={attributes.v5LeftMiniCard} testId="left-mini" />
          <V5CardView card={attributes.v5RightMiniCard} testId="right-mini" />
        </div>
      </div>
    </Frame>
  );
}

/**
 * Step flow: numbered step cards (two-digit numbers) under the v3 title, and the
 * button. On mobile the cards are a carousel advancing every 13000 ms; on wider screens a row.
 */
async function StepFlow({ attributes, context }: TextBlockProps) {
  const t = await getTranslations({ locale: context.locale, namespace: 'marketing.steps' });
  const cards = attributes.v3Cards;
  const columns = ['md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-4'][Math.min(cards.length, 4) - 1] ?? 'md:grid-cols-3';
  return (
    <Frame attributes={attributes} variant="step-flow">
      <div className="mx-auto max-w-3xl text-center">
        <Title tag={attributes.titleTag}>{attributes.v3Title ?? ''}</Title>
      </div>
      <div className="mt-10">
        <IslandMessages locale={context.locale} namespaces={carouselMessages('marketing.steps')}>
          <AutoCarousel
            intervalMs={STEP_FLOW_CAROUSEL_MS}
            activeQuery={STEP_FLOW_CAROUSEL_QUERY}
            messages="marketing.steps"
            trackClassName={`flex gap-5 md:grid ${columns}`}
            slideClassName="min-w-0 shrink-0 grow-0 basis-[85%] md:basis-auto"
            dotsClassName="md:hidden"
            testId="step-flow"
          >
            {cards.map((card, index) => (
              <article key={index} className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="text-4xl font-extrabold text-brand" data-step-number>
                  <span className="sr-only">{t('step')} </span>
                  {stepNumber(index)}
                </p>
                {card.image ? <Img image={card.image} className="w-full rounded-xl" sizes="(min-width: 768px) 25vw, 85vw" /> : null}
                {card.title ? <p className="text-lg font-bold text-heading">{card.title}</p> : null}
                {card.description ? <RichText html={card.description} className="text-slate-700" /> : null}
              </article>
            ))}
          </AutoCarousel>
        </IslandMessages>
      </div>
      {attributes.button ? (
        <div className="mt-8 flex justify-center">
          <CmsButton button={attributes.button} />
        </div>
      ) : null}
    </Frame>
  );
}

const LAYOUTS = { v1: TextBlockV1, v2: TextBlockV2, v3: TextBlockV3, v5: TextBlockV5, 'step-flow': StepFlow } as const;

/** The text block: the layout is the block's variation (else its advIdentity); see textBlockVariation. */
export function TextBlock(props: TextBlockProps) {
  const Layout = LAYOUTS[props.attributes.layout];
  return <Layout {...props} />;
}
