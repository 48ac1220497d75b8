import { describe, expect, it } from 'vitest';
import { localizeBlockLinks, localizeSitePath } from './links';

describe('site links in the page locale', () => {
  it('prefixes site paths, keeps prefixed links, files, other hosts and text', () => {
    expect(localizeSitePath('/membership-plans', 'es')).toBe('/es/membership-plans');
    expect(localizeSitePath('/', 'nl')).toBe('/nl');
    expect(localizeSitePath('/domains/domain-registration?promo=x#top', 'hi')).toBe('/hi/domains/domain-registration?promo=x#top');
    expect(localizeSitePath('/es/membership-plans', 'es')).toBe('/es/membership-plans');
    expect(localizeSitePath('/membership-plans', 'en')).toBe('/membership-plans');
    expect(localizeSitePath('/blog', 'es')).toBe('/es/blog');
    for (const kept of ['/blog/reseller-onboarding-checklist', '/images/icon.svg', '/media/v.webm', '/guide.pdf', '/api/promos', '//cdn.example/x', 'https://cp.registrar.example/signup', '#anchor', '/ first year', 'plain text']) {
      expect(localizeSitePath(kept, 'es'), kept).toBe(kept);
    }
  });

  it('walks block attributes and inner blocks, HTML hrefs included', () => {
    const [block] = localizeBlockLinks(
      [
        {
          name: 'acf/hero',
          attributes: { button: { title: 'Our story', url: '/about/v2' }, image: { url: '/images/x.svg' }, content: '<p>See <a href="/membership-plans">plans</a> and <a href="https://example.com/">more</a>.</p>' },
          innerBlocks: [{ name: 'acf/button', attributes: { button: { url: '/support' } }, innerBlocks: [] }],
        },
      ],
      'hi',
    );
    expect(block?.attributes).toEqual({ button: { title: 'Our story', url: '/hi/about/v2' }, image: { url: '/images/x.svg' }, content: '<p>See <a href="/hi/membership-plans">plans</a> and <a href="https://example.com/">more</a>.</p>' });
    expect(block?.innerBlocks[0]?.attributes).toEqual({ button: { url: '/hi/support' } });
  });
});

describe('localizedPath', () => {
  it('prefixes once: a uri that already carries a locale keeps it', async () => {
    const { localizedPath } = await import('@/i18n/locales');
    expect(localizedPath('/blog/x', 'es')).toBe('/es/blog/x');
    expect(localizedPath('/es/blog/x', 'es')).toBe('/es/blog/x');
    expect(localizedPath(localizedPath('/support', 'nl'), 'nl')).toBe('/nl/support');
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/esports', 'es')).toBe('/es/esports');
  });
});
