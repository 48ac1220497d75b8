import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { getPage } from '@/lib/content/page';
import type { Block } from '@/lib/content/types';
import type { ExploreItem, GlossaryItem } from './glossary';
import { exploreItemsSchema, glossaryItemsSchema } from './schema';

/**
 * Where glossary entries and explore topics come from: the items of the glossary block on the
 * /glossary page and of the explore block on the /explore page, in the page's language (falling
 * back to English like every page). Entry pages (/glossary/{link}, /explore/{slug}) and the
 * sitemap read them here, so the editor keeps one list per language.
 */
export const GLOSSARY_BLOCK = 'acf/glossary';
export const EXPLORE_BLOCK = 'acf/explore';

export function findBlock(blocks: readonly Block[], name: string): Block | null {
  for (const block of blocks) {
    if (block.name === name) return block;
    const inner = findBlock(block.innerBlocks, name);
    if (inner) return inner;
  }
  return null;
}

export interface ListSource<T> {
  items: T[];
  /** Content locale of the page the list came from (en_US after a fallback). */
  contentLocale: string | null;
}

export const glossaryFor = cache(async (locale: Locale): Promise<ListSource<GlossaryItem>> => {
  const page = await getPage('/glossary', locale);
  const block = page ? findBlock(page.blocks, GLOSSARY_BLOCK) : null;
  return { items: glossaryItemsSchema.parse(block?.attributes.items ?? []), contentLocale: page?.locale ?? null };
});

export const exploreFor = cache(async (locale: Locale): Promise<ListSource<ExploreItem>> => {
  const page = await getPage('/explore', locale);
  const block = page ? findBlock(page.blocks, EXPLORE_BLOCK) : null;
  return { items: exploreItemsSchema.parse(block?.attributes.items ?? []), contentLocale: page?.locale ?? null };
});
