'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { Download, Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ResourceItem } from '@/lib/resources/tabs';

export type ResourceTabKind = 'cards' | 'downloads' | 'podcasts';

export interface ResourceTab {
  label: string;
  kind: ResourceTabKind;
  /** Plain-text teaser of each item (the server strips the HTML). */
  items: ResourceItem[];
}

/** The block a set of tabs belongs to: its own tab-list name, empty text and card link (resources.<collection>). */
export type ResourceCollection = 'media' | 'sdgs' | 'cybersecurity';

/** The islands' texts, from the messages of its IslandMessages. */
function useResourceTabsText(collection: ResourceCollection) {
  const t = useTranslations('resources');
  const own =
    collection === 'media'
      ? { tabsLabel: t('media.tabsLabel'), empty: t('media.empty'), readMore: t('media.download') }
      : { tabsLabel: t(`${collection}.title`), empty: t(`${collection}.empty`), readMore: t(`${collection}.readMore`) };
  return {
    ...own,
    download: t('media.download'),
    downloadAbout: (title: string) => t('media.downloadAbout', { title }),
    loadingPlayer: t('media.loadingPlayer'),
    /** 'Listen' (the episode's title follows for screen readers) */
    play: t('media.play'),
    close: t('media.close'),
    newTab: t('newTab'),
  };
}
type ResourceTabsText = ReturnType<typeof useResourceTabsText>;

function ItemImage({ item }: { item: ResourceItem }) {
  if (!item.image) return null;
  return <img src={item.image.url} alt={item.image.alt} width={item.image.width ?? 600} height={item.image.height ?? 400} loading="lazy" decoding="async" className="aspect-[3/2] w-full bg-muted object-cover" />;
}

function ResourceCard({ item, kind, text, headingLevel }: { item: ResourceItem; kind: 'cards' | 'downloads'; text: ResourceTabsText; headingLevel: 'h2' | 'h3' }) {
  const CardTitle = headingLevel;
  const external = item.link?.target === '_blank' || kind === 'downloads';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <ItemImage item={item} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <CardTitle className="text-lg">{item.heading}</CardTitle>
        {item.text ? <p className="flex-1 text-ink">{item.text}</p> : null}
        {item.link ? (
          <a
            href={item.link.url}
            target={external ? '_blank' : undefined}
            rel={external ? 'noopener noreferrer' : undefined}
            className={
              kind === 'downloads'
                ? 'mt-2 inline-flex min-h-11 items-center gap-2 self-start rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark'
                : 'mt-2 self-start font-semibold text-brand underline underline-offset-4'
            }
          >
            {kind === 'downloads' ? <Download aria-hidden="true" size={18} /> : null}
            {kind === 'downloads' ? text.download : text.readMore}
            <span className="sr-only">
              {' '}
              {kind === 'downloads' ? text.downloadAbout(item.heading) : item.heading}
              {external ? ` ${text.newTab}` : ''}
            </span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

/** Podcast tiles: at most one expanded; clicking the active one collapses it. */
function PodcastTiles({ items, text, headingLevel }: { items: ResourceItem[]; text: ResourceTabsText; headingLevel: 'h2' | 'h3' }) {
  const CardTitle = headingLevel;
  const [expanded, setExpanded] = useState<number | null>(null);
  const [ready, setReady] = useState(false);
  const baseId = useId();
  return (
    <ul role="list" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="podcast-tiles">
      {items.map((item, index) => {
        const open = expanded === index;
        const playerId = `${baseId}-player-${index}`;
        return (
          <li key={`${item.heading}-${index}`} data-expanded={open} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <ItemImage item={item} />
            <div className="flex flex-1 flex-col gap-2 p-5">
              <CardTitle className="text-lg">{item.heading}</CardTitle>
              {item.text ? <p className="flex-1 text-ink">{item.text}</p> : null}
              {item.link ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={playerId}
                  onClick={() => {
                    setReady(false);
                    setExpanded(open ? null : index);
                  }}
                  className="mt-2 inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
                >
                  {open ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
                  {open ? text.close : text.play}
                  <span className="sr-only">: {item.heading}</span>
                </button>
              ) : null}
              <div id={playerId} hidden={!open}>
                {open && item.link ? (
                  <>
                    {ready ? null : (
                      <p role="status" className="text-sm text-slate-700">
                        {text.loadingPlayer}
                      </p>
                    )}
                    <audio
                      controls
                      preload="metadata"
                      src={item.link.url}
                      onLoadedMetadata={() => setReady(true)}
                      onError={() => setReady(true)}
                      className={ready ? 'mt-2 w-full' : 'sr-only'}
                      aria-label={item.heading}
                    >
                      <a href={item.link.url}>{item.heading}</a>
                    </audio>
                  </>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Resource tabs: the active tab starts at the first. Every tab's items are
 * in the HTML (inactive panels hidden), so crawlers see them all.
 */
/** Card titles are h3 under the block's heading, h2 when the block has none (no level skipped). */
export function ResourceTabs({ tabs, collection, testId, headingLevel = 'h3' }: { tabs: ResourceTab[]; collection: ResourceCollection; testId: string; headingLevel?: 'h2' | 'h3' }) {
  const text = useResourceTabsText(collection);
  const [active, setActive] = useState('0');
  return (
    <Tabs.Root value={active} onValueChange={setActive} data-testid={testId}>
      <Tabs.List aria-label={text.tabsLabel} className="flex flex-wrap justify-center gap-2">
        {tabs.map((tab, index) => (
          <Tabs.Trigger
            key={tab.label}
            value={String(index)}
            className="min-h-11 rounded-full border border-slate-300 bg-white px-5 font-semibold text-heading hover:border-brand hover:text-brand data-[state=active]:border-brand data-[state=active]:bg-brand data-[state=active]:text-white"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab, index) => (
        <Tabs.Content key={tab.label} value={String(index)} forceMount className="pt-8 outline-none data-[state=inactive]:hidden">
          {tab.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-muted p-8 text-center text-lg font-semibold text-heading">{text.empty}</p>
          ) : tab.kind === 'podcasts' ? (
            <PodcastTiles items={tab.items} text={text} headingLevel={headingLevel} />
          ) : (
            <ul role="list" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {tab.items.map((item, itemIndex) => (
                <li key={`${item.heading}-${itemIndex}`}>
                  <ResourceCard item={item} kind={tab.kind === 'downloads' ? 'downloads' : 'cards'} text={text} headingLevel={headingLevel} />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
