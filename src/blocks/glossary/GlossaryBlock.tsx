import { IslandMessages } from '@/components/i18n/IslandMessages';
import { localizedPath } from '@/i18n/locales';
import { plainText } from '@/lib/posts/text';
import { TitledSection } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { Glossary } from './Glossary.lazy';
import { glossaryMessages } from './messages';
import type { GlossaryBlockAttributes } from './schema';

/** Summaries longer than this are shortened on the overview (the entry page has the whole text). */
const SUMMARY_LIMIT = 180;

function summary(html: string): string {
  const text = plainText(html);
  if (text.length <= SUMMARY_LIMIT) return text;
  const cut = text.slice(0, SUMMARY_LIMIT);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_LIMIT - 30)).trimEnd()}…`;
}

export function GlossaryBlock({ attributes, context }: BlockProps<GlossaryBlockAttributes>) {
  return (
    <TitledSection attributes={attributes}>
      <IslandMessages locale={context.locale} namespaces={glossaryMessages}>
        <Glossary
          entries={attributes.items.map((item) => ({ title: item.title, summary: summary(item.description), href: localizedPath(`/glossary/${item.link}`, context.locale) }))}
          placeholder={attributes.placeholder || undefined}
        />
      </IslandMessages>
    </TitledSection>
  );
}
