import { IslandMessages } from '@/components/i18n/IslandMessages';
import { TitledSection } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import type { TemplatesBlockAttributes } from './schema';
import { templatesMessages } from './messages';
import { Templates } from './Templates.lazy';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { hasPlaceholders } from '@/lib/pricing/placeholders';

export async function TemplatesBlock({ attributes, context }: BlockProps<TemplatesBlockAttributes>) {
  const copy = await pageCopy(context.locale);
  // Titles with figures: the plain text (in the locale's currency) for the search, the parts for the page's currency.
  const templates = attributes.templates.map((item) => (hasPlaceholders(item.title) ? { ...item, title: copy.plain(item.title), titleParts: copy.parts(item.title) } : item));
  return (
    <TitledSection attributes={attributes} copy={copy}>
      <IslandMessages locale={context.locale} namespaces={templatesMessages}>
        <Templates
          headingLevel={attributes.heading?.title ? 'h3' : 'h2'}
          templates={templates}
          locale={context.locale}
          toolkits={attributes.toolkits}
          columns={attributes.columns}
          placeholder={attributes.placeholder || undefined}
          linkOne={attributes.link_text_settings.one || undefined}
          linkTwo={attributes.link_text_settings.two || undefined}
        />
      </IslandMessages>
    </TitledSection>
  );
}
