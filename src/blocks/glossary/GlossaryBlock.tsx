import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/locales';
import { plainText } from '@/lib/posts/text';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { Glossary } from './Glossary.lazy';
import type { GlossaryBlockAttributes } from './schema';

/** Summaries longer than this are shortened on the overview (the entry page has the whole text). */
const SUMMARY_LIMIT = 180;

function summary(html: string): string {
  const text = plainText(html);
  if (text.length <= SUMMARY_LIMIT) return text;
  const cut = text.slice(0, SUMMARY_LIMIT);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_LIMIT - 30)).trimEnd()}…`;
}

export async function GlossaryBlock({ attributes, context }: BlockProps<GlossaryBlockAttributes>) {
  const [t, common] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'resources.glossary' }), getTranslations({ locale: context.locale, namespace: 'resources' })]);
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-8 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} subClassName="mb-6 text-lg" />
      <Glossary
        entries={attributes.items.map((item) => ({ title: item.title, summary: summary(item.description), href: localizedPath(`/glossary/${item.link}`, context.locale) }))}
        labels={{
          searchLabel: t('searchLabel'),
          searchPlaceholder: attributes.placeholder || t('searchPlaceholder'),
          letters: t('letters'),
          letterEmpty: t.raw('letterEmpty') as string,
          jumpTo: t.raw('jumpTo') as string,
          readMore: t('readMore'),
          readMoreAbout: t.raw('readMoreAbout') as string,
          noResults: common('noResults'),
          tryDifferent: common('tryDifferent'),
          resultsOne: t.raw('resultsOne') as string,
          resultsOther: t.raw('resultsOther') as string,
        }}
      />
    </section>
  );
}
