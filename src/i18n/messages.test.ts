import { describe, expect, it } from 'vitest';
import { catalogues, deepMerge, messagesFor } from './messages';

describe('message catalogues', () => {
  it("carry the spec's static labels in en, nl and es", () => {
    const labels = (locale: 'en' | 'es' | 'nl') => messagesFor(locale).common.labels;
    expect([labels('en').search, labels('nl').search, labels('es').search]).toEqual(['Search', 'Zoeken', 'Buscar']);
    expect([labels('en').buyDomain, labels('nl').buyDomain, labels('es').buyDomain]).toEqual(['Buy domain', 'Koop domein', 'Comprar dominio']);
    expect([labels('en').signUpToday, labels('nl').signUpToday, labels('es').signUpToday]).toEqual(['Sign up today', 'Registreer je vandaag', 'Regístrate hoy']);
    expect([labels('en').loading, labels('en').loadMore, labels('en').showLess, labels('en').readMore, labels('en').readLess]).toEqual([
      'Loading...',
      'Load more...',
      'Show less...',
      'Read More',
      'Read Less',
    ]);
    expect(messagesFor('en').blocks.domainSearch).toMatchObject({ placeholder: 'Find your domain...', button: 'SEARCH', invalid: 'Invalid domain name' });
  });

  it('the India variant reads the English catalogue', () => {
    expect(messagesFor('hi')).toBe(catalogues.en);
  });

  it('a language is merged over English once, then the same catalogue is given', () => {
    expect(messagesFor('es')).toBe(messagesFor('es'));
    expect(messagesFor('nl')).not.toBe(messagesFor('es'));
    expect(messagesFor('nl').common.labels.search).toBe('Zoeken');
  });

  it('a key missing in a language falls back to the English text', () => {
    const merged = deepMerge({ a: { b: 'English b', c: 'English c' }, d: 'English d' }, { a: { b: 'Nederlands b' } });
    expect(merged).toEqual({ a: { b: 'Nederlands b', c: 'English c' }, d: 'English d' });
    // Every English key exists in the merged es and nl catalogues.
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix];
    const english = keys(catalogues.en);
    for (const locale of ['es', 'nl'] as const) expect(keys(messagesFor(locale))).toEqual(expect.arrayContaining(english));
  });
});
