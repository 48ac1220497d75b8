import type { Metadata } from 'next';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { hasPlaceholders } from '@/lib/pricing/placeholders';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageTitleHeading } from '@/blocks/page-heading';
import { RenderBlocks } from '@/blocks/RenderBlocks';
import { localizedPath } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { brandedTitle } from '@/lib/company/profile';
import { localizeBlockLinks } from '@/lib/content/links';
import { getThemeOptions, pageAlternates } from '@/lib/content/page';
import { getLocalizedPage } from '@/lib/translation/page';
import { siteConfig } from '@/lib/site/config';
import { cspNonce } from '@/lib/security/csp-nonce';
import { decodePathSegments } from '@/lib/http/path-segment';

/**
 * Rendered on first request and then served from Next's page cache (no page is prerendered at
 * build: the nonce placeholder only exists at run time); re-rendered in the background after
 * PAGE_REVALIDATE_SECONDS (promotions and prices move on their own clock) and at once on
 * /api/revalidate. See docs/csp.md.
 */
export const revalidate = 300;
export function generateStaticParams(): never[] {
  return [];
}


type Params = Promise<{ locale: string; slug?: string[] }>;

/** The page's URI; undefined when a segment is a malformed escape (no such page: 404). */
function uriOf(slug: string[] | undefined): string | undefined {
  const segments = decodePathSegments(slug ?? []);
  return segments && '/' + segments.join('/');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const uri = uriOf(slug);
  if (uri === undefined) return {};
  const localized = await getLocalizedPage(uri, locale);
  if (!localized) return {};
  const { page } = localized;
  const { siteUrl } = siteConfig();
  // Figures in titles and descriptions are placeholders, filled in the locale's own currency.
  const copy = await pageCopy(locale);
  const fill = (value: string | null | undefined) => (value && hasPlaceholders(value) ? copy.plain(value) : value);
  const seo = {
    ...page.seo,
    title: fill(page.seo.title),
    metaDesc: fill(page.seo.metaDesc),
    opengraph: { ...page.seo.opengraph, title: fill(page.seo.opengraph.title), description: fill(page.seo.opengraph.description) },
    twitter: { ...page.seo.twitter, title: fill(page.seo.twitter.title), description: fill(page.seo.twitter.description) },
  };
  const canonical = seo.canonical || `${siteUrl}${localizedPath(page.uri, locale)}`;
  const { company } = await getThemeOptions();
  return {
    title: brandedTitle(seo.title || page.title, company.brandName),
    description: seo.metaDesc || undefined,
    keywords: seo.metaKeywords || seo.focuskw || undefined,
    robots: { index: !seo.robots.noindex, follow: !seo.robots.nofollow },
    alternates: { canonical, languages: pageAlternates(page, locale) },
    authors: seo.opengraph.author ? [{ name: seo.opengraph.author }] : undefined,
    openGraph: {
      type: seo.schema.pageType === 'Article' ? 'article' : 'website',
      title: seo.opengraph.title || seo.title || page.title,
      description: seo.opengraph.description || seo.metaDesc || undefined,
      url: seo.opengraph.url || canonical,
      images: seo.opengraph.image ? [seo.opengraph.image] : undefined,
      ...(seo.schema.pageType === 'Article'
        ? { publishedTime: seo.opengraph.publishedTime || undefined, modifiedTime: seo.opengraph.modifiedTime || undefined }
        : {}),
    },
    twitter: {
      card: seo.twitter.image || seo.opengraph.image ? 'summary_large_image' : 'summary',
      title: seo.twitter.title || seo.opengraph.title || seo.title || page.title,
      description: seo.twitter.description || seo.metaDesc || undefined,
      images: seo.twitter.image ? [seo.twitter.image] : undefined,
    },
  };
}

export default async function ContentPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const uri = uriOf(slug);
  if (uri === undefined) notFound();
  // Blocks of a page missing in this language are machine translated before they render (src/lib/translation/page.ts).
  const localized = await getLocalizedPage(uri, locale);
  if (!localized) notFound();
  const { page, translation } = localized;
  const nonce = cspNonce();
  return (
    <main id="main" data-page-uri={page.uri} data-content-locale={page.locale} data-translated={translation ? `${translation.source}-${translation.target}` : undefined}>
      <PageTitleHeading title={page.title} blocks={page.blocks} />
      <RenderBlocks blocks={localizeBlockLinks(page.blocks, locale)} context={{ locale, path: page.uri === '/' ? '/' : page.uri.replace(/\/$/, ''), pageUri: page.uri, nonce }} />
    </main>
  );
}
