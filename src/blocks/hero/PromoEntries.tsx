import { AutoCarousel } from '@/components/blocks/AutoCarousel.lazy';
import { carouselMessages } from '@/components/blocks/carousel-messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Img } from '@/components/ui/Img';
import { RichText } from '@/components/ui/RichText';
import { PROMO_ENTRIES_MS } from '@/lib/marketing/constants';
import type { ImageAttribute } from '@/components/blocks/attributes';
import type { BlockContext } from '../types';
import type { PromoEntry } from './schema';

function EntryImages({ main, second, mobileMain, mobileSecond, priority }: { main: ImageAttribute | null; second: ImageAttribute | null; mobileMain: ImageAttribute | null; mobileSecond: ImageAttribute | null; priority: boolean }) {
  const first = main ?? mobileMain;
  const other = second ?? mobileSecond;
  return (
    <div className={`grid gap-3 ${other ? 'grid-cols-2' : ''}`}>
      {first ? <Img image={first} mobile={main ? mobileMain : null} priority={priority} className="h-full w-full rounded-xl object-cover" sizes="(min-width: 768px) 40vw, 50vw" /> : null}
      {other ? <Img image={other} mobile={second ? mobileSecond : null} className="h-full w-full rounded-xl object-cover" sizes="(min-width: 768px) 40vw, 50vw" /> : null}
    </div>
  );
}

/**
 * The promo carousel's own entries (per locale): each slide
 * shows its image and second image (their mobile images below 768 px), the title, the call to action
 * (ctaText to ctaLink) and the disclaimer. Autoplay every 5000 ms with more than one entry, swipe,
 * dots, paused on hover or focus and under reduced motion (the shared carousel).
 */
export function PromoEntriesCarousel({ entries, context }: { entries: PromoEntry[]; context: BlockContext }) {
  return (
    <IslandMessages locale={context.locale} namespaces={carouselMessages('blocks.promoCarousel')}>
      <AutoCarousel intervalMs={PROMO_ENTRIES_MS} messages="blocks.promoCarousel" testId="promo-entries">
        {entries.map((entry, index) => (
          <article key={`${entry.title}-${index}`} className="grid h-full items-center gap-6 rounded-2xl bg-brand-dark p-5 text-white sm:p-8 md:grid-cols-[3fr_2fr]" data-entry={index}>
            <EntryImages main={entry.image} second={entry.imageTwo} mobileMain={entry.mobileImage} mobileSecond={entry.mobileImageTwo} priority={index === 0} />
            <div>
              {entry.title ? <h3 className="text-2xl font-extrabold text-white sm:text-3xl">{entry.title}</h3> : null}
              {entry.ctaText && entry.ctaLink ? (
                <a href={entry.ctaLink} className="mt-5 inline-flex min-h-11 items-center rounded-md bg-highlight px-5 font-bold text-slate-900 hover:bg-white" data-testid="promo-entry-cta">
                  {entry.ctaText}
                </a>
              ) : null}
              {entry.disclaimer ? <RichText html={entry.disclaimer} className="mt-4 text-xs text-white/80 [&_a]:text-white" /> : null}
            </div>
          </article>
        ))}
      </AutoCarousel>
    </IslandMessages>
  );
}

/** The promotions carousel's items (image and promotion_name), one banner each. */
export function PromoItemsCarousel({ items, context }: { items: Array<{ image: ImageAttribute; name: string; link: string }>; context: BlockContext }) {
  return (
    <IslandMessages locale={context.locale} namespaces={carouselMessages('blocks.promoCarousel')}>
      <AutoCarousel intervalMs={PROMO_ENTRIES_MS} messages="blocks.promoCarousel" testId="promo-items">
        {items.map((item, index) => {
          const image = <Img image={{ ...item.image, alt: item.image.alt || item.name }} priority={index === 0} className="mx-auto w-full rounded-2xl" sizes="(min-width: 1200px) 1200px, 100vw" />;
          return item.link ? (
            <a key={`${item.name}-${index}`} href={item.link} className="block">
              {image}
            </a>
          ) : (
            <div key={`${item.name}-${index}`}>{image}</div>
          );
        })}
      </AutoCarousel>
    </IslandMessages>
  );
}
