import type { ResourceCollection } from './ResourceTabs.client';

/** The ResourceTabs island's messages: the downloads' and podcasts' (resources.media) and its collection's own. */
export function resourceTabsMessages(collection: ResourceCollection) {
  return ['resources.media', `resources.${collection}`, 'resources.newTab'] as const;
}
