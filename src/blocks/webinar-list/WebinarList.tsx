import { BlockTitle } from '@/components/blocks/BlockTitle';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Img } from '@/components/ui/Img';
import { Section } from '@/components/ui/Section';
import { stripHtml } from '@/lib/html/sanitize';
import type { BlockProps } from '../types';
import type { WebinarListAttributes } from './schema';
import { WebinarPlayer } from './WebinarPlayer.lazy';

/** Webinar list: thumbnails that open a modal player. */
export function WebinarList({ attributes, context }: BlockProps<WebinarListAttributes>) {
  const { items, heading, subHeading, anchor, className } = attributes;
  if (!items.length) return null;
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="mb-6 text-lg" />
      <IslandMessages locale={context.locale} namespaces={['marketingSocial.webinars']}>
        <WebinarPlayer
          lang={context.locale === 'hi' ? 'en' : context.locale}
          items={items.map((item) => ({
            title: item.title,
            video: item.video,
            captions: item.captions,
            card: (
              <span className="block">
                <span className="block aspect-video overflow-hidden bg-brand-dark">
                  {item.thumbnail ? <Img image={{ ...item.thumbnail, alt: '' }} className="h-full w-full object-cover" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" /> : null}
                </span>
                <span className="block p-4">
                  {item.date ? <span className="block text-sm text-slate-600">{item.date}</span> : null}
                  {item.title ? <span className="block text-lg font-semibold text-heading">{item.title}</span> : null}
                  {/* Plain text: the card is inside a button, where links may not be. */}
                  {item.description ? <span className="mt-1 block text-sm text-ink">{stripHtml(item.description)}</span> : null}
                </span>
              </span>
            ),
          }))}
        />
      </IslandMessages>
    </Section>
  );
}
