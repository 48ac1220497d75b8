import 'server-only';
import type { CatalogueIndex } from './catalogue';

/** Locales the TLD landing pages exist in, with their <html lang> for alternates. */
export const TLD_PAGE_LOCALES = [
  { locale: 'en', lang: 'en-US', prefix: '' },
  { locale: 'es', lang: 'es-ES', prefix: '/es' },
  { locale: 'nl', lang: 'nl-NL', prefix: '/nl' },
  { locale: 'hi', lang: 'en-IN', prefix: '/hi' },
] as const;

export interface SitemapEntry {
  url: string;
  lastModified?: string;
  changeFrequency: 'daily' | 'weekly';
  priority: number;
  alternates: { languages: Record<string, string> };
}

/** One entry per TLD landing page per locale (/domains/tlds/{slug}), with language alternates. */
export function tldSitemapEntries(siteUrl: string, index: CatalogueIndex): SitemapEntry[] {
  const base = siteUrl.replace(/\/+$/, '');
  const entries: SitemapEntry[] = [];
  for (const extension of index.ordered) {
    const path = `/domains/tlds/${extension.slug}`;
    const languages = Object.fromEntries(TLD_PAGE_LOCALES.map((entry) => [entry.lang, `${base}${entry.prefix}${path}`]));
    for (const entry of TLD_PAGE_LOCALES) {
      entries.push({
        url: `${base}${entry.prefix}${path}`,
        lastModified: index.meta?.updatedAt,
        changeFrequency: 'daily',
        priority: 0.6,
        alternates: { languages },
      });
    }
  }
  return entries;
}
