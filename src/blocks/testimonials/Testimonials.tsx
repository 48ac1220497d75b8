import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { CmsButton } from '@/components/blocks/CmsButton';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { ButtonLink } from '@/components/ui/Button';
import { Heading } from '@/components/ui/Heading';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { TESTIMONIAL_BASIC_INTERVAL_MS, TESTIMONIAL_SLIDER_INTERVAL_MS } from '@/lib/social-proof/constants';
import { Avatar } from '@/components/blocks/social/Avatar';
import { Stars } from '@/components/blocks/social/Stars';
import type { BlockProps } from '../types';
import type { Testimonial } from '@/components/blocks/social/testimonial-schema';
import type { TestimonialsBlockAttributes } from './schema';
import { TestimonialSlider } from './TestimonialSlider.lazy';

type Props = BlockProps<TestimonialsBlockAttributes>;

/** The basic testimonial card (testimonial, client_name, client_company, logo). */
function QuoteCard({ item }: { item: Testimonial }) {
  const detail = [item.role, item.company].filter(Boolean).join(', ');
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {item.logo ? <Img image={{ ...item.logo, alt: item.logo.alt || item.company }} className="mb-4 h-8 w-auto self-start" /> : null}
      <blockquote className="text-lg leading-relaxed text-ink">
        <RichText html={item.text} />
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-4 pt-5">
        <Avatar name={item.name} image={item.image} />
        <span className="min-w-0">
          <span className="block font-semibold text-heading">{item.name || 'NA'}</span>
          {detail ? <span className="block text-sm text-slate-600">{detail}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

/** Basic testimonials: a carousel of quote cards, 13000 ms per move. */
export async function BasicTestimonials({ attributes, context }: Props) {
  const { testimonials, heading, subHeading, anchor, className } = attributes;
  if (!testimonials.length) return null;
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="mb-8 text-lg" />
      <IslandMessages locale={context.locale} namespaces={['marketingSocial.testimonials']}>
        <TestimonialSlider
          slides={testimonials.map((item, index) => (
            <QuoteCard key={index} item={item} />
          ))}
          intervalMs={TESTIMONIAL_BASIC_INTERVAL_MS}
          loop
          slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
        />
      </IslandMessages>
    </Section>
  );
}

/** v1: left content (heading, text, button) beside an image slider that loops every 4000 ms. */
export async function TestimonialsV1({ attributes, context }: Props) {
  const { testimonials, leftContent, anchor, className } = attributes;
  if (!testimonials.length) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'marketingSocial.testimonials' });
  const slides = testimonials.map((item, index) => {
    if (!item.image) return null;
    const image = <Img image={{ ...item.image, alt: item.image.alt || t('imageSlide', { number: index + 1 }) }} className="mx-auto rounded-xl" sizes="(min-width: 768px) 50vw, 100vw" />;
    return item.link ? (
      <a key={index} href={item.link} className="block">
        {image}
      </a>
    ) : (
      <div key={index}>{image}</div>
    );
  });
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <div className="grid items-center gap-10 md:grid-cols-[2fr_3fr]">
        <div>
          {leftContent.heading?.title ? (
            <Heading tag={leftContent.heading.tag} fontSize={leftContent.heading.fontSize} className="mb-4">
              <RichText html={leftContent.heading.title} inline as="span" />
            </Heading>
          ) : null}
          {leftContent.text ? <RichText html={leftContent.text} className="mb-6 text-lg" /> : null}
          <CmsButton button={leftContent.button} />
        </div>
        <IslandMessages locale={context.locale} namespaces={['marketingSocial.testimonials']}>
          <TestimonialSlider slides={slides} intervalMs={TESTIMONIAL_SLIDER_INTERVAL_MS} loop />
        </IslandMessages>
      </div>
    </Section>
  );
}

/** v4: cards with logo, five stars, name, role and text, in a slider; section title, description and CTA. */
export async function TestimonialsV4({ attributes, context }: Props) {
  const { testimonials, sectionTitle, sectionDescription, cta, anchor, className } = attributes;
  if (!testimonials.length) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'marketingSocial.testimonials' });
  const slides = testimonials.map((item, index) => (
    <figure key={index} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {item.logo ? <Img image={{ ...item.logo, alt: item.logo.alt || item.company }} className="h-10 w-auto self-start" /> : null}
      <Stars label={t('stars')} />
      <blockquote className="leading-relaxed text-ink">
        <RichText html={item.text} />
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-3 pt-2">
        <Avatar name={item.name} image={item.image} />
        <span>
          <span className="block font-semibold text-heading">{item.name || 'NA'}</span>
          {item.role ? <span className="block text-sm text-slate-600">{item.role}</span> : null}
        </span>
      </figcaption>
    </figure>
  ));
  return (
    <Section id={anchor} className={`bg-muted py-12 ${className}`}>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          {sectionTitle ? (
            <Heading tag="h2">
              <RichText html={sectionTitle} inline as="span" />
            </Heading>
          ) : null}
          {sectionDescription ? <RichText html={sectionDescription} className="mt-3 text-lg" /> : null}
        </div>
        {cta ? (
          <ButtonLink href={cta.url} type="transparent">
            {cta.label}
          </ButtonLink>
        ) : null}
      </div>
      <IslandMessages locale={context.locale} namespaces={['marketingSocial.testimonials']}>
        <TestimonialSlider slides={slides} slideClassName="basis-full md:basis-1/2 lg:basis-1/3" />
      </IslandMessages>
    </Section>
  );
}

/** Picks the variant from advIdentity or `variation`. */
export async function Testimonials(props: Props) {
  switch (props.attributes.variant) {
    case 'v1':
      return TestimonialsV1(props);
    case 'v4':
      return TestimonialsV4(props);
    default:
      return BasicTestimonials(props);
  }
}
