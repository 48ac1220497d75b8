import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site/config';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = siteConfig();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/blocks', '/es/blocks', '/nl/blocks', '/hi/blocks'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
