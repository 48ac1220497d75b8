import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession, watchErrors } from './browser';

/**
 * A visitor's crawl: from each locale's home page, every page reachable through internal links is
 * opened in Chromium on a phone (390 px) and on a laptop (1366 px), side by side. Every internal
 * link must answer 200; no page may log a console error, raise a CSP violation or scroll sideways,
 * and axe-core finds no violation of any impact (WCAG 2.1 A/AA and best practices) at either width.
 *
 * Pages that share a template with many siblings (a TLD page per extension, a post per slug) are
 * sampled: at most SAMPLE_PER_TEMPLATE of them per parent path and locale are opened in the browser,
 * and at most LINKS_PER_TEMPLATE of their links are fetched for the status check. Every template is
 * still covered; the crawl stays within a couple of minutes. The content hub's detail pages are
 * sampled across the locales together, and so are the Spanish, Dutch and Indian versions of a page
 * (templateOf): every English page is opened, and each page once more in one of the other locales
 * (which words those pages use is e2e/language.spec.ts's crawl of every page in /es and /nl).
 */
const baseURL = inject('baseURL');
const session = browserSession(baseURL);

const ROOTS = ['/', '/es', '/nl', '/hi'];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const SAMPLE_PER_TEMPLATE = 1;
const LINKS_PER_TEMPLATE = 12;
const MAX_PAGES = 400;
const SKIP = /^\/(?:api|_next)\/|\.(?:xml|txt|csv|json|png|jpe?g|svg|webp|ico|pdf|zip|rss|atom)$/i;

/**
 * The sibling group a page belongs to: '/domains/tlds/com' -> 'en /domains/tlds/*', its versions in
 * the other locales one group together ('/es/domains/tlds/com' -> 'intl /domains/tlds/*');
 * top-level pages are each their own group ('/support' -> 'en /support', '/nl/support' -> 'intl /support').
 */
function templateOf(path: string): string {
  const [, prefix, rest] = path.match(/^\/(es|nl|hi)(\/.*)?$/) ?? [];
  const locale = prefix ?? 'en';
  const local = prefix ? (rest ?? '/') : path;
  const cut = local.lastIndexOf('/');
  // The content hub's detail pages (posts, glossary terms, explore topics, categories) are one
  // template in every language: sampled across locales, so the crawl stays within its time.
  const group = CONTENT_HUB_DETAIL.test(local) ? '*' : locale === 'en' ? 'en' : 'intl';
  return `${group} ${cut <= 0 ? local : `${local.slice(0, cut)}/*`}`;
}
const CONTENT_HUB_DETAIL = /^\/(?:blog|glossary|explore|category)\/./;

function internalPath(href: string): string | null {
  const url = new URL(href, baseURL);
  if (url.origin !== new URL(baseURL).origin) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return SKIP.test(path) ? null : path;
}

interface PageReport {
  path: string;
  status: number | undefined;
  errors: string[];
  csp: string[];
  scrollWidth: number;
  links: string[];
  /** axe violations, one line each: rule (impact): first targets. */
  axe: string[];
}

/** One page of a width's tab: errors are collected from the tab's listener between visits. */
async function visit(page: Page, errors: string[], path: string): Promise<PageReport> {
  errors.length = 0;
  const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(250); // let islands hydrate and report
  const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const links = [...new Set(hrefs.map(internalPath).filter((link): link is string => link !== null))];
  // violations only: axe skips collecting passes and incompletes, most of its run time on a big page
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
  const axe = results.violations.map((violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
  return { path, status: response?.status(), errors: [...errors], csp, scrollWidth, links, axe };
}

/** A loopback-only tab at one width that records CSP violations. */
async function widthTab(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:' ? route.continue() : route.abort('blockedbyclient');
  });
  await context.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = store;
    document.addEventListener('securitypolicyviolation', (event) => store.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

describe('crawl of every locale on a phone and a laptop', () => {
  it('every internal link answers 200; no console error, CSP violation, sideways scroll or axe violation on any page at 390 and 1366 px', { timeout: 900_000 }, async () => {
    const started = Date.now();
    // Reduced motion: axe judges the settled page, not a fade-in caught half way (the site honours
    // the setting by finishing every animation at once).
    const phoneContext = await session.browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const laptopContext = await session.browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' });
    const phone = await widthTab(phoneContext);
    const laptop = await widthTab(laptopContext);

    const queued = new Set<string>(ROOTS);
    const queue = [...ROOTS];
    const perTemplate = new Map<string, number>();
    const linkChecks = new Map<string, number>();
    const linkStatus = new Map<string, number>();
    const linkedFrom = new Map<string, string>();
    const problems: string[] = [];
    let visited = 0;

    while (queue.length > 0 && visited < MAX_PAGES) {
      const path = queue.shift()!;
      // Both widths at once: the server answers one while the other tab runs axe.
      const pageStarted = Date.now();
      const [report, wide] = await Promise.all([visit(phone.page, phone.errors, path), visit(laptop.page, laptop.errors, path)]);
      visited += 1;
      if (process.env.CRAWL_PROGRESS) console.log(`[crawl] ${visited} ${path} ${Date.now() - pageStarted} ms`);
      if (report.status !== 200) problems.push(`${path}: HTTP ${report.status} (linked from ${linkedFrom.get(path) ?? 'start'})`);
      for (const [width, result] of [[PHONE.width, report], [LAPTOP.width, wide]] as const) {
        for (const error of result.errors) problems.push(`${path} @${width}: ${error}`);
        for (const violation of result.csp) problems.push(`${path} @${width}: CSP violation ${violation}`);
        for (const violation of result.axe) problems.push(`${path} @${width}: axe ${violation}`);
        if (result.scrollWidth > width) problems.push(`${path}: ${result.scrollWidth} px wide on a ${width} px screen`);
      }
      for (const link of report.links) {
        if (!linkedFrom.has(link)) linkedFrom.set(link, path);
        const template = templateOf(link);
        if (!linkStatus.has(link) && (linkChecks.get(template) ?? 0) < LINKS_PER_TEMPLATE) {
          linkChecks.set(template, (linkChecks.get(template) ?? 0) + 1);
          const response = await fetch(`${baseURL}${link}`, { redirect: 'follow' });
          await response.arrayBuffer();
          linkStatus.set(link, response.status);
          if (response.status !== 200) problems.push(`${link}: HTTP ${response.status} (linked from ${path})`);
        }
        if (queued.has(link) || linkStatus.get(link) !== 200) continue;
        const seen = perTemplate.get(template) ?? 0;
        if (seen >= SAMPLE_PER_TEMPLATE) continue;
        perTemplate.set(template, seen + 1);
        queued.add(link);
        queue.push(link);
      }
    }
    await Promise.all([phoneContext.close(), laptopContext.close()]);
    console.log(`[crawl] ${visited} pages at 390 and 1366 px, ${linkStatus.size} links checked, in ${Math.round((Date.now() - started) / 1000)} s`);

    expect(problems).toEqual([]);
    expect(visited, 'pages visited').toBeGreaterThan(ROOTS.length * 5);
    // the list of every extension is reachable from the navigation
    expect(linkStatus.get('/domains/tld')).toBe(200);
  });
});
