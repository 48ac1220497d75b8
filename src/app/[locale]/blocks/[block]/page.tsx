import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { blockRegistry } from '@/blocks/registry';
import { localizedPath } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { cspNonce } from '@/lib/security/csp-nonce';
import { CatalogueSection, catalogueSlug } from '../catalogue-section';

/** Rendered on first request and kept in Next's page cache, as /blocks is (see that page). */
export const revalidate = 300;
export function generateStaticParams(): never[] {
  return [];
}

type Params = Promise<{ locale: string; block: string }>;

/** The registered block whose catalogue slug is the path's last segment ("acf-promo" → acf/promo). */
const blockAt = (slug: string) => [...blockRegistry.values()].find((block) => catalogueSlug(block.name) === slug);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, block: slug } = await params;
  const block = blockAt(slug);
  if (!hasLocale(routing.locales, locale) || !block) return {};
  const t = await getTranslations({ locale, namespace: 'blocks.catalogue' });
  return { title: `${block.title} · ${t('title')}`, robots: { index: false, follow: false } };
}

/**
 * One block of the catalogue on its own page (noindex): its fixtures without the other blocks'
 * 1.8 MB, for an editor to share and for a test to load.
 */
export default async function CatalogueBlockPage({ params }: { params: Params }) {
  const { locale, block: slug } = await params;
  const block = blockAt(slug);
  if (!hasLocale(routing.locales, locale) || !block) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'blocks.catalogue' });
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <a className="text-brand-dark underline" href={localizedPath(`/blocks#block-${slug}`, locale)}>
          {t('back')}
        </a>
      </p>
      <CatalogueSection block={block} locale={locale} nonce={cspNonce()} words={{ variant: t('variant'), island: t('island') }} heading="h1" />
    </main>
  );
}
