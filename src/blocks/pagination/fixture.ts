import type { BlockFixture } from '../types';

export const paginationBlockFixtures: BlockFixture[] = [
  { title: 'Interactive, page 1 of 3 (previous disabled)', attributes: { total_pages: 3, current_page: 1 } },
  { title: 'Interactive, page 12 of 40 (first button past page 10)', attributes: { total_pages: '40', current_page: '12' } },
  { title: 'Linked to ?page=N, last page (next disabled)', attributes: { total_pages: 6, current_page: 6, base_url: '/blog' } },
];
