import { afterAll, describe, expect, it } from 'vitest';
import { tldSitemapEntries } from './sitemap';
import { price, smallCatalogue, temporaryDirectory } from './test-helpers';

const temp = temporaryDirectory('sitemap-');
afterAll(() => temp.remove());

describe('TLD landing pages in the sitemap', () => {
  it('lists every extension in every locale, dots as dashes, with alternates', async () => {
    const { service } = await smallCatalogue(temp.directory, [price('com', 'USD', 10.44), price('co.uk', 'USD', 5), price('xn--p1ai', 'EUR', 9)]);
    const entries = tldSitemapEntries('https://example.test/', await service.current());
    expect(entries).toHaveLength(12);
    expect(entries.slice(0, 4).map((entry) => entry.url)).toEqual([
      'https://example.test/domains/tlds/com',
      'https://example.test/es/domains/tlds/com',
      'https://example.test/nl/domains/tlds/com',
      'https://example.test/hi/domains/tlds/com',
    ]);
    expect(entries.map((entry) => entry.url)).toContain('https://example.test/domains/tlds/co-uk');
    expect(entries.map((entry) => entry.url)).toContain('https://example.test/nl/domains/tlds/xn--p1ai');
    expect(entries[0]?.alternates.languages['es-ES']).toBe('https://example.test/es/domains/tlds/com');
    await service.close();
  });
});
