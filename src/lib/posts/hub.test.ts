import { describe, expect, it } from 'vitest';
import {
  allArticles,
  canFetchMore,
  clearSearch,
  goToPage,
  hasNextHubPage,
  hubMode,
  hubQuery,
  hubStateFromQuery,
  initialHubState,
  needsFetchFor,
  pagerPageCount,
  pageSlice,
  searchFor,
  selectCategory,
} from './hub';
import { BLOG_MAX_PAGE } from './constants';

describe('blog hub paging (50 per fetch, 10 per page, Next while at most 200 loaded and more exist)', () => {
  it('shows 10 per page', () => {
    const posts = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(pageSlice(posts, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(posts, 5)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(pageSlice(posts, 6)).toEqual([]);
  });
  it('offers Next through the loaded pages, then fetches the next cursor page from the last one', () => {
    expect(hasNextHubPage(4, 50, true)).toBe(true);
    expect(hasNextHubPage(5, 50, true)).toBe(true);
    expect(needsFetchFor(5, 50, true)).toBe(false);
    expect(needsFetchFor(6, 50, true)).toBe(true);
    expect(pagerPageCount(50, true)).toBe(6);
  });
  it('stops at the last post when nothing more exists', () => {
    expect(hasNextHubPage(4, 43, false)).toBe(true);
    expect(hasNextHubPage(5, 43, false)).toBe(false);
    expect(pagerPageCount(43, false)).toBe(5);
    expect(needsFetchFor(6, 43, false)).toBe(false);
    expect(pagerPageCount(0, false)).toBe(1);
  });
  it('fetches while at most 200 are loaded: 200 may grow to 250, then Next ends', () => {
    expect(canFetchMore(200, true)).toBe(true);
    expect(hasNextHubPage(20, 200, true)).toBe(true);
    expect(canFetchMore(250, true)).toBe(false);
    expect(hasNextHubPage(25, 250, true)).toBe(false);
    expect(pagerPageCount(250, true)).toBe(25);
    expect(BLOG_MAX_PAGE).toBe(25);
  });
  it('fills a short cursor page (fewer than 50 posts, more to come) before showing the page', () => {
    expect(needsFetchFor(4, 37, true)).toBe(true);
    expect(needsFetchFor(3, 37, true)).toBe(false);
  });
});

describe('blog hub modes', () => {
  it('all articles, category, search', () => {
    expect(hubMode(initialHubState)).toBe('all');
    expect(hubMode({ category: 'dns', search: null, page: 1 })).toBe('category');
    expect(hubMode({ category: 'dns', search: 'ttl', page: 1 })).toBe('search');
  });
  it('choosing a category resets to page 1 and ends a search', () => {
    expect(selectCategory({ category: null, search: 'x', page: 4 }, 'dns')).toEqual({ category: 'dns', search: null, page: 1 });
  });
  it('All Articles resets search, category and page', () => {
    expect(allArticles()).toEqual({ category: null, search: null, page: 1 });
  });
  it('a search starts at page 1; blank search is refused (input required)', () => {
    const state = { category: 'dns', search: null, page: 3 };
    expect(searchFor(state, '  ttl   records ')).toEqual({ category: 'dns', search: 'ttl records', page: 1 });
    expect(searchFor(state, '   ')).toBe(state);
  });
  it('Clear restores the list shown before the search', () => {
    expect(clearSearch({ category: 'dns', search: 'ttl', page: 2 })).toEqual({ category: 'dns', search: null, page: 1 });
    expect(clearSearch({ category: null, search: 'ttl', page: 2 })).toEqual(initialHubState);
  });
  it('pages are clamped', () => {
    expect(goToPage(initialHubState, 0).page).toBe(1);
    expect(goToPage(initialHubState, 999).page).toBe(BLOG_MAX_PAGE);
  });
});

describe('hub state in the URL', () => {
  it('round-trips through ?category=&search=&page=', () => {
    const state = { category: 'dns-hosting', search: 'ttl & caches', page: 3 };
    const query = hubQuery(state);
    expect(query).toBe('?category=dns-hosting&search=ttl+%26+caches&page=3');
    expect(hubStateFromQuery(new URLSearchParams(query))).toEqual(state);
    expect(hubQuery(initialHubState)).toBe('');
  });
  it('ignores malformed values', () => {
    expect(hubStateFromQuery({ category: '<script>', page: '-2', search: ['  ', 'x'] })).toEqual(initialHubState);
    expect(hubStateFromQuery({ page: '2.5' }).page).toBe(1);
    expect(hubStateFromQuery({ page: '99999' }).page).toBe(1);
    expect(hubStateFromQuery({ search: 'y'.repeat(300) }).search).toHaveLength(100);
  });
});
