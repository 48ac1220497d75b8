import { IslandMessages } from '@/components/i18n/IslandMessages';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { Avatar } from '@/components/blocks/social/Avatar';
import type { BlockProps } from '../types';
import type { TestimonialCarouselAttributes } from './schema';
import { TestimonialCarousel } from './TestimonialCarousel.lazy';

/** Testimonial carousel: 7000 ms, 400 ms fade, video modal, dots, preview list above 700 px. */
export function TestimonialCarouselBlock({ attributes, context }: BlockProps<TestimonialCarouselAttributes>) {
  const { testimonials, heading, subHeading, anchor, className } = attributes;
  if (!testimonials.length) return null;
  const slides = testimonials.map((item) => {
    const detail = [item.role, item.company].filter(Boolean).join(', ');
    return {
      name: item.name,
      video: item.video,
      media: item.image ? <Img image={item.image} className="block w-full object-cover" sizes="(min-width: 768px) 40vw, 100vw" /> : null,
      body: (
        <figure>
          <blockquote className="text-xl leading-relaxed text-heading sm:text-2xl">
            <RichText html={item.text} />
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-4">
            {item.image ? null : <Avatar name={item.name} image={null} />}
            <span>
              <span className="block font-semibold text-heading">{item.name || 'NA'}</span>
              {detail ? <span className="block text-sm text-slate-600">{detail}</span> : null}
            </span>
            {item.logo ? <Img image={{ ...item.logo, alt: item.logo.alt || item.company }} className="ml-auto max-h-10 w-auto" /> : null}
          </figcaption>
        </figure>
      ),
      preview: (
        <span className="flex items-center gap-3">
          <Avatar name={item.name} image={item.image} />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-heading">{item.name || 'NA'}</span>
            {detail ? <span className="block truncate text-sm text-slate-600">{detail}</span> : null}
          </span>
        </span>
      ),
    };
  });
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="mb-8 text-lg" />
      <IslandMessages locale={context.locale} namespaces={['marketingSocial.carousel']}>
        <TestimonialCarousel
          slides={slides}
        />
      </IslandMessages>
    </Section>
  );
}
