import { looksEnglish, type MixLanguage } from './language-mix';
import type { TextItem } from './page-text';
import { crawlLocale, fetchPage, type CrawledPage } from './site-crawl';
import { isHumanText } from './text';

/**
 * The strings of the built site under /es and /nl that have no shipped translation
 * (`npm run translations:missing`): a text a visitor of a Spanish or Dutch page reads, outside
 * parts marked lang="en", that is
 * - the same as a text of the page's English counterpart (same path without the prefix), or
 * - reads as English by its common words (language-mix.ts), wherever it comes from.
 * Texts that are deliberately the same in every language (names, brands, tier names, the
 * allowlist of content/translation/identical.json, the termbase's protected words) are not listed.
 */
export interface UntranslatedString {
  locale: MixLanguage;
  text: string;
  /** 'same-as-english': identical to the English page's text; 'reads-english': English by its words. */
  reason: 'same-as-english' | 'reads-english';
  region: TextItem['region'];
  attribute?: string;
  /** Pages showing it (site paths), in crawl order. */
  pages: string[];
}

export interface UntranslatedReport {
  pages: Record<string, number>;
  strings: UntranslatedString[];
}

export interface FindOptions {
  baseURL: string;
  locales?: MixLanguage[];
  /** Per language: texts deliberately the same as in English (whole words or phrases). */
  identical?: Partial<Record<MixLanguage, Iterable<string>>>;
  maxPages?: number;
  perParent?: number;
  concurrency?: number;
  /** Also crawl every English content page of the sitemap under the locale's prefix (site-crawl.ts). */
  englishContentPages?: boolean;
  onPage?: (page: CrawledPage) => void;
}

/** Abbreviations in capitals ('DNSSEC', 'MTA-STS', 'ISO') read the same in every language. */
const ABBREVIATION = /(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}\p{N}-]*[\p{Lu}\p{N}](?![\p{L}\p{N}])/gu;
/** Domain names, TLDs, URLs and e-mail addresses. */
const MACHINE_VALUE = /\S*[.@/][\p{L}\p{N}][\p{L}\p{M}\p{N}.@/_-]*/gu;

/**
 * True when nothing of the text is left once the allowed texts (whole words), abbreviations,
 * machine values, figures and punctuation are taken out.
 */
export function onlyAllowed(text: string, allowed: readonly string[]): boolean {
  return !/\p{L}{2,}/u.test(withoutAllowed(text, allowed).replace(MACHINE_VALUE, ' ').replace(ABBREVIATION, ' '));
}

/** The text with the allowed texts (whole words or phrases) taken out. */
export function withoutAllowed(text: string, allowed: readonly string[]): string {
  let rest = ` ${text} `;
  for (const phrase of allowed) {
    if (!phrase) continue;
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  }
  return rest;
}

export function englishPathOf(path: string, locale: string): string {
  return path === `/${locale}` ? '/' : path.slice(locale.length + 1);
}

export async function findUntranslated(options: FindOptions): Promise<UntranslatedReport> {
  const locales = options.locales ?? ['es', 'nl'];
  // Longest first, so a phrase is removed before a word inside it.
  const allowedIn = (locale: MixLanguage) => [...new Set(options.identical?.[locale] ?? [])].sort((a, b) => b.length - a.length);
  const englishPages = new Map<string, Promise<Set<string> | null>>();
  const englishTexts = (path: string) => {
    let texts = englishPages.get(path);
    if (!texts) {
      texts = fetchPage(options.baseURL, path).then(
        (page) => (page.status === 200 ? new Set(page.text.items.map((item) => item.text)) : null),
        () => null,
      );
      englishPages.set(path, texts);
    }
    return texts;
  };

  const found = new Map<string, UntranslatedString>();
  const report: UntranslatedReport = { pages: {}, strings: [] };
  for (const locale of locales) {
    const pages = await crawlLocale({
      baseURL: options.baseURL,
      locale,
      maxPages: options.maxPages,
      perParent: options.perParent,
      concurrency: options.concurrency,
      englishContentPages: options.englishContentPages,
    });
    report.pages[locale] = pages.filter((page) => page.status === 200).length;
    const allowed = allowedIn(locale);
    for (const page of pages) {
      options.onPage?.(page);
      if (page.status !== 200) continue;
      const english = await englishTexts(englishPathOf(page.path, locale));
      for (const item of page.text.items) {
        if (item.foreign || !isHumanText(item.text) || onlyAllowed(item.text, allowed)) continue;
        const reason = english?.has(item.text) ? 'same-as-english' : looksEnglish(withoutAllowed(item.text, allowed), locale) ? 'reads-english' : null;
        if (!reason) continue;
        const key = `${locale}\u0000${item.text}`;
        const entry = found.get(key);
        if (entry) {
          if (!entry.pages.includes(page.path)) entry.pages.push(page.path);
        } else {
          found.set(key, { locale, text: item.text, reason, region: item.region, ...(item.attribute ? { attribute: item.attribute } : {}), pages: [page.path] });
        }
      }
    }
  }
  report.strings = [...found.values()];
  return report;
}
