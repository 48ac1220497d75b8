import { describe, expect, inject, it } from 'vitest';

/**
 * Reachable pages (issue 25 item 6): every page the sitemap lists, outside the per-item pages (a TLD,
 * post, glossary term, explore topic or category: reached through their lists), is linked from
 * another page — the header and footer menus count, as they are part of every page. Plain HTTP, no
 * browser: the served HTML of each listed page is read once and its links collected.
 */
const baseURL = inject('baseURL');

const PER_ITEM_PAGE = /^(?:\/(?:es|nl|hi))?\/(?:domains\/tlds|blog|glossary|explore|category)\/./;

function sitePath(href: string): string | null {
  const url = new URL(href.replace(/&amp;/g, '&'), baseURL);
  if (url.origin !== new URL(baseURL).origin) return null;
  return url.pathname.replace(/\/+$/, '') || '/';
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => sitePath(match[1]!)).filter((path): path is string => path !== null);
}

async function linksOf(path: string): Promise<Set<string>> {
  const response = await fetch(`${baseURL}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const target = sitePath(href!);
    if (target && target !== path) links.add(target);
  }
  return links;
}

describe('every page is reachable (issue 25.6)', () => {
  it('each sitemap page outside the per-item pages is linked from some other page', { timeout: 300_000 }, async () => {
    const pages = (await sitemapPaths()).filter((path) => !PER_ITEM_PAGE.test(path));
    expect(pages.length).toBeGreaterThan(60);
    const linked = new Set<string>();
    for (const path of pages) for (const link of await linksOf(path)) linked.add(link);
    const unreachable = pages.filter((path) => !linked.has(path));
    expect(unreachable).toEqual([]);
  });

  it('the Products menu lists the product pages; the price list is linked from the promotions and prices pages', async () => {
    for (const locale of ['', '/es', '/nl']) {
      const home = await linksOf(locale || '/');
      for (const product of ['/products/ssl-certificates', '/products/plesk', '/products/security/spamexperts', '/products/business-email-solution', '/wp-guardian']) {
        expect(home.has(`${locale}${product}`), `${locale || '/'} links ${product}`).toBe(true);
      }
      for (const page of ['/membership-plans/promotions', '/domains/domain-prices']) {
        expect((await linksOf(`${locale}${page}`)).has(`${locale}/membership-plans/promotions/price-list`), `${locale}${page} links the price list`).toBe(true);
      }
    }
  });

  it('/plesk answers as the alias of /products/plesk (its canonical URL); the home test paths answer with the home page', async () => {
    const plesk = await fetch(`${baseURL}/plesk`);
    expect(plesk.status).toBe(200);
    const html = await plesk.text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/products\/plesk"/);
    expect(html).toContain('data-testid="discover-membership-benefits"');
    for (const path of ['/home-test', '/homepage-new-2025', '/es/home-test', '/nl/homepage-new-2025']) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('data-page-uri="/"');
    }
  });

  it('/about/v2 is linked from a hero (the home page) and links its in-page anchor #right-grid-layout-with-buttons', async () => {
    const home = await (await fetch(`${baseURL}/`)).text();
    expect(home).toMatch(/data-variant="home-page-long-text-right-image"[\s\S]*?href="\/about\/v2"/);
    const about = await fetch(`${baseURL}/about/v2`);
    expect(about.status).toBe(200);
    const html = await about.text();
    expect(html).toContain('href="#right-grid-layout-with-buttons"');
    expect(html).toContain('id="right-grid-layout-with-buttons"');
  });
});
