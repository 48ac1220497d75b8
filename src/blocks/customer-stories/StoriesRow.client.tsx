'use client';

import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pauseOthers, storiesScrollStep } from '@/lib/company/stories';
import type { Story } from './schema';

/**
 * Customer stories: at most one story plays; starting another pauses
 * the first and rewinds it to the start. Previous/next scroll the row by a third of its width and
 * are disabled at its ends. The rule holds for the videos' own controls too (it listens to 'play').
 */
export function StoriesRow({ stories, lang }: { stories: Story[]; lang: string }) {
  const t = useTranslations('marketingSocial.stories');
  const row = useRef<HTMLUListElement>(null);
  const players = useRef(new Map<number, HTMLVideoElement>());
  const [playing, setPlaying] = useState<number | null>(null);
  const [edges, setEdges] = useState({ start: true, end: stories.length <= 1 });

  const updateEdges = useCallback(() => {
    const node = row.current;
    if (!node) return;
    setEdges({ start: node.scrollLeft <= 1, end: node.scrollLeft + node.clientWidth >= node.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges]);

  const scroll = (direction: 1 | -1) => {
    const node = row.current;
    if (node) node.scrollBy({ left: storiesScrollStep(node.clientWidth, direction), behavior: 'smooth' });
  };

  const onPlay = (index: number) => {
    const player = players.current.get(index);
    if (player) pauseOthers(players.current.values(), player);
    setPlaying(index);
  };

  const toggle = (index: number) => {
    const player = players.current.get(index);
    if (!player) return;
    if (player.paused) {
      void player.play().catch(() => setPlaying((current) => (current === index ? null : current)));
    } else {
      player.pause();
    }
  };

  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow ring-1 ring-slate-300 hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <section aria-label={t('region')} data-playing={playing ?? ''}>
      <div className="mb-4 flex justify-end gap-3">
        <button type="button" className={arrow} onClick={() => scroll(-1)} disabled={edges.start} aria-label={t('previous')}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" className={arrow} onClick={() => scroll(1)} disabled={edges.end} aria-label={t('next')}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ul ref={row} onScroll={updateEdges} className="flex snap-x gap-4 overflow-x-auto scroll-smooth pb-4 [scrollbar-width:thin]">
        {stories.map((story, index) => {
          const isPlaying = playing === index;
          return (
            <li key={index} className="w-60 shrink-0 snap-start sm:w-64" data-story={index} data-state={isPlaying ? 'playing' : 'paused'}>
              <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-brand-dark">
                {story.video ? (
                  <video
                    ref={(node) => {
                      if (node) players.current.set(index, node);
                      else players.current.delete(index);
                    }}
                    src={story.video}
                    poster={story.poster || undefined}
                    preload="none"
                    playsInline
                    onPlay={() => onPlay(index)}
                    onPause={() => setPlaying((current) => (current === index ? null : current))}
                    onEnded={() => setPlaying((current) => (current === index ? null : current))}
                    className="absolute inset-0 h-full w-full object-cover"
                  >
                    {story.captions ? <track kind="captions" src={story.captions} srcLang={lang} label={story.title} /> : null}
                  </video>
                ) : (
                  <img src={story.poster} alt="" loading="lazy" className="absolute inset-0 h-full w-full object-cover" />
                )}
                {story.video ? (
                  <button
                    type="button"
                    onClick={() => toggle(index)}
                    className={`absolute inset-0 flex items-end justify-end p-4 text-white ${isPlaying ? 'opacity-0 hover:opacity-100 focus-visible:opacity-100' : ''}`}
                  >
                    <span className="flex size-12 items-center justify-center rounded-full bg-black/60 shadow-lg">
                      {isPlaying ? <Pause aria-hidden="true" className="size-6 fill-current" /> : <Play aria-hidden="true" className="size-6 fill-current" />}
                    </span>
                    <span className="sr-only">{isPlaying ? t('pause', { title: story.title }) : t('play', { title: story.title })}</span>
                  </button>
                ) : null}
              </div>
              {story.linkText ? (
                story.blogUrl ? (
                  <a href={story.blogUrl} className="mt-3 block font-semibold text-brand underline-offset-4 hover:underline">
                    {story.linkText}
                  </a>
                ) : (
                  <p className="mt-3 font-semibold text-heading">{story.linkText}</p>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
