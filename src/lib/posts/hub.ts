import { BLOG_FETCH_SIZE, BLOG_MAX_PAGE, BLOG_NEXT_LOADED_LIMIT, BLOG_PAGE_SIZE, SEARCH_MAX_LENGTH } from './constants';

/**
 * The blog hub's state and paging rules, free of React and of any
 * content source: the server page, the island and the tests all use these.
 *
 * Modes: all articles, a selected category, search results. Posts are fetched 50 at a time by
 * cursor and shown 10 per page; Next appears only while the loaded posts number at most 200 and
 * more exist (on the last loaded page, Next fetches the next cursor page).
 *
 * Spec: pricing-and-catalogue.md §4 "Blog hub", §5, §9.
 */
export interface HubState {
  /** Selected category slug (null = All Articles). Kept while searching, so Clear can restore it. */
  category: string | null;
  /** Search text (null = not searching). Blog search input is required: blank is no search. */
  search: string | null;
  /** 1-based page. */
  page: number;
}

export type HubMode = 'all' | 'category' | 'search';

export const initialHubState: HubState = { category: null, search: null, page: 1 };

export function hubMode(state: HubState): HubMode {
  if (state.search) return 'search';
  return state.category ? 'category' : 'all';
}

/** Choosing a category resets to page 1 (and, in the loader, clears the cursor and the loaded posts). */
export function selectCategory(_state: HubState, category: string): HubState {
  return { category, search: null, page: 1 };
}

/** All Articles resets search, category, cursor and page. */
export function allArticles(): HubState {
  return { ...initialHubState };
}

/** A search starts at page 1; blank text is refused (the input is required) and leaves the state alone. */
export function searchFor(state: HubState, text: string): HubState {
  const search = normaliseSearch(text);
  return search ? { category: state.category, search, page: 1 } : state;
}

/** Clear after a search restores the normal list (the category chosen before, if any), page 1. */
export function clearSearch(state: HubState): HubState {
  return { category: state.category, search: null, page: 1 };
}

export function goToPage(state: HubState, page: number): HubState {
  return { ...state, page: clampPage(page) };
}

export function clampPage(page: number): number {
  return Number.isFinite(page) ? Math.min(BLOG_MAX_PAGE, Math.max(1, Math.trunc(page))) : 1;
}

export function normaliseSearch(text: string | null | undefined): string | null {
  const value = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return value ? value : null;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** The state a URL's query names (`category`, `search`, `page`); anything malformed is ignored. */
export function hubStateFromQuery(query: URLSearchParams | Record<string, string | string[] | undefined>): HubState {
  const get = (key: string): string | null => {
    if (query instanceof URLSearchParams) return query.get(key);
    const value = query[key];
    return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  };
  const category = get('category')?.trim() ?? '';
  const page = Number(get('page') ?? '1');
  return {
    category: SLUG.test(category) ? category.toLowerCase() : null,
    search: normaliseSearch(get('search')),
    page: /^\d{1,4}$/.test(get('page') ?? '1') ? clampPage(page) : 1,
  };
}

/** The query string of a state ('' for All Articles page 1), in a fixed order so URLs are stable. */
export function hubQuery(state: HubState): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Pages the loaded posts fill. */
export function loadedPageCount(loaded: number): number {
  return Math.max(1, Math.ceil(loaded / BLOG_PAGE_SIZE));
}

/** Another cursor page may be fetched: the source has more, and at most 200 posts are loaded. */
export function canFetchMore(loaded: number, hasNextPage: boolean): boolean {
  return hasNextPage && loaded <= BLOG_NEXT_LOADED_LIMIT;
}

/**
 * Page count for the pagination bar: the loaded pages, plus one when another cursor page may be
 * fetched (its number and Next lead to it; the server or the island loads it on demand).
 */
export function pagerPageCount(loaded: number, hasNextPage: boolean): number {
  const pages = loadedPageCount(loaded);
  return canFetchMore(loaded, hasNextPage) && pages < BLOG_MAX_PAGE ? pages + 1 : pages;
}

/**
 * Next is offered on `page` while more pages exist: a later page is loaded, or (on the last loaded
 * page) the next cursor page may be fetched, which needs at most 200 posts loaded.
 */
export function hasNextHubPage(page: number, loaded: number, hasNextPage: boolean): boolean {
  return page < pagerPageCount(loaded, hasNextPage);
}

/** Showing `page` in full needs another cursor page first (and one may be fetched). */
export function needsFetchFor(page: number, loaded: number, hasNextPage: boolean): boolean {
  return page * BLOG_PAGE_SIZE > loaded && canFetchMore(loaded, hasNextPage);
}

/** The posts of `page` among the loaded ones. */
export function pageSlice<T>(posts: readonly T[], page: number): T[] {
  return posts.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
}

export { BLOG_FETCH_SIZE, BLOG_PAGE_SIZE };
