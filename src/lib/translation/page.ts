import 'server-only';
import { cache } from 'react';
import { contentLocaleByLocale, messageLocaleByLocale, type Locale } from '@/i18n/locales';
import { getPage } from '@/lib/content/page';
import type { Block, Page, Seo } from '@/lib/content/types';
import { collectStrings, mapStrings } from './fields';
import { translationService } from './index';
import { languageOfContentLocale, type Language } from './languages';
import type { TranslationService, TranslationStats } from './service';

/**
 * Block translation at render, and which pages get it.
 *
 * When the visitor's language is not English and the page is not a home page, the text attributes
 * of every block (fields.ts, mode 'blocks': heading, sub_heading, content, text, button and button_2
 * titles, list and FAQ items …) and the page's title and SEO texts are translated in one batch
 * before the blocks render; columns, button type/size and every setting keep their values. A page
 * that exists in the visitor's language is never machine translated. A failure keeps the original
 * and logs one line. The rendered page is then kept by Next's page cache (ISR, the catch-all
 * page's revalidate), so a translated page costs the engine once.
 *
 * Spec: pricing-and-catalogue.md §2 (paths), §4 "Translation of blocks".
 */
export interface PageTranslation {
  source: Language;
  target: Language;
  stats: TranslationStats;
  /** Some strings stayed in the source language because the engine failed. */
  failed: boolean;
}

export interface LocalizedPage {
  page: Page;
  translation: PageTranslation | null;
}

/** '/company/about-us/' -> '/company/about-us'; '/' stays. */
function pathOf(uri: string): string {
  const clean = '/' + uri.replace(/^\/+|\/+$/g, '');
  return clean;
}

/**
 * The language a page is translated into, or null when it is not translated:
 * - en_US and the India variant (English copy) are not translated;
 * - home pages (/, /es, /nl) skip block translation;
 * - nl/company/over-{product} with language nl translates to English. Its content is
 *   English unless a Dutch page exists (which is never machine translated), so in practice the page
 *   stays as written. Reading chosen: the path rule names the target only; it never turns Dutch
 *   content into English, because content that exists in the locale is not machine translated.
 */
export function pageTranslationTarget(locale: Locale, uri: string): Language | null {
  const language = messageLocaleByLocale[locale];
  if (locale === 'en' || locale === 'hi' || language === 'en') return null;
  const path = pathOf(uri);
  if (path === '/') return null;
  if (locale === 'nl' && /^\/company\/over-[^/]+$/.test(path)) return 'en';
  return language;
}

const SEO_TEXTS = ['title', 'metaDesc'] as const;

function seoStrings(page: Page): string[] {
  const { seo } = page;
  return [page.title, ...SEO_TEXTS.map((key) => seo[key]), seo.opengraph.title, seo.opengraph.description, seo.twitter.title, seo.twitter.description].filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
}

function blockStrings(blocks: readonly Block[], into: Set<string>): Set<string> {
  for (const block of blocks) {
    collectStrings(block.attributes, 'blocks', into);
    blockStrings(block.innerBlocks, into);
  }
  return into;
}

/** The strings translatePage asks the service for: title, SEO texts and the blocks' text attributes, each once. */
export function pageStrings(page: Page): string[] {
  return [...blockStrings(page.blocks, new Set(seoStrings(page)))];
}

function mapBlocks(blocks: readonly Block[], translate: (text: string) => string): Block[] {
  return blocks.map((block) => ({ ...block, attributes: mapStrings(block.attributes, 'blocks', translate), innerBlocks: mapBlocks(block.innerBlocks, translate) }));
}

function mapSeo(seo: Seo, translate: (text: string | null) => string | null): Seo {
  return {
    ...seo,
    title: translate(seo.title),
    metaDesc: translate(seo.metaDesc),
    opengraph: { ...seo.opengraph, title: translate(seo.opengraph.title), description: translate(seo.opengraph.description) },
    twitter: { ...seo.twitter, title: translate(seo.twitter.title), description: translate(seo.twitter.description) },
  };
}

export async function translatePage(page: Page, locale: Locale, service?: TranslationService, log: (line: string) => void = console.warn): Promise<LocalizedPage> {
  const untouched: LocalizedPage = { page, translation: null };
  // Content that exists in the locale is never machine translated.
  if (page.locale === contentLocaleByLocale[locale]) return untouched;
  const target = pageTranslationTarget(locale, page.uri);
  const source = languageOfContentLocale(page.locale);
  if (!target || !source || source === target) return untouched;
  const strings = pageStrings(page);
  if (!strings.length) return untouched;
  let translator: TranslationService;
  try {
    translator = service ?? translationService();
  } catch (error) {
    log(`[translation] page ${page.uri} (${locale}) kept in ${source}: ${(error as Error).message}`);
    return untouched;
  }
  let result: Awaited<ReturnType<TranslationService['translateTexts']>>;
  try {
    result = await translator.translateTexts(strings, { source, target });
  } catch (error) {
    // The service answers failures in its result; anything else must still not cost the page.
    log(`[translation] page ${page.uri} (${locale}) kept in ${source}: ${(error as Error).message}`);
    return untouched;
  }
  const map = new Map(strings.map((text, index) => [text, result.texts[index]!]));
  if (result.error) {
    log(`[translation] page ${page.uri} (${locale}): ${result.stats.failed} of ${result.stats.strings} strings kept in ${source}: ${result.error.message}`);
  }
  const translate = (text: string) => map.get(text) ?? text;
  return {
    page: { ...page, title: translate(page.title), seo: mapSeo(page.seo, (text) => (text === null ? null : translate(text))), blocks: mapBlocks(page.blocks, translate) },
    translation: { source, target, stats: result.stats, failed: Boolean(result.error) },
  };
}

/** The page in the visitor's language: one fetch and one translation per request (generateMetadata and the page share it). */
export const getLocalizedPage = cache(async (uri: string, locale: Locale): Promise<LocalizedPage | null> => {
  const page = await getPage(uri, locale);
  return page ? translatePage(page, locale) : null;
});
