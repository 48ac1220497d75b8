import { IslandMessages } from '@/components/i18n/IslandMessages';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { Avatar } from '@/components/blocks/social/Avatar';
import type { BlockProps } from '../types';
import { formatWallDate, type TestimonialsWallAttributes, type WallTestimonial } from './schema';
import { WallLoadMore } from './WallLoadMore.lazy';

function WallCard({ item, locale }: { item: WallTestimonial; locale: string }) {
  const date = item.date ? formatWallDate(item.date, locale) : '';
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <figcaption className="mb-4 flex items-center gap-4">
        <Avatar name={item.name} image={item.image} />
        <span className="min-w-0">
          <span className="block font-semibold text-heading">{item.name || 'NA'}</span>
          {item.title ? <span className="block text-sm text-slate-600">{item.title}</span> : null}
        </span>
      </figcaption>
      <blockquote className="leading-relaxed text-ink">
        <RichText html={item.description} />
      </blockquote>
      {date ? <p className="mt-3 text-sm text-slate-600">{date}</p> : null}
    </figure>
  );
}

/** Multi-profile masonry wall: 3/2/1 columns, 6 shown, 6 more per Load More. */
export function TestimonialsWall({ attributes, context }: BlockProps<TestimonialsWallAttributes>) {
  const { testimonials, heading, subHeading, anchor, className } = attributes;
  if (!testimonials.length) return null;
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <div className="mb-8 text-center">
        <BlockTitle heading={heading} subHeading={subHeading} subClassName="text-lg" />
      </div>
      <IslandMessages locale={context.locale} namespaces={['marketingSocial.wall']}>
        <WallLoadMore
          cards={testimonials.map((item, index) => (
            <WallCard key={index} item={item} locale={context.locale} />
          ))}
        />
      </IslandMessages>
    </Section>
  );
}
