import type { MetadataRoute } from 'next';
import { contentSitemapEntries } from '@/lib/content/sitemap';
import { catalogue } from '@/lib/pricing/catalogue';
import { tldSitemapEntries } from '@/lib/pricing/sitemap';
import { siteConfig } from '@/lib/site/config';

// Built per request from the content source, so new pages appear without a rebuild.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return [...(await contentSitemapEntries()), ...tldSitemapEntries(siteConfig().siteUrl, await catalogue().current())];
}
