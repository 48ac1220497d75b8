import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { initialHubState } from '@/lib/posts/hub';
import { BlogHubPage, blogHubMetadata } from './hub-page';

/**
 * /blog: the hub's first page, rendered on first request and served from the page cache like the
 * content pages (revalidated every 300 s and on /api/revalidate; docs/csp.md). Requests with
 * ?category=, ?search= or ?page= are rewritten to ./hub (next.config.ts, src/lib/posts/rewrites.ts).
 */
export const revalidate = 300;
export function generateStaticParams(): never[] {
  return [];
}

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return blogHubMetadata(locale);
}

export default async function BlogPage({ params }: { params: Params }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <BlogHubPage locale={locale} state={initialHubState} />;
}
