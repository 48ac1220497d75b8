import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/locales';
import { plainText } from '@/lib/posts/text';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { Explore } from './Explore.lazy';
import type { ExploreBlockAttributes } from './schema';

export async function ExploreBlock({ attributes, context }: BlockProps<ExploreBlockAttributes>) {
  const [t, common] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'resources.explore' }), getTranslations({ locale: context.locale, namespace: 'resources' })]);
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} subClassName="mb-6 text-lg" />
      <Explore
        headingLevel={attributes.heading?.title ? 'h3' : 'h2'}
        cards={attributes.items.map((item) => ({ title: item.title, description: plainText(item.description), href: localizedPath(`/explore/${item.slug}`, context.locale) }))}
        labels={{
          searchLabel: t('searchLabel'),
          searchPlaceholder: attributes.placeholder || t('searchPlaceholder'),
          button: t('button'),
          buttonAbout: t.raw('buttonAbout') as string,
          noResults: common('noResults'),
          tryDifferent: common('tryDifferent'),
          resultsOne: t.raw('resultsOne') as string,
          resultsOther: t.raw('resultsOther') as string,
        }}
      />
    </section>
  );
}
