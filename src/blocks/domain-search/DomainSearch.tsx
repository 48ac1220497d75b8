import { getTranslations } from 'next-intl/server';
import { Heading } from '@/components/ui/Heading';
import { siteConfig } from '@/lib/site/config';
import type { BlockProps } from '../types';
import { DomainSearchForm } from '@/components/blocks/domain-search/DomainSearch.client';
import type { DomainSearchAttributes } from '@/components/blocks/domain-search/schema';

/** Defaults (content-layer §9): endpoint on the control-panel host, key 'domain', 'Find your domain...', 'SEARCH'. */
export async function DomainSearchBox({ attributes, context }: { attributes: DomainSearchAttributes; context: BlockProps<unknown>['context'] }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'blocks.domainSearch' });
  return (
    <DomainSearchForm
      endpoint={attributes.endpoint || siteConfig().fastCheckoutUrl}
      querystring={attributes.querystring}
      searchExt={attributes.searchExt}
      placeholder={attributes.search_placeholder || t('placeholder')}
      buttonLabel={attributes.search_button || t('button')}
      inputLabel={t('label')}
      invalidMessage={t('invalid')}
      theme={attributes.theme}
    />
  );
}

export async function DomainSearchBlock({ attributes, context }: BlockProps<DomainSearchAttributes>) {
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-4xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      {attributes.heading?.title ? (
        <Heading tag={attributes.heading.tag} fontSize={attributes.heading.fontSize} className="mb-4 text-center">
          {attributes.heading.title}
        </Heading>
      ) : null}
      <DomainSearchBox attributes={attributes} context={context} />
      {attributes.suggestions.length ? (
        <ul className="mt-4 flex flex-wrap justify-center gap-2 text-sm">
          {attributes.suggestions.map((item) => (
            <li key={item.ext}>
              <a
                href={item.link?.url || '#'}
                target={item.link?.target === '_blank' ? '_blank' : undefined}
                rel={item.link?.target === '_blank' ? 'noopener noreferrer' : undefined}
                className="inline-flex gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-ink hover:border-brand"
              >
                <strong>.{item.ext.replace(/^\./, '')}</strong>
                {item.price ? <span>{item.price}</span> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
