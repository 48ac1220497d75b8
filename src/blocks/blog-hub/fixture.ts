import type { BlockFixture } from '../types';

export const blogHubFixtures: BlockFixture[] = [
  { title: 'All Articles, first page (server-rendered; links and GET forms without JavaScript)', attributes: { hide_featured: true } },
  { title: 'Category preselected (like ?category=dns-hosting)', attributes: { category: 'dns-hosting', hide_featured: true } },
];
