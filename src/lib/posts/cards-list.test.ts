import { describe, expect, it } from 'vitest';
import { allShown, cardsListButton, cardsPageSize, needsMore } from './cards-list';

describe('blog cards list', () => {
  it('page size is the configured number, else 10', () => {
    expect(cardsPageSize(undefined)).toBe(10);
    expect(cardsPageSize(Number.NaN)).toBe(10);
    expect(cardsPageSize(0)).toBe(10);
    expect(cardsPageSize(4)).toBe(4);
    // Not capped at the 50 posts of one request: a larger page takes several requests.
    expect(cardsPageSize(60)).toBe(60);
  });
  it("'Load more...' while posts remain, 'Loading...' while loading, 'Show less...' once all are shown", () => {
    const base = { pagination: true, loading: false, pageSize: 3 };
    expect(cardsListButton({ ...base, visible: 3, loaded: 3, hasNextPage: true })).toBe('load-more');
    expect(cardsListButton({ ...base, visible: 3, loaded: 6, hasNextPage: false })).toBe('load-more');
    expect(cardsListButton({ ...base, loading: true, visible: 3, loaded: 3, hasNextPage: true })).toBe('loading');
    expect(cardsListButton({ ...base, visible: 6, loaded: 5, hasNextPage: false })).toBe('show-less');
    expect(cardsListButton({ ...base, visible: 3, loaded: 2, hasNextPage: false })).toBeNull();
    expect(cardsListButton({ ...base, pagination: false, visible: 3, loaded: 9, hasNextPage: true })).toBeNull();
  });
  it('fetches only when the next page is not loaded yet', () => {
    expect(needsMore(3, 3, 6, true)).toBe(false);
    expect(needsMore(3, 3, 5, true)).toBe(true);
    expect(needsMore(3, 3, 5, false)).toBe(false);
    expect(allShown(6, 6, false)).toBe(true);
    expect(allShown(6, 6, true)).toBe(false);
  });
});
