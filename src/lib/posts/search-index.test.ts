import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ftsQuery, PostSearchIndex, type IndexedPost } from './search-index';

const post = (id: string, title: string, excerpt: string, content: string, date: string, locale = 'en_US'): IndexedPost => ({ id, title, excerpt, content, date, locale });

let index: PostSearchIndex;
beforeAll(async () => {
  index = await PostSearchIndex.build([
    post('body-only', 'Choosing names', 'A short guide', 'Aftermarket platforms such as Afternic list names for sale. DNSSEC is mentioned once.', '2026-01-01'),
    post('title-hit', 'DNSSEC explained', 'Signatures for DNS', 'The chain of trust.', '2025-01-01'),
    post('excerpt-hit', 'Securing zones', 'Why DNSSEC matters for resellers', 'Keys and signatures.', '2026-06-01'),
    post('newer-tie', 'Transfers', 'Moving domains', 'Transfers and locks.', '2026-09-01'),
    post('older-tie', 'Transfers', 'Moving domains', 'Transfers and locks.', '2024-09-01'),
    post('es', 'Dominios caducados', 'Qué ocurre', 'Ciclo de vida de un dominio en redención.', '2026-02-01', 'es_ES'),
    post('accents', 'Segurança', 'Proteção', 'Certificação e segurança.', '2026-02-01', 'pt_PT'),
  ]);
});
afterAll(() => index.close());

describe('post search (FTS5)', () => {
  it('ranks a title match above an excerpt match above a body match', async () => {
    expect(await index.search('dnssec')).toEqual(['title-hit', 'excerpt-hit', 'body-only']);
  });
  it('finds a post by a word only in its body', async () => {
    expect(await index.search('afternic')).toEqual(['body-only']);
  });
  it('matches word prefixes and folds diacritics', async () => {
    expect(await index.search('dominio')).toEqual(['es']);
    expect(await index.search('DOMINIOS cadu')).toEqual(['es']);
    expect(await index.search('seguranca')).toEqual(['accents']);
    expect(await index.search('certificacao')).toEqual(['accents']);
  });
  it('needs every word (AND), and ties go to the newer post', async () => {
    expect(await index.search('transfers locks')).toEqual(['newer-tie', 'older-tie']);
    expect(await index.search('transfers dnssec')).toEqual([]);
  });
  it('filters by locale', async () => {
    expect(await index.search('dominio', 'en_US')).toEqual([]);
    expect(await index.search('dominio', 'es_ES')).toEqual(['es']);
  });
  it('treats query syntax in the text as plain words', async () => {
    expect(ftsQuery('dns" OR title:*')).toBe('"dns"* "OR"* "title"*');
    expect(await index.search('NEAR(dnssec')).toEqual([]);
    expect(await index.search('"dnssec"')).toEqual(['title-hit', 'excerpt-hit', 'body-only']);
    expect(ftsQuery('  -- !! ')).toBeNull();
    expect(await index.search('***')).toEqual([]);
  });
});
