import { pageHref } from './links';

describe('pageHref', () => {
  it('adds ?page=N to a relative base url', () => {
    expect(pageHref('/blog', 3)).toBe('/blog?page=3');
    expect(pageHref('/domains/domain-prices/', 1)).toBe('/domains/domain-prices/?page=1');
  });

  it('keeps other parameters and the fragment, and replaces an existing page', () => {
    expect(pageHref('/blog?category=news#list', 2)).toBe('/blog?category=news&page=2#list');
    expect(pageHref('/blog?page=7&q=x', 4)).toBe('/blog?page=4&q=x');
  });

  it('keeps absolute urls absolute', () => {
    expect(pageHref('https://example.com/prices', 5)).toBe('https://example.com/prices?page=5');
  });
});
