import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogHubSection } from '@/blocks/blog-hub/BlogHubSection';
import { localizedPath, type Locale } from '@/i18n/locales';
import type { HubState } from '@/lib/posts/hub';
import { siteConfig } from '@/lib/site/config';
import { localeAlternates } from '@/lib/site/metadata';

/** Shared by /blog (cached) and its query view /blog/hub (the rewrite target of ?category=&search=&page=). */
export async function blogHubMetadata(locale: Locale, options: { noindex?: boolean } = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blog.hub' });
  const { siteUrl } = siteConfig();
  const url = (target: Locale) => `${siteUrl}${localizedPath('/blog', target)}`;
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    robots: options.noindex ? { index: false, follow: true } : undefined,
    alternates: {
      canonical: url(locale),
      languages: localeAlternates('/blog', siteUrl),
      types: { 'application/rss+xml': [{ url: `${siteUrl}${localizedPath('/blog/feed.xml', locale)}`, title: t('feed') }] },
    },
    openGraph: { type: 'website', title: t('metaTitle'), description: t('metaDescription'), url: url(locale) },
  };
}

export async function BlogHubPage({ locale, state }: { locale: Locale; state: HubState }) {
  const t = await getTranslations({ locale, namespace: 'blog.hub' });
  return (
    <main id="main">
      <section className="bg-brand-dark text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-4xl text-white sm:text-5xl">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">{t('intro')}</p>
          <p className="mt-4">
            <a href={localizedPath('/blog/feed.xml', locale)} className="text-sm font-semibold text-white underline underline-offset-4 hover:text-highlight">
              {t('feed')}
            </a>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <BlogHubSection locale={locale} state={state} syncUrl />
      </div>
    </main>
  );
}
