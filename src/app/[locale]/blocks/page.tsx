import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { renderBlock, lookupBlock } from '@/blocks/RenderBlocks';
import { blockRegistry } from '@/blocks/registry';
import { routing } from '@/i18n/routing';
import { cspNonce } from '@/lib/security/csp-nonce';

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


export const metadata: Metadata = {
  title: 'Block catalogue',
  robots: { index: false, follow: false },
};

/** Every registered block and variant rendered from its fixtures, for editors (noindex). */
export default async function BlockCataloguePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'blocks.catalogue' });
  const nonce = cspNonce();
  // Each fixture is rendered at the catalogue's path, or at the page path it names.
  const contextAt = (path = '/blocks') => ({ locale, path, pageUri: `${path}/`, nonce });
  const blocks = [...blockRegistry.values()].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl">{t('title')}</h1>
      <p className="mt-2 text-lg">{t('intro')}</p>
      <nav aria-label={t('title')} className="mt-6">
        {/* Block titles and fixtures are the developers' English sample content: marked lang="en" on
            /es and /nl (issue 25: what stays English says so). */}
        <ul lang="en" className="flex flex-wrap gap-2 text-sm">
          {blocks.map((block) => (
            <li key={block.name}>
              <a className="rounded bg-muted px-2 py-1 text-brand-dark underline" href={`#block-${block.name.replace(/[^a-z0-9]+/gi, '-')}`}>
                {block.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {blocks.map((block) => (
        <section
          key={block.name}
          id={`block-${block.name.replace(/[^a-z0-9]+/gi, '-')}`}
          data-block={block.name}
          aria-labelledby={`title-${block.name.replace(/[^a-z0-9]+/gi, '-')}`}
          className="mt-12 border-t border-slate-200 pt-6"
        >
          <h2 id={`title-${block.name.replace(/[^a-z0-9]+/gi, '-')}`} className="text-2xl">
            <span lang="en">{block.title}</span> <code className="text-base font-normal text-slate-600">{block.name}</code>
          </h2>
          <p className="text-sm text-slate-700">
            {block.variants.length ? `${t('variant')}: ${block.variants.join(', ')}` : null}
            {block.island ? ` · ${t('island')}: ${block.island}` : null}
          </p>
          {block.fixtures.map((fixture, index) => (
            <article key={index} lang="en" data-fixture={fixture.title} className="mt-6 rounded-lg border border-slate-200">
              <h3 className="border-b border-slate-200 bg-muted px-4 py-2 text-sm font-semibold">{fixture.title}</h3>
              <div className="py-4">
                {renderBlock(
                  { name: block.name, attributes: fixture.attributes, innerBlocks: fixture.innerBlocks ?? [] },
                  contextAt(fixture.path),
                  lookupBlock,
                  `${block.name}-${index}`,
                )}
              </div>
            </article>
          ))}
        </section>
      ))}
    </main>
  );
}
