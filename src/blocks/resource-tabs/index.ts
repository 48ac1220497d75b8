import { defineBlock } from '../define';
import { cybersecurityTabsFixtures, mediaResourcesFixtures, sdgsFixtures } from './fixture';
import { CybersecurityTabsBlock, MediaResourcesBlock, SdgsBlock } from './ResourceTabsBlocks';
import { resourceTabsSchema } from './schema';

/** Resource tabs: three blocks sharing the tabs island and the ' - cat N' rule. */
export const mediaResourcesBlock = defineBlock({
  name: 'acf/media-resources',
  title: 'Media resources (ebooks, whitepapers, podcasts)',
  schema: resourceTabsSchema,
  Component: MediaResourcesBlock,
  island: 'ResourceTabs',
  fixtures: mediaResourcesFixtures,
});

export const sdgsBlock = defineBlock({
  name: 'acf/sgds',
  title: 'SDGs in action',
  schema: resourceTabsSchema,
  Component: SdgsBlock,
  island: 'ResourceTabs',
  fixtures: sdgsFixtures,
});

export const cybersecurityTabsBlock = defineBlock({
  name: 'acf/cybersecurity-tabs',
  title: 'Cybersecurity tabs',
  schema: resourceTabsSchema,
  Component: CybersecurityTabsBlock,
  island: 'ResourceTabs',
  fixtures: cybersecurityTabsFixtures,
});
