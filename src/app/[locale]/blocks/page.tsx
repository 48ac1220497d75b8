import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { blockRegistry } from '@/blocks/registry';
import { routing } from '@/i18n/routing';
import { cspNonce } from '@/lib/security/csp-nonce';
import { CatalogueSection, catalogueSlug } from './catalogue-section';

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
              <a className="rounded bg-muted px-2 py-1 text-brand-dark underline" href={`#block-${catalogueSlug(block.name)}`}>
                {block.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {blocks.map((block) => (
        <CatalogueSection key={block.name} block={block} locale={locale} nonce={nonce} words={{ variant: t('variant'), island: t('island'), alone: t('alone') }} />
      ))}
    </main>
  );
}
