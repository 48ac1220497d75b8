'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { anchorScrollTop, filterByTitle, GLOSSARY_LETTERS, groupByLetter, isLetterBarSticky, letterInView } from '@/lib/glossary/glossary';
import { NoResults } from '@/components/ui/NoResults';

export interface GlossaryEntry {
  title: string;
  /** Plain-text summary of the definition. */
  summary: string;
  href: string;
}

/** Bottom edge of the site's sticky header (0 when there is none). */
function headerOffset(): number {
  const header = document.querySelector('body > div header, body > header, header');
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
}

const sectionId = (prefix: string, letter: string) => `${prefix}-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/**
 * The glossary page: a search box filtering as you type
 * (case-insensitive substring on the term), entries grouped by first letter, and an A–Z bar:
 * letters without entries are greyed, a letter scrolls its section to 50 px below the top, the
 * bar turns sticky after 530 px of scroll and marks the letter in view (scroll-spy). Without
 * JavaScript the letters are plain in-page links and every entry is listed.
 */
export function Glossary({ entries, placeholder, idPrefix = 'glossary' }: { entries: GlossaryEntry[]; /** The block's own placeholder (content), else the catalogue's. */ placeholder?: string; idPrefix?: string }) {
  const t = useTranslations('resources');
  const [query, setQuery] = useState('');
  const [sticky, setSticky] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const barRef = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState(0);
  const [stickTop, setStickTop] = useState(0);
  const groups = useMemo(() => groupByLetter(filterByTitle(entries, query)), [entries, query]);
  const present = new Set(groups.map((group) => group.letter));
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const header = headerOffset();
      setStickTop(header);
      // Sticky past 530 px, and only while the glossary itself is under the bar.
      const inside = (rootRef.current?.getBoundingClientRect().bottom ?? 0) > header + (barRef.current?.offsetHeight ?? 0) * 2;
      setSticky(isLetterBarSticky(window.scrollY) && inside);
      const tops = groups.map((group) => ({ letter: group.letter, top: document.getElementById(sectionId(idPrefix, group.letter))?.getBoundingClientRect().top ?? Infinity }));
      setActive(letterInView(tops, header));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [groups, idPrefix]);

  useEffect(() => {
    if (barRef.current) setBarHeight(barRef.current.offsetHeight);
  }, [sticky]);

  // On a phone the bar scrolls sideways: keep the marked letter in view (the bar only, not the page).
  useEffect(() => {
    const list = barRef.current?.querySelector('ul');
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const box = link.getBoundingClientRect();
    const left = list.scrollLeft + (box.left - list.getBoundingClientRect().left) - list.clientWidth / 2 + box.width / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [active]);

  const jump = (letter: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(sectionId(idPrefix, letter));
    if (!section) return;
    event.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: anchorScrollTop(section.getBoundingClientRect().top + window.scrollY, headerOffset()), behavior: reduced ? 'auto' : 'smooth' });
    window.history.replaceState(null, '', `#${section.id}`);
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    setActive(letter);
  };

  return (
    <div ref={rootRef} data-testid="glossary">
      <SearchField
        label={t('glossary.searchLabel')}
        placeholder={placeholder || t('glossary.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        status={query.trim() ? t('glossary.results', { count }) : ''}
        className="mx-auto max-w-xl"
      />

      <div className="mt-6">
        {/* Keeps the page from jumping while the bar is fixed. */}
        <div style={{ height: sticky ? barHeight : 0 }} aria-hidden="true" />
        <nav
          ref={barRef}
          aria-label={t('glossary.letters')}
          data-sticky={sticky}
          style={sticky ? { top: stickTop } : undefined}
          className={`z-30 border-y border-slate-200 bg-white/95 backdrop-blur ${sticky ? 'fixed inset-x-0 shadow-md' : ''}`}
        >
          <ul className="relative mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-1 sm:flex-wrap sm:justify-center sm:px-6">
            {GLOSSARY_LETTERS.map((letter) => {
              const has = present.has(letter);
              const current = has && active === letter;
              return (
                <li key={letter} className="shrink-0">
                  {has ? (
                    <a
                      href={`#${sectionId(idPrefix, letter)}`}
                      onClick={jump(letter)}
                      aria-label={t('glossary.jumpTo', { letter })}
                      aria-current={current ? 'true' : undefined}
                      className={`inline-flex h-8 w-8 items-center justify-center rounded-md text-sm font-bold ${current ? 'bg-brand text-white' : 'text-brand hover:bg-muted'}`}
                    >
                      {letter}
                    </a>
                  ) : (
                    <span aria-disabled="true" title={t('glossary.letterEmpty', { letter })} className="inline-flex h-8 w-8 cursor-default items-center justify-center rounded-md text-sm font-bold text-slate-400">
                      <span aria-hidden="true">{letter}</span>
                      <span className="sr-only">{t('glossary.letterEmpty', { letter })}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      {groups.length ? (
        <div className="mt-8 space-y-10">
          {groups.map((group) => (
            <section key={group.letter} id={sectionId(idPrefix, group.letter)} className="scroll-mt-28" aria-labelledby={`${sectionId(idPrefix, group.letter)}-title`} data-letter={group.letter}>
              <h2 id={`${sectionId(idPrefix, group.letter)}-title`} tabIndex={-1} className="border-b-2 border-brand pb-2 text-3xl text-brand-dark outline-none">
                {group.letter}
              </h2>
              <ul role="list" className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {group.items.map((entry) => (
                  <li key={entry.href} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
                    <h3 className="text-xl">{entry.title}</h3>
                    <p className="mt-2 flex-1 text-ink">{entry.summary}</p>
                    <a href={entry.href} aria-label={t('glossary.readMoreAbout', { term: entry.title })} className="mt-3 self-start font-semibold text-brand underline underline-offset-4">
                      {t('glossary.readMore')}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <NoResults heading={t('noResults')} hint={t('tryDifferent')} className="mt-10" />
      )}
    </div>
  );
}
