import 'server-only';
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { getPage } from '@/lib/content/page';
import { samePathPageMetadata } from './metadata';

/**
 * Metadata of a generated page (an explore topic, a blog category) that a content page stored at
 * the same path may dress: that page's SEO title and description win over the generated ones.
 */
export async function generatedPageMetadata({ path, locale, title, description }: { path: string; locale: Locale; title: string; description: string }): Promise<Metadata> {
  const page = await getPage(path, locale);
  return samePathPageMetadata({ path, locale, title: page?.seo.title || title, description: page?.seo.metaDesc || description });
}
