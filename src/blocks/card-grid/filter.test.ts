import { matchesSubHeading, safeHref } from './filter';

describe('matchesSubHeading', () => {
  it('matches a case-insensitive substring of sub_heading', () => {
    expect(matchesSubHeading('SSL Certificates', 'ssl')).toBe(true);
    expect(matchesSubHeading('SSL Certificates', 'CERT')).toBe(true);
    expect(matchesSubHeading('SSL Certificates', 'tific')).toBe(true);
    expect(matchesSubHeading('SSL Certificates', 'hosting')).toBe(false);
    expect(matchesSubHeading('', 'ssl')).toBe(false);
  });

  it('shows everything for an empty query', () => {
    expect(matchesSubHeading('Domains', '')).toBe(true);
    expect(matchesSubHeading('', '   ')).toBe(true);
  });

  it('keeps inner spaces as part of the substring', () => {
    expect(matchesSubHeading('Domain transfer', 'n t')).toBe(true);
    expect(matchesSubHeading('Domaintransfer', 'n t')).toBe(false);
  });
});

describe('safeHref', () => {
  it('keeps safe links and drops scripts', () => {
    expect(safeHref('/membership-plans')).toBe('/membership-plans');
    expect(safeHref(' https://example.com ')).toBe('https://example.com');
    expect(safeHref('#right-grid-layout-with-buttons')).toBe('#right-grid-layout-with-buttons');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
  });
});
