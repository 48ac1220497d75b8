import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeAlternates, samePathPageMetadata } from './metadata';

afterEach(() => vi.unstubAllEnvs());

describe('metadata of a page at the same path in every language', () => {
  it('names the path in every language by <html lang>, with the unprefixed path as x-default', () => {
    expect(localeAlternates('/glossary/dns', 'https://site.example')).toEqual({
      'en-US': 'https://site.example/glossary/dns',
      'es-ES': 'https://site.example/es/glossary/dns',
      'nl-NL': 'https://site.example/nl/glossary/dns',
      'en-IN': 'https://site.example/hi/glossary/dns',
      'x-default': 'https://site.example/glossary/dns',
    });
  });

  it("is canonical in the page's own language, and the Open Graph card repeats title, description and URL", () => {
    vi.stubEnv('SITE_URL', 'https://site.example/');
    const metadata = samePathPageMetadata({ path: '/explore/dns', locale: 'nl', title: 'DNS', description: 'Over DNS', type: 'article' });
    expect(metadata.title).toBe('DNS');
    expect(metadata.description).toBe('Over DNS');
    expect(metadata.alternates?.canonical).toBe('https://site.example/nl/explore/dns');
    expect(metadata.alternates?.languages).toMatchObject({ 'es-ES': 'https://site.example/es/explore/dns', 'x-default': 'https://site.example/explore/dns' });
    expect(metadata.openGraph).toEqual({ type: 'article', title: 'DNS', description: 'Over DNS', url: 'https://site.example/nl/explore/dns' });
  });
});
