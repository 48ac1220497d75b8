import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { hubStateFromQuery } from '@/lib/posts/hub';
import { BlogHubPage, blogHubMetadata } from '../hub-page';

/**
 * The hub in a state named by the query (?category=, ?search=, ?page=): where /blog?… is rewritten
 * to (next.config.ts), so the hub works with plain links and GET forms, without JavaScript. Read
 * per request; /blog itself stays cached. Not indexed (the posts and category pages are).
 */
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return blogHubMetadata(locale, { noindex: true });
}

export default async function BlogHubQueryPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <BlogHubPage locale={locale} state={hubStateFromQuery(await searchParams)} />;
}
