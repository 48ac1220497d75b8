import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTermbase, Termbase, termbaseSchema } from './termbase';

function file(content: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'termbase-'));
  const name = path.join(dir, 'termbase.json');
  writeFileSync(name, typeof content === 'string' ? content : JSON.stringify(content));
  return name;
}

describe('termbase', () => {
  it("the site's termbase is valid and fixes 'domain' in both languages", () => {
    const termbase = loadTermbase(path.join(process.cwd(), 'content', 'translation', 'termbase.json'));
    const matcher = termbase.matchersFor('en', 'es').find((entry) => new RegExp(entry.pattern.source, entry.pattern.flags).test('domain'))!;
    expect(matcher.resolve('domain')).toEqual({ kind: 'fixed', target: 'dominio' });
    const dutch = termbase.matchersFor('en', 'nl').find((entry) => new RegExp(entry.pattern.source, entry.pattern.flags).test('domains'))!;
    expect(dutch.resolve('domains')).toEqual({ kind: 'fixed', target: 'domeinen' });
    expect(termbase.phrase('Buy domain', 'en', 'es')).toBe('Comprar dominio');
    expect(termbase.phrase('Sign up today', 'en', 'nl')).toBe('Registreer je vandaag');
    expect(termbase.phrase('Zoeken', 'nl', 'en')).toBe('Search');
    expect(termbase.phrase('Buy domains', 'en', 'es')).toBeUndefined();
  });

  it('longest entries match first', () => {
    const termbase = new Termbase(
      termbaseSchema.parse({
        protected: [],
        terms: [
          { en: ['domain'], es: ['dominio'], nl: ['domein'] },
          { en: ['domain name'], es: ['nombre de dominio'], nl: ['domeinnaam'] },
        ],
        phrases: [],
      }),
    );
    expect(termbase.matchersFor('en', 'es')[0]!.resolve('domain name').target).toBe('nombre de dominio');
  });

  it('a broken termbase names the file and the JSON path', () => {
    expect(() => loadTermbase(file('{ nope'))).toThrow(/not readable JSON/);
    expect(() => loadTermbase(file({ protected: [], terms: [{ en: ['a', 'b'], es: ['x'], nl: ['y', 'z'] }], phrases: [] }))).toThrow(/terms\.0: en, es and nl must list the same number of forms/);
    expect(() => loadTermbase(file({ protected: ['ICANN', 'ICANN'], terms: [], phrases: [] }))).toThrow(/protected\.1: "protected:ICANN" is listed twice/);
    expect(() => loadTermbase(file({ protected: [], terms: [], phrases: [{ en: 'Search', es: '' , nl: 'Zoeken' }] }))).toThrow(/phrases\.0\.es/);
    expect(() => loadTermbase(file({ protected: [], terms: [] }))).toThrow(/phrases/);
  });
});
