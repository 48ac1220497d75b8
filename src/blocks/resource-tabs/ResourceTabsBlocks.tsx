import { getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';
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

/**
 * A resource tabs block: its heading (else the collection's own title, where it has one) and sub
 * heading over the tabs island, which reads resources.media (downloads and podcasts) and the
 * collection's own messages. The cards are h3 below a heading, h2 when the block shows none.
 */
function TabsSection({
  attributes,
  locale,
  collection,
  testId,
  tabs,
  fallbackTitle,
}: {
  attributes: ResourceTabsAttributes;
  locale: Locale;
  collection: ResourceCollection;
  testId: string;
  tabs: ComponentProps<typeof ResourceTabs>['tabs'];
  fallbackTitle?: string;
}) {
  const heading: HeadingAttribute | undefined = attributes.heading?.title ? attributes.heading : fallbackTitle ? { title: fallbackTitle, tag: 'h2', fontSize: undefined } : undefined;
  return (
    <section id={attributes.anchor || undefined} className={`mx-auto max-w-6xl px-4 py-10 sm:px-6 ${attributes.className ?? ''}`.trim()}>
      <div className="mb-6 text-center">
        <BlockTitle heading={heading} subHeading={attributes.sub_heading} subClassName="text-lg" />
      </div>
      <IslandMessages locale={locale} namespaces={resourceTabsMessages(collection)}>
        <ResourceTabs tabs={tabs} collection={collection} testId={testId} headingLevel={heading ? 'h3' : 'h2'} />
      </IslandMessages>
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
  return <TabsSection attributes={attributes} locale={context.locale} collection="media" testId="media-resources" tabs={tabs} />;
}

/** sgds: 'SDGs in action' with three tabs; items in reverse order; an empty tab says 'No Posts Found!'. */
export async function SdgsBlock({ attributes, context }: BlockProps<ResourceTabsAttributes>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'resources.sdgs' });
  const sorted = sortIntoTabs(plain(attributes.data), 3, { reverse: true });
  const tabs = [t('tabs.one'), t('tabs.two'), t('tabs.three')].map((label, index) => ({ label, kind: 'cards' as const, items: sorted[index] ?? [] }));
  return <TabsSection attributes={attributes} locale={context.locale} collection="sdgs" testId="sdgs" tabs={tabs} fallbackTitle={t('title')} />;
}

/** Cybersecurity tabs (on /category/cybersecurity): three tabs; items in reverse order. */
export async function CybersecurityTabsBlock({ attributes, context }: BlockProps<ResourceTabsAttributes>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'resources.cybersecurity' });
  const sorted = sortIntoTabs(plain(attributes.data), 3, { reverse: true });
  const tabs = [t('tabs.one'), t('tabs.two'), t('tabs.three')].map((label, index) => ({ label, kind: 'cards' as const, items: sorted[index] ?? [] }));
  return <TabsSection attributes={attributes} locale={context.locale} collection="cybersecurity" testId="cybersecurity-tabs" tabs={tabs} />;
}
