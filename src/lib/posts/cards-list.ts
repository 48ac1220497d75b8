/**
 * The blog cards list with pagination on: the visible count grows by one page
 * per 'Load more...' press; a 'Loading...' button shows while loading; once every post is shown,
 * 'Show less...' resets to the first page. Page size: the configured number, else 10.
 */
export type CardsListButton = 'load-more' | 'loading' | 'show-less' | null;

/**
 * The blog list's page size: the configured number, else 10. Not capped: a page
 * larger than the 50 posts one request brings is filled by several requests.
 */
export function cardsPageSize(configured: number | undefined): number {
  return configured !== undefined && Number.isFinite(configured) && configured >= 1 ? Math.trunc(configured) : 10;
}

/** Every post is shown: nothing more is loaded and the source has no more. */
export function allShown(visible: number, loaded: number, hasNextPage: boolean): boolean {
  return visible >= loaded && !hasNextPage;
}

/** Loading the next page needs a fetch (fewer loaded than the next page shows, and more exist). */
export function needsMore(visible: number, pageSize: number, loaded: number, hasNextPage: boolean): boolean {
  return visible + pageSize > loaded && hasNextPage;
}

export function cardsListButton(options: { pagination: boolean; loading: boolean; visible: number; loaded: number; hasNextPage: boolean; pageSize: number }): CardsListButton {
  if (!options.pagination) return null;
  if (options.loading) return 'loading';
  if (allShown(options.visible, options.loaded, options.hasNextPage)) return options.loaded > options.pageSize ? 'show-less' : null;
  return 'load-more';
}
