import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * Debian's Chromium, headless, with background networking off: nothing but the site under test
 * is ever contacted (the machine has no network, and tests must not try).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-features=Translate,OptimizationHints,MediaRouter',
    ],
  });
}

/** A context that blocks every request leaving loopback, and records what it blocked. */
export async function loopbackContext(browser: Browser): Promise<BrowserContext & { blocked: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
      return route.continue();
    }
    blocked.push(url.toString());
    return route.abort('blockedbyclient');
  });
  return Object.assign(context, { blocked });
}

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Scrolls through the page so scroll-revealed content is shown and settled, as a reader would see it. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // One screen a step: each part of the page is on the screen at some step (what the islands'
    // IntersectionObservers and lazy images wait for).
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(800);
}

/** axe-core on the current page (after scrolling through it): the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolationSummary[]> {
  await scrollThrough(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Collects console errors and uncaught page errors (a CSP violation shows up here). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export interface BrowserSession {
  readonly browser: Browser;
  readonly context: BrowserContext & { blocked: string[] };
  /** Opens a page of the site, expects HTTP 200, and collects its script errors. */
  open(path: string): Promise<{ page: Page; errors: string[] }>;
}

/**
 * One browser and one loopback-only context for a spec file (launched before its tests, closed
 * after them). Call at the top of the file.
 */
export function browserSession(baseURL: string): BrowserSession {
  let browser: Browser | undefined;
  let context: (BrowserContext & { blocked: string[] }) | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await loopbackContext(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const session: BrowserSession = {
    get browser() {
      if (!browser) throw new Error('browserSession: the browser starts in beforeAll');
      return browser;
    },
    get context() {
      if (!context) throw new Error('browserSession: the context starts in beforeAll');
      return context;
    },
    async open(path) {
      const page = await session.context.newPage();
      const errors = watchErrors(page);
      const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), `${path} status`).toBe(200);
      return { page, errors };
    },
  };
  return session;
}

/**
 * Waits until React has hydrated the element (it then carries React's `__reactFiber…` key): a click
 * on a server-rendered button before that does nothing, which under load made tests flaky.
 */
export async function whenHydrated(locator: Locator, timeout = 30_000): Promise<Locator> {
  await locator.waitFor();
  // Islands below the fold load their code when they come near the screen (hydrateWhenVisible):
  // bring the element there, as a visitor would before using it. The element is looked up again on
  // each try: such an island replaces its server HTML when its code arrives.
  await locator.scrollIntoViewIfNeeded();
  const deadline = Date.now() + timeout;
  while (!(await locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))) {
    if (Date.now() > deadline) throw new Error(`whenHydrated: not hydrated after ${timeout} ms`);
    await locator.page().waitForTimeout(50);
  }
  return locator;
}

/**
 * Waits until every control in <main> is hydrated (islands load lazily, each in its own Suspense
 * boundary, after the page's network is idle on a big page such as /blocks).
 */
export async function whenIslandsHydrated(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      // Controls a visitor can reach (hidden ones, e.g. in a closed panel, hydrate when they are shown).
      const waiting = [...document.querySelectorAll('main button, main input, main select, main textarea')].filter(
        (element) => element.checkVisibility() && !Object.keys(element).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps')),
      );
      // Islands below the fold load when they come near the screen (hydrateWhenVisible): go there.
      waiting[0]?.scrollIntoView({ block: 'center' });
      return waiting.length === 0;
    },
    null,
    { timeout },
  );
}
