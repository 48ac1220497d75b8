/**
 * Glossary and Explore. The items
 * arrive as block attributes in the content system's field names ({fields: {title, description,
 * link}} / {fields: {title, description, slug}}) and are reshaped here once.
 *
 * Spec: pricing-and-catalogue.md §2, §3 "Glossary item", "Explore item", §5, §9.
 */
export const GLOSSARY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** The letter bar becomes sticky once the page is scrolled past this many pixels. */
export const GLOSSARY_STICKY_AFTER_PX = 530;
/**
 * A letter's section is scrolled to this many pixels below the top of the page's viewport. Reading
 * chosen: the site header is sticky, so the offset is counted from its bottom edge (the spec's
 * pages had no sticky header); the sticky letter bar (42 px) sits inside these 50 px.
 */
export const GLOSSARY_ANCHOR_OFFSET_PX = 50;

export interface GlossaryItem {
  title: string;
  /** HTML (sanitised where it is rendered). */
  description: string;
  /** URL slug: /glossary/{link}. */
  link: string;
}

export interface ExploreItem {
  title: string;
  description: string;
  /** URL slug: /explore/{slug}. */
  slug: string;
}

/** The letter a term is filed under: its first A–Z letter, diacritics folded ('Ötzi' → O, '.brand' → B); '#' when none. */
export function glossaryLetter(title: string): string {
  const folded = title.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return folded.match(/[A-Z]/)?.[0] ?? '#';
}

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** Entries grouped by first letter, A–Z (then '#'), each group in title order. */
export function groupByLetter<T extends { title: string }>(items: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = glossaryLetter(item.title);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...GLOSSARY_LETTERS, '#']
    .filter((letter) => groups.has(letter))
    .map((letter) => ({ letter, items: groups.get(letter)!.sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' })) }));
}

/** Searches for glossary, explore and templates: case-insensitive substring on the title. */
export function matchesTitle(title: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || title.toLocaleLowerCase().includes(needle);
}

export function filterByTitle<T extends { title: string }>(items: readonly T[], query: string): T[] {
  return items.filter((item) => matchesTitle(item.title, query));
}

/**
 * Scroll-spy: the letter whose section top has reached the anchor line (`headerHeight` + 50 px
 * below the top of the window); before the first section, the first letter. `tops` are viewport
 * tops, in page order.
 */
export function letterInView(tops: ReadonlyArray<{ letter: string; top: number }>, headerHeight = 0): string | null {
  const line = headerHeight + GLOSSARY_ANCHOR_OFFSET_PX;
  let current: string | null = tops[0]?.letter ?? null;
  for (const { letter, top } of tops) {
    if (top - line <= 1) current = letter;
    else break;
  }
  return current;
}

/** Where the window scrolls for a letter: its section's page top, 50 px below the sticky header. */
export function anchorScrollTop(sectionPageTop: number, headerHeight = 0): number {
  return Math.max(0, Math.round(sectionPageTop - headerHeight - GLOSSARY_ANCHOR_OFFSET_PX));
}

/** The letter bar is sticky once the page is scrolled past 530 px. */
export function isLetterBarSticky(scrollY: number): boolean {
  return scrollY > GLOSSARY_STICKY_AFTER_PX;
}
