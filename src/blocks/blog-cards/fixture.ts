import type { BlockFixture } from '../types';

export const blogCardsFixtures: BlockFixture[] = [
  { title: "Pagination on, 3 per page: 'Load more...', 'Loading...', 'Show less...'", attributes: { heading: { title: 'From the blog', tag: 'h2' }, pagination: 'on', per_page: 3, category: 'email' } },
  { title: 'Pagination off, two columns', attributes: { per_page: 2, columns: 'two' } },
];
