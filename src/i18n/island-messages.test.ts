import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { compileMessage } from './compile-message';
import { islandMessages } from './island-messages';
import { catalogues, messagesFor, type Messages } from './messages';

/** Every string of a catalogue tree. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('islandMessages', () => {
  it('gives only the named sub-trees and messages, at their own paths, precompiled', () => {
    const messages = islandMessages('es', ['pricing.homeSearch', 'pricing.loading']);
    expect(Object.keys(messages)).toEqual(['pricing']);
    expect(Object.keys(messages.pricing as object).sort()).toEqual(['homeSearch', 'loading']);
    expect(messages).toMatchObject({ pricing: { loading: 'Cargando…', homeSearch: { label: 'Buscar una extensión de dominio' } } });
    // '{text}' is an argument of the compiled message, not text.
    expect((messages.pricing as { homeSearch: { noResults: unknown } }).homeSearch.noResults).toEqual(['No se encontraron resultados para “', ['text'], '.”']);
  });

  it('a plural travels as plain objects and arrays (React passes nothing else to a client component)', () => {
    const messages = islandMessages('en', ['resources.glossary']);
    const objects: unknown[] = [];
    const walk = (value: unknown) => {
      if (value && typeof value === 'object') {
        if (!Array.isArray(value)) objects.push(value);
        Object.values(value).forEach(walk);
      }
    };
    walk(messages);
    expect(objects.length).toBeGreaterThan(3);
    expect(objects.filter((object) => Object.getPrototypeOf(object) !== Object.prototype)).toEqual([]);
    expect((messages.resources as { glossary: { results: unknown } }).glossary.results).toEqual([['count', 2, { one: [0, ' term'], other: [0, ' terms'] }]]);
  });

  it('the India variant reads English; a namespace the catalogue lacks is an error, not an empty island', () => {
    expect(islandMessages('hi', ['pricing.loading'])).toEqual({ pricing: { loading: messagesFor('en').pricing.loading } });
    expect(() => islandMessages('en', ['pricing.nothing' as 'pricing.loading'])).toThrow(/no namespace 'pricing.nothing'/);
  });

  it('a message that is not ICU text (a literal <domain>) is shown as written, on the server and in the island', () => {
    const text = messagesFor('en').webSecTool.report.checkTexts.dmarc.fail;
    expect(text).toContain('_dmarc.<domain>');
    expect(islandMessages('en', ['webSecTool.report.checkTexts.dmarc'])).toEqual({ webSecTool: { report: { checkTexts: { dmarc: messagesFor('en').webSecTool.report.checkTexts.dmarc } } } });
    const server = createTranslator({ locale: 'en', messages: messagesFor('en'), namespace: 'webSecTool.report.checkTexts.dmarc' });
    expect(server('fail')).toBe(text);
  });

  it('an island reads its precompiled messages as the server reads the raw catalogue', () => {
    // Typed as the catalogue: the precompiled selection has its paths (only those of pricing.homeSearch).
    const island = createTranslator({ locale: 'es-ES', messages: islandMessages('es', ['pricing.homeSearch']) as Messages, namespace: 'pricing.homeSearch' });
    const server = createTranslator({ locale: 'es-ES', messages: messagesFor('es'), namespace: 'pricing.homeSearch' });
    expect(island('noResults', { text: '.xyz' })).toBe('No se encontraron resultados para “.xyz.”');
    expect(island('noResults', { text: '.xyz' })).toBe(server('noResults', { text: '.xyz' }));
  });

  // src/i18n/format-message.ts compiles a string message on the server: a precompiled message without
  // arguments is a string too, and must compile to itself.
  it.each(['en', 'es', 'nl'] as const)('%s: every message without arguments compiles to the same text again', (language) => {
    const changed = strings(catalogues[language]).filter((text) => {
      const once = compileMessage(text);
      return typeof once === 'string' && compileMessage(once) !== once;
    });
    expect(changed).toEqual([]);
  });
});
