import { describe, expect, it } from 'vitest';
import {
  anchorScrollTop,
  filterByTitle,
  GLOSSARY_ANCHOR_OFFSET_PX,
  GLOSSARY_LETTERS,
  GLOSSARY_STICKY_AFTER_PX,
  glossaryLetter,
  groupByLetter,
  isLetterBarSticky,
  letterInView,
} from './glossary';
import { exploreItemsSchema, glossaryItemsSchema, slugOf } from './schema';

describe('glossary items (fields.title, fields.description, fields.link)', () => {
  it('reshapes, drops items without title or usable link and duplicates, sorts by title', () => {
    const items = glossaryItemsSchema.parse([
      { fields: { title: 'TTL', description: '<p>Time to live</p>', link: 'ttl' } },
      { fields: { title: 'A record', description: 'Address', link: 'https://cms.example.com/glossary/a-record/' } },
      { fields: { title: '', link: 'empty' } },
      { fields: { title: 'Again', link: 'ttl' } },
      { fields: { title: 'No link given' } },
      'not an object',
    ]);
    expect(items.map((item) => [item.title, item.link])).toEqual([
      ['A record', 'a-record'],
      ['No link given', 'no-link-given'],
      ['TTL', 'ttl'],
    ]);
  });
  it('explore items keep the editor order and need a slug', () => {
    const items = exploreItemsSchema.parse([{ fields: { title: 'DNS', slug: 'dns', description: 'x' } }, { fields: { title: 'No slug' } }, { fields: { title: 'Domains', slug: '/explore/domains/' } }]);
    expect(items.map((item) => item.slug)).toEqual(['dns', 'domains']);
    expect(slugOf('../../etc')).toBe('etc');
    expect(slugOf('<script>')).toBe('');
  });
});

describe('grouping and search', () => {
  it('files terms under their first A–Z letter, diacritics folded', () => {
    expect(glossaryLetter('Ötzi')).toBe('O');
    expect(glossaryLetter('.brand TLD')).toBe('B');
    expect(glossaryLetter('2FA')).toBe('F');
    expect(glossaryLetter('123')).toBe('#');
  });
  it('groups A–Z in title order; the bar has 26 letters', () => {
    const groups = groupByLetter([{ title: 'Zone' }, { title: 'DNSSEC' }, { title: 'dane' }, { title: 'Auth code' }]);
    expect(groups.map((group) => [group.letter, group.items.map((item) => item.title)])).toEqual([
      ['A', ['Auth code']],
      ['D', ['dane', 'DNSSEC']],
      ['Z', ['Zone']],
    ]);
    expect(GLOSSARY_LETTERS).toHaveLength(26);
  });
  it('searches case-insensitively for a substring of the title', () => {
    const items = [{ title: 'Registry lock' }, { title: 'Registrar' }, { title: 'DNSSEC' }];
    expect(filterByTitle(items, 'LOCK').map((item) => item.title)).toEqual(['Registry lock']);
    expect(filterByTitle(items, 'registr').map((item) => item.title)).toEqual(['Registry lock', 'Registrar']);
    expect(filterByTitle(items, '  ')).toHaveLength(3);
  });
});

describe('letter bar (sticky after 530 px, anchor offset 50 px)', () => {
  it('turns sticky past 530 px of scroll', () => {
    expect(GLOSSARY_STICKY_AFTER_PX).toBe(530);
    expect(isLetterBarSticky(530)).toBe(false);
    expect(isLetterBarSticky(531)).toBe(true);
  });
  it('scrolls a letter to 50 px below the sticky header', () => {
    expect(GLOSSARY_ANCHOR_OFFSET_PX).toBe(50);
    expect(anchorScrollTop(2000)).toBe(1950);
    expect(anchorScrollTop(2000, 64)).toBe(1886);
    expect(anchorScrollTop(20, 64)).toBe(0);
  });
  it('marks the letter whose section has reached the anchor line', () => {
    const tops = [
      { letter: 'A', top: -400 },
      { letter: 'B', top: 100 },
      { letter: 'C', top: 600 },
    ];
    expect(letterInView(tops, 0)).toBe('A');
    expect(letterInView(tops, 64)).toBe('B');
    expect(letterInView([{ letter: 'A', top: 500 }], 64)).toBe('A');
    expect(letterInView([])).toBeNull();
  });
});
