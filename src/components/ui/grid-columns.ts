/**
 * The columns of a grid of cards with one to four columns (a block's `columns`): one on phones, two
 * from 640 px, the full count from 1024 px.
 */
export const GRID_COLUMNS: Record<1 | 2 | 3 | 4, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
};
