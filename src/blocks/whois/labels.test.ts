import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/whois.json';
import es from '../../../messages/es/whois.json';
import nl from '../../../messages/nl/whois.json';

describe('whois labels (en, es, nl)', () => {
  it('English carries the spec texts', () => {
    expect(en.fieldLabel).toBe('Enter the domain name');
    expect(en.search).toBe('Search');
    expect(en.loading).toBe('Loading...');
    expect(en.resultsFor).toBe('Whois results for');
    expect(en.fallbackError).toBe('Something went wrong, please try again later.');
  });
  it.each([['es', es], ['nl', nl]])('%s has every key, translated', (_locale, labels) => {
    expect(Object.keys(labels).sort()).toEqual(Object.keys(en).sort());
    const texts = Object.values(labels).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)));
    for (const value of texts) expect(value.trim()).not.toBe('');
    expect(Object.keys(labels.errors).sort()).toEqual(Object.keys(en.errors).sort());
    expect(Object.keys(labels.fieldErrors).sort()).toEqual(Object.keys(en.fieldErrors).sort());
    expect(labels.search).not.toBe(en.search);
  });
});
