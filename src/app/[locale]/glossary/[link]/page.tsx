import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PostCardGrid } from '@/components/blocks/blog/PostCardGrid';
import { LinkChips } from '@/components/ui/LinkChips';
import { postCardLabels } from '@/components/blocks/blog/labels';
import { RichText } from '@/components/ui/RichText';
import { localizedPath } from '@/i18n/locales';
import { GLOSSARY_LETTERS, glossaryLetter } from '@/lib/glossary/glossary';
import { glossaryFor } from '@/lib/glossary/source';
import { searchPostCards } from '@/lib/posts/service';
import { plainText } from '@/lib/posts/text';
import { jsonLdScript } from '@/lib/pricing/landing';
import { cspNonce } from '@/lib/security/csp-nonce';
import { siteConfig } from '@/lib/site/config';
import { samePathPageMetadata } from '@/lib/site/metadata';
import { localeParams } from '@/app/[locale]/on-demand';

/**
 * /glossary/{link} (with /es and /nl prefixes): one glossary entry, from the glossary
 * block of the /glossary page in the same language. Cached like the content pages.
 */
export const revalidate = 300;
export { generateStaticParams } from '@/app/[locale]/on-demand';

type Params = Promise<{ locale: string; link: string }>;

async function load(params: Params) {
  const { locale, link } = await localeParams(params);
  const { items } = await glossaryFor(locale);
  const index = items.findIndex((item) => item.link === link.toLowerCase());
  if (index < 0) notFound();
  return { locale, items, index, item: items[index]! };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, item } = await load(params);
  const t = await getTranslations({ locale, namespace: 'resources.glossary' });
  const path = `/glossary/${item.link}`;
  const title = t('metaTitle', { term: item.title });
  const description = plainText(item.description).slice(0, 300);
  return samePathPageMetadata({ path, locale, title, description, type: 'article' });
}

export default async function GlossaryEntryPage({ params }: { params: Params }) {
  const { locale, items, item } = await load(params);
  setRequestLocale(locale);
  const letter = glossaryLetter(item.title);
  const [t, posts, labels] = await Promise.all([getTranslations({ locale, namespace: 'resources.glossary' }), searchPostCards(locale, item.title, 3), postCardLabels(locale)]);
  const siblings = items.filter((other) => other.link !== item.link && glossaryLetter(other.title) === letter).slice(0, 8);
  const present = new Set(items.map((other) => glossaryLetter(other.title)));
  const glossary = localizedPath('/glossary', locale);
  const { siteUrl } = siteConfig();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: item.title,
    description: plainText(item.description),
    url: `${siteUrl}${localizedPath(`/glossary/${item.link}`, locale)}`,
    inDefinedTermSet: { '@type': 'DefinedTermSet', name: t('index'), url: `${siteUrl}${glossary}` },
  };
  return (
    <main id="main" data-glossary-entry={item.link}>
      <script type="application/ld+json" nonce={cspNonce()} dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <section className="bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold">
            <a href={glossary} className="text-brand underline-offset-4 hover:underline">
              <span aria-hidden="true">← </span>
              {t('back')}
            </a>
          </p>
          <h1 className="mt-4 text-4xl sm:text-5xl">{item.title}</h1>
          <RichText html={item.description} className="mt-5 text-xl leading-relaxed" />
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <nav aria-label={t('letters')}>
          <ul className="flex flex-wrap justify-center gap-1">
            {GLOSSARY_LETTERS.map((other) => (
              <li key={other}>
                {present.has(other) ? (
                  <a
                    href={`${glossary}#glossary-${other.toLowerCase()}`}
                    aria-current={other === letter ? 'true' : undefined}
                    aria-label={t('jumpTo', { letter: other })}
                    className={`inline-flex h-9 w-9 items-center justify-center rounded-md text-sm font-bold ${other === letter ? 'bg-brand text-white' : 'text-brand hover:bg-muted'}`}
                  >
                    {other}
                  </a>
                ) : (
                  <span className="inline-flex h-9 w-9 items-center justify-center text-sm font-bold text-slate-400">
                    <span aria-hidden="true">{other}</span>
                    <span className="sr-only">{t('letterEmpty', { letter: other })}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {siblings.length ? (
          <section aria-labelledby="glossary-related" className="mt-10">
            <h2 id="glossary-related" className="text-2xl">
              {t('related', { letter })}
            </h2>
            <LinkChips links={siblings.map((other) => ({ href: localizedPath(`/glossary/${other.link}`, locale), label: other.title }))} />
          </section>
        ) : null}
        {posts.length ? (
          <section aria-labelledby="glossary-posts" className="mt-12">
            <h2 id="glossary-posts" className="text-2xl">
              {t('relatedPosts')}
            </h2>
            <PostCardGrid posts={posts} labels={labels} />
          </section>
        ) : null}
      </div>
    </main>
  );
}
