import { describe, expect, it } from 'vitest';
import { normaliseFeaturedTlds, normaliseTldText, tldLandingPath, tldSlug, withDot } from './tld-name';

describe('tld names', () => {
  it('removes a single leading dot, trims and lowercases', () => {
    expect(normaliseTldText('  .COM ')).toBe('com');
    expect(normaliseTldText('..com')).toBe('.com');
    expect(normaliseTldText('.CO.UK ')).toBe('co.uk');
  });

  it('normalises featured TLDs: trim, lowercase, leading dot removed, empties dropped', () => {
    expect(normaliseFeaturedTlds([' .NL', 'net', '', '  ', '.Eu', 'net'])).toEqual(['nl', 'net', 'eu']);
    expect(normaliseFeaturedTlds('.com, .Net,,be ')).toEqual(['com', 'net', 'be']);
  });

  it('builds the landing link: leading dot removed, dots become dashes', () => {
    expect(tldSlug('.co.uk')).toBe('co-uk');
    expect(tldLandingPath('.com')).toBe('/domains/tlds/com');
    expect(tldLandingPath('com.br')).toBe('/domains/tlds/com-br');
  });

  it('adds exactly one dot for display', () => {
    expect(withDot('com')).toBe('.com');
    expect(withDot('.com')).toBe('.com');
    expect(withDot('')).toBe('');
  });

});
