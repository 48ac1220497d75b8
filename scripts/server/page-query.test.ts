import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_HUB_REWRITES } from '../../src/lib/posts/rewrites';
import { BLOG_HUB_KEYS, keptQueryKeys, pageUrl, redirectWithQuery } from './page-query';

describe('pageUrl: what Next is given for a page', () => {
  it('a cacheable page loses every query parameter but _rsc', () => {
    expect(pageUrl('/glossary/hsts?email=alice%40example.com&gclid=SECRET123')).toEqual({ url: '/glossary/hsts', removed: 'email=alice%40example.com&gclid=SECRET123' });
    expect(pageUrl('/es/membership-plans?utm_source=x&_rsc=1a2b')).toEqual({ url: '/es/membership-plans?_rsc=1a2b', removed: 'utm_source=x&_rsc=1a2b' });
    expect(pageUrl('/?a')).toEqual({ url: '/', removed: 'a' });
    expect(pageUrl('/domains/tlds/com')).toEqual({ url: '/domains/tlds/com', removed: null });
    expect(pageUrl('/x?_rsc=abc')).toEqual({ url: '/x?_rsc=abc', removed: null });
  });

  it('/blog keeps only the hub keys (which route it to its per-request view)', () => {
    expect(pageUrl('/blog?search=dns&gclid=1')).toEqual({ url: '/blog?search=dns', removed: 'search=dns&gclid=1' });
    expect(pageUrl('/nl/blog?page=2&category=news')).toEqual({ url: '/nl/blog?page=2&category=news', removed: null });
    expect(pageUrl('/blog?utm_campaign=x')).toEqual({ url: '/blog', removed: 'utm_campaign=x' });
    // The rewrites next.config.ts applies are keyed on exactly these.
    expect([...new Set(BLOG_HUB_REWRITES.map((rule) => rule.has[0]!.key))].sort()).toEqual([...BLOG_HUB_KEYS].sort());
  });

  it('per-request pages that read their query, the API and Next’s own paths keep everything', () => {
    for (const url of ['/newsletter/confirm?token=abc', '/es/newsletter/unsubscribe?token=abc', '/support/ticket-result?status=success&ticketId=1&token=2', '/nl/forms/result?form=lead&status=error', '/blog/hub?search=x', '/api/posts?search=x&locale=es', '/_next/image?url=%2Fa.png&w=64&q=75']) {
      expect(pageUrl(url)).toEqual({ url, removed: null });
    }
  });

  it('every page that reads searchParams keeps its query (the list is checked against the pages)', () => {
    const appDir = path.join(process.cwd(), 'src', 'app', '[locale]');
    const readers: string[] = [];
    // A page reads its query itself or through a module of its own folder tree it imports (the
    // newsletter pages' token-link.tsx).
    const readsQuery = (file: string): boolean => {
      const text = readFileSync(file, 'utf8');
      if (/searchParams/.test(text)) return true;
      return [...text.matchAll(/from '(\.\.?\/[^']+)'/g)].some(([, relative]) => {
        const imported = ['.tsx', '.ts'].map((extension) => path.resolve(path.dirname(file), relative! + extension)).find((candidate) => existsSync(candidate));
        return imported !== undefined && /searchParams/.test(readFileSync(imported, 'utf8'));
      });
    };
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (/^page\.tsx$/.test(entry) && readsQuery(file)) readers.push(file);
      }
    };
    walk(appDir);
    expect(readers.length).toBeGreaterThan(5);
    for (const file of readers) {
      const route = '/' + path.relative(appDir, path.dirname(file)).split(path.sep).join('/');
      expect(keptQueryKeys(route), route).toBe('all');
      expect(keptQueryKeys(`/es${route}`), route).toBe('all');
    }
  });
});

describe('redirectWithQuery', () => {
  it('puts the removed query back on a redirect within the site, not elsewhere, not over its own', () => {
    expect(redirectWithQuery('/glossary', 'utm_source=x', 'localhost:3000')).toBe('/glossary?utm_source=x');
    expect(redirectWithQuery('http://localhost:3000/es#top', 'a=1', 'localhost:3000')).toBe('http://localhost:3000/es?a=1#top');
    expect(redirectWithQuery('https://elsewhere.example/x', 'a=1', 'localhost:3000')).toBe('https://elsewhere.example/x');
    expect(redirectWithQuery('/x?b=2', 'a=1', 'localhost:3000')).toBe('/x?b=2');
    expect(redirectWithQuery('/x', null, 'localhost:3000')).toBe('/x');
  });
});
