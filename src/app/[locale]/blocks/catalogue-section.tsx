import { Fragment, type ReactNode } from 'react';
import { renderBlock, lookupBlock } from '@/blocks/RenderBlocks';
import type { RegisteredBlock } from '@/blocks/types';
import { localizedPath, type Locale } from '@/i18n/locales';

/** A block's catalogue slug: its name with every run of other characters than a–z and 0–9 as one hyphen ("acf/promo" → "acf-promo"). */
export const catalogueSlug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-');

export interface CatalogueWords {
  variant: string;
  island: string;
  /** The link to the block's own page; left out on that page. */
  alone?: string;
}

/**
 * One block of the catalogue: its title and name, variants and island, then each fixture rendered
 * at the catalogue's path or at the page path it names. Used by /blocks (every block) and by
 * /blocks/<slug> (one block, a small page to share or test).
 */
export function CatalogueSection({ block, locale, nonce, words, heading = 'h2' }: { block: RegisteredBlock; locale: Locale; nonce: string; words: CatalogueWords; heading?: 'h1' | 'h2' }) {
  const slug = catalogueSlug(block.name);
  const Title = heading;
  const FixtureTitle = heading === 'h1' ? 'h2' : 'h3';
  // The line under the title: its variants, its island and the link to its own page, those it has.
  const facts: ReactNode[] = [
    block.variants.length ? `${words.variant}: ${block.variants.join(', ')}` : null,
    block.island ? `${words.island}: ${block.island}` : null,
    words.alone ? (
      <a className="text-brand-dark underline" href={localizedPath(`/blocks/${slug}`, locale)}>
        {words.alone}
      </a>
    ) : null,
  ].filter(Boolean);
  const contextAt = (path = '/blocks') => ({ locale, path, pageUri: `${path}/`, nonce });
  return (
    <section id={`block-${slug}`} data-block={block.name} aria-labelledby={`title-${slug}`} className={heading === 'h1' ? 'mt-2' : 'mt-12 border-t border-slate-200 pt-6'}>
      <Title id={`title-${slug}`} className={heading === 'h1' ? 'text-4xl' : 'text-2xl'}>
        <span lang="en">{block.title}</span> <code className="text-base font-normal text-slate-600">{block.name}</code>
      </Title>
      <p className="text-sm text-slate-700">
        {facts.map((fact, index) => (
          <Fragment key={index}>
            {index ? ' · ' : null}
            {fact}
          </Fragment>
        ))}
      </p>
      {block.fixtures.map((fixture, index) => (
        <article key={index} lang="en" data-fixture={fixture.title} className="mt-6 rounded-lg border border-slate-200">
          <FixtureTitle className="border-b border-slate-200 bg-muted px-4 py-2 text-sm font-semibold">{fixture.title}</FixtureTitle>
          <div className="py-4">
            {renderBlock({ name: block.name, attributes: fixture.attributes, innerBlocks: fixture.innerBlocks ?? [] }, contextAt(fixture.path), lookupBlock, `${block.name}-${index}`)}
          </div>
        </article>
      ))}
    </section>
  );
}
