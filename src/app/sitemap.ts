import type { MetadataRoute } from 'next';
import { contentSitemapEntries } from '@/lib/content/sitemap';
import { glossarySitemapEntries } from '@/lib/glossary/sitemap';
import { blogSitemapEntries } from '@/lib/posts/sitemap';
import { catalogue } from '@/lib/pricing/catalogue';
import { tldSitemapEntries } from '@/lib/pricing/sitemap';
import { siteConfig } from '@/lib/site/config';

// Built per request from the content source, so new pages appear without a rebuild.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [content, blog, glossary] = await Promise.all([contentSitemapEntries(), blogSitemapEntries(), glossarySitemapEntries()]);
  // A content page can share its URL with a blog route (/category/cybersecurity): listed once.
  const seen = new Set<string>();
  const unique = [...content, ...blog, ...glossary].filter((entry) => !seen.has(entry.url) && Boolean(seen.add(entry.url)));
  return [...unique, ...tldSitemapEntries(siteConfig().siteUrl, await catalogue().current())];
}
