import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { HeadingAttribute } from '@/components/blocks/attributes';
import type { Locale } from '@/i18n/locales';
import { plainText } from '@/lib/posts/text';
import { sortIntoTabs } from '@/lib/resources/tabs';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { resourceTabsMessages } from './messages';
import { ResourceTabs, type ResourceCollection, type ResourceTabKind } from './ResourceTabs.lazy';
import type { ResourceTabsAttributes } from './schema';

/** The island's messages: resources.media (downloads and podcasts) and the collection's own. */
function TabsMessages({ locale, collection, children }: { locale: Locale; collection: ResourceCollection; children: ReactNode }) {
  return (
    <IslandMessages locale={locale} namespaces={resourceTabsMessages(collection)}>
      {children}
    </IslandMessages>
  );
}

/** The card level under this block: h3 below its heading, h2 when it shows none. */
function cardLevel(attributes: ResourceTabsAttributes, fallbackTitle?: string): 'h2' | 'h3' {
  return attributes.heading?.title || fallbackTitle ? 'h3' : 'h2';
}

function Shell({ attributes, fallbackTitle, children }: { attributes: ResourceTabsAttributes; fallbackTitle?: string; children: ReactNode }) {
  const heading: HeadingAttribute | undefined = attributes.heading?.title ? attributes.heading : fallbackTitle ? { title: fallbackTitle, tag: 'h2', fontSize: undefined } : undefined;
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-10 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <div className="mb-6 text-center">
        <BlockTitle heading={heading} subHeading={attributes.sub_heading} subClassName="text-lg" />
      </div>
      {children}
    </section>
  );
}

const plain = (items: ResourceTabsAttributes['data']) => items.map((item) => ({ ...item, text: plainText(item.text) }));

/** media-resources: Ebooks (E-books in Dutch), Whitepapers, Podcasts; ' - cat N' sorts items into the tabs. */
export async function MediaResourcesBlock({ attributes, context }: BlockProps<ResourceTabsAttributes>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'resources.media' });
  const [ebooks, whitepapers, podcasts] = sortIntoTabs(plain(attributes.data), 3);
  const kinds: ResourceTabKind[] = ['downloads', 'downloads', 'podcasts'];
  const tabs = [t('ebooks'), t('whitepapers'), t('podcasts')].map((label, index) => ({ label, kind: kinds[index]!, items: [ebooks, whitepapers, podcasts][index] ?? [] }));
  return (
    <Shell attributes={attributes}>
      <TabsMessages locale={context.locale} collection="media">
        <ResourceTabs tabs={tabs} collection="media" testId="media-resources" headingLevel={cardLevel(attributes)} />
      </TabsMessages>
    </Shell>
  );
}

/** sgds: 'SDGs in action' with three tabs; items in reverse order; an empty tab says 'No Posts Found!'. */
export async function SdgsBlock({ attributes, context }: BlockProps<ResourceTabsAttributes>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'resources.sdgs' });
  const sorted = sortIntoTabs(plain(attributes.data), 3, { reverse: true });
  const tabs = [t('tabs.one'), t('tabs.two'), t('tabs.three')].map((label, index) => ({ label, kind: 'cards' as const, items: sorted[index] ?? [] }));
  return (
    <Shell attributes={attributes} fallbackTitle={t('title')}>
      <TabsMessages locale={context.locale} collection="sdgs">
        <ResourceTabs tabs={tabs} collection="sdgs" testId="sdgs" headingLevel={cardLevel(attributes, t('title'))} />
      </TabsMessages>
    </Shell>
  );
}

/** Cybersecurity tabs (on /category/cybersecurity): three tabs; items in reverse order. */
export async function CybersecurityTabsBlock({ attributes, context }: BlockProps<ResourceTabsAttributes>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'resources.cybersecurity' });
  const sorted = sortIntoTabs(plain(attributes.data), 3, { reverse: true });
  const tabs = [t('tabs.one'), t('tabs.two'), t('tabs.three')].map((label, index) => ({ label, kind: 'cards' as const, items: sorted[index] ?? [] }));
  return (
    <Shell attributes={attributes}>
      <TabsMessages locale={context.locale} collection="cybersecurity">
        <ResourceTabs tabs={tabs} collection="cybersecurity" testId="cybersecurity-tabs" headingLevel={cardLevel(attributes)} />
      </TabsMessages>
    </Shell>
  );
}
