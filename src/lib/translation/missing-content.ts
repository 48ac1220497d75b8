import 'server-only';
import { contentLocaleByLocale, type Locale } from '@/i18n/locales';
import type { EmbeddedContent } from '@/lib/content/embedded';
import type { DynamicData } from '@/lib/dynamic-data';
import { hubCategories } from '@/lib/posts/categories';
import { collectStrings } from './fields';
import type { Language } from './languages';
import { pageStrings, pageTranslationTarget } from './page';
import { protect, termbaseOnly } from './protect';
import type { ShippedUnit } from './shipped';
import type { Termbase } from './termbase';
import { isHumanText } from './text';

/**
 * The content strings the site translates at render that have no shipped translation
 * (`npm run translations:missing`, first part): for Spanish and Dutch, the title, SEO texts and
 * block text attributes of every English page that has no page of its own in the language (what
 * translatePage asks the memory for), the blog's category names (presentCategories) and the
 * careers block's departments and vacancies (dynamic data). A string
 * the termbase translates as a whole needs no unit. Each comes with the pages that use it, so a
 * translator can see it in place; the sources are exact, ready for an XLIFF unit.
 */
export interface ContentString {
  source: string;
  /** Page uris (or 'categories') using it. */
  where: string[];
}

const LOCALE_OF: Record<Exclude<Language, 'en'>, Locale> = { es: 'es', nl: 'nl' };

export function contentStringsWithoutTranslation(
  content: EmbeddedContent,
  language: Exclude<Language, 'en'>,
  shipped: readonly ShippedUnit[],
  termbase: Termbase,
  dynamic?: Pick<DynamicData, 'careers' | 'vacancies'>,
): ContentString[] {
  const locale = LOCALE_OF[language];
  const own = content.pages.get(contentLocaleByLocale[locale]);
  const translated = new Set(shipped.filter((unit) => unit.sourceLanguage === 'en' && unit.targetLanguage === language).map((unit) => unit.source));
  const found = new Map<string, ContentString>();
  const add = (source: string, where: string) => {
    if (!isHumanText(source) || translated.has(source)) return;
    const entry = found.get(source);
    if (entry) {
      if (!entry.where.includes(where)) entry.where.push(where);
    } else found.set(source, { source, where: [where] });
  };
  for (const page of content.pages.get('en_US')?.values() ?? []) {
    if (own?.has(page.uri) || pageTranslationTarget(locale, page.uri) !== language) continue;
    for (const source of pageStrings(page)) add(source, page.uri);
  }
  for (const category of hubCategories(content.categories)) add(category.name, 'categories');
  // The careers block's departments and vacancies (dynamic data, translated at render).
  if (dynamic) for (const source of collectStrings([dynamic.careers, dynamic.vacancies], 'json')) add(source, 'dynamic-data careers');
  // What the termbase alone translates (a static label, or only protected words and fixed terms)
  // needs no unit: the service does it without memory or engine (service.ts).
  return [...found.values()].filter(({ source }) => {
    if (termbase.phrase(source, 'en', language) !== undefined) return false;
    return !termbaseOnly(protect(source, { termbase, source: 'en', target: language }));
  });
}
