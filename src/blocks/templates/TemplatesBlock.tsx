import { getTranslations } from 'next-intl/server';
import { getPaginationLabels } from '@/components/ui/pagination-labels';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import type { TemplatesBlockAttributes } from './schema';
import { Templates } from './Templates.lazy';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { hasPlaceholders } from '@/lib/pricing/placeholders';

export async function TemplatesBlock({ attributes, context }: BlockProps<TemplatesBlockAttributes>) {
  const [t, common, pagination, copy] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'resources.templates' }),
    getTranslations({ locale: context.locale, namespace: 'resources' }),
    getPaginationLabels(context.locale),
    pageCopy(context.locale),
  ]);
  // Titles with figures: the plain text (in the locale's currency) for the search, the parts for the page's currency.
  const templates = attributes.templates.map((item) => (hasPlaceholders(item.title) ? { ...item, title: copy.plain(item.title), titleParts: copy.parts(item.title) } : item));
  const { status: _status, ...paginationLabels } = pagination;
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} subClassName="mb-6 text-lg" />
      <Templates
        headingLevel={attributes.heading?.title ? 'h3' : 'h2'}
        templates={templates}
        locale={context.locale}
        toolkits={attributes.toolkits}
        columns={attributes.columns}
        labels={{
          searchLabel: t('searchLabel'),
          searchPlaceholder: attributes.placeholder || t('searchPlaceholder'),
          tabsLabel: t('tabsLabel'),
          tabTemplates: t('tabTemplates'),
          tabToolkits: t('tabToolkits'),
          // Defaults 'Rectangle' and 'Square', translated; the block's settings win.
          linkOne: attributes.link_text_settings.one || t('linkOne'),
          linkTwo: attributes.link_text_settings.two || t('linkTwo'),
          download: t('download'),
          noResults: t('noResults'),
          newTab: common('newTab'),
          resultsOne: t.raw('resultsOne') as string,
          resultsOther: t.raw('resultsOther') as string,
          pagination: paginationLabels,
        }}
      />
    </section>
  );
}
