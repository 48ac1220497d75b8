import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession, scrollThrough, seriousViolations, watchErrors, whenHydrated, whenIslandsHydrated } from './browser';

/**
 * The marketing pages of issue 12 (heroes, banners, text and feature layouts) in real Chromium:
 * the pages answer with their blocks; #pleskblock scrolls with the -300 px offset; the home hero's
 * scroll-down button disappears past #mm_savings; Read More; the step flow is a carousel on a phone
 * advancing every 13000 ms; the email page's video modal; the page title as h1; axe on each page.
 * The rules themselves are proven by the unit tests; this spec keeps to what needs a browser.
 */
const baseURL = inject('baseURL');
const session = browserSession(baseURL);

const PAGES = {
  '/products/plesk': ['plesk-hero', 'plesk-promo-banner', 'step-flow', 'center-cta-with-table', 'centered-section-heading'],
  '/wp-guardian': ['generic-hero:image-right:default', 'plesk-promo-banner', 'simple-grid-with-numbers-without-slider'],
  '/products/security/spamexperts': ['spamexperts-hero', 'spamexperts-section-heading', 'plain-analytic-cards:spamexperts', 'step-flow'],
  '/products/ssl-certificates': ['ssl-lp', 'ssl-lp-list', 'center-cta-with-table', 'v3', 'simple-grid-with-numbers-center'],
  '/products/business-email-solution': ['email-page', 'email-campaign', 'v2'],
  '/exclusive-domain-reseller-offer-90-off': ['promo-heading', 'v1'],
  '/north-america/exclusive-domain-reseller-offer-99-cents': ['red-cta-hero'],
  '/east-asia/exclusive-domain-reseller-offer-99-cents': ['red-cta-hero'],
  '/domains/domain-transfer': ['domain-transfer-hero'],
  '/homepage-partner-logos': ['home-hero', 'home-page-long-text-right-image', 'banner-stats', 'v5'],
} as const;

const MARKETING_BLOCKS = ['acf/hero', 'acf/banner', 'acf/text-block', 'acf/features', 'acf/text-and-image', 'acf/section-grid', 'acf/section', 'acf/section-heading', 'acf/domain-registration-hero'];

async function blockScrollTop(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => Math.round((document.getElementById(target)?.getBoundingClientRect().top ?? 0) + window.scrollY), id);
}

describe('marketing pages', () => {
  it('answer 200 in the served HTML with their blocks', async () => {
    for (const [path, variants] of Object.entries(PAGES)) {
      const response = await fetch(`${baseURL}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const variant of variants) expect(html, `${path} ${variant}`).toContain(`data-variant="${variant}"`);
    }
    // The 90-off path hides the feature-points button; the 99-cents hero's call-to-action is red.
    expect(await (await fetch(`${baseURL}/exclusive-domain-reseller-offer-90-off`)).text()).not.toContain('data-testid="feature-points-buttons"');
    expect(await (await fetch(`${baseURL}/east-asia/exclusive-domain-reseller-offer-99-cents`)).text()).toContain('data-cta="red"');
  });

  it('/products/plesk: #pleskblock scrolls smoothly to the banner with an offset of -300 px (on arrival and from Get it now)', async () => {
    const { page, errors } = await session.open('/products/plesk#pleskblock');
    const expected = (await blockScrollTop(page, 'pleskblock')) - 300;
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 }).toBe(expected);
    await page.evaluate(() => window.scrollTo(0, 0));
    const getItNow = await whenHydrated(page.getByRole('link', { name: 'Get it now' }));
    await getItNow.click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 }).toBe(expected);
    expect(page.url()).toMatch(/#pleskblock$/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/wp-guardian: its hero is an h2, so the page title is the one h1; #pleskblock works here too', async () => {
    const { page, errors } = await session.open('/wp-guardian');
    expect(await page.locator('h1').allInnerTexts()).toEqual(['WP Guardian']);
    expect(await page.locator('[data-variant^="generic-hero"] h2').first().innerText()).toBe('Keep every WordPress site safe');
    await (await whenHydrated(page.getByRole('link', { name: 'See the Plesk offer' }))).click();
    const expected = (await blockScrollTop(page, 'pleskblock')) - 300;
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 }).toBe(expected);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('home hero: the scroll-down button goes once the page is scrolled past #mm_savings; Read More / Read Less', async () => {
    const { page, errors } = await session.open('/homepage-partner-logos');
    const button = page.getByTestId('scroll-down-button');
    await whenHydrated(button);
    await button.click();
    const target = await blockScrollTop(page, 'mm_savings');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 5000 }).toBeGreaterThanOrEqual(target - 1);
    await expect.poll(() => button.count()).toBe(0);
    await page.evaluate((y) => window.scrollTo(0, y), target - 200);
    await expect.poll(() => button.count()).toBe(1);

    await page.evaluate(() => window.scrollTo(0, 0));
    const readMore = await whenHydrated(page.getByRole('button', { name: 'Read More' }));
    const extra = page.getByText('Selling domains since 2004, ISO 27001 certified');
    expect(await extra.isVisible()).toBe(false);
    await readMore.click();
    expect(await extra.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Read Less' }).click();
    expect(await extra.isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the email page: the play button opens the video modal, Escape closes it', async () => {
    const { page, errors } = await session.open('/products/business-email-solution');
    await (await whenHydrated(page.getByRole('button', { name: 'Watch the video' }))).click();
    const dialog = page.getByRole('dialog', { name: 'Professional e-mail on your customers’ domains' });
    await dialog.waitFor();
    expect(await dialog.getByRole('status').textContent()).toBe('Loading...');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the other pages have no serious axe violation and no console error', async () => {
    for (const path of ['/products/security/spamexperts', '/products/ssl-certificates', '/north-america/exclusive-domain-reseller-offer-99-cents']) {
      const { page, errors } = await session.open(path);
      expect(await seriousViolations(page), path).toEqual([]);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  it('/blocks: every marketing fixture renders and hydrates without a console error or CSP violation (axe on /blocks: e2e/home.spec.ts)', async () => {
    const page = await session.context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      const store: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = store;
      document.addEventListener('securitypolicyviolation', (event) => store.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`${baseURL}/blocks`, { waitUntil: 'networkidle' });
    await whenIslandsHydrated(page);
    await scrollThrough(page);
    for (const block of MARKETING_BLOCKS) expect(await page.locator(`[data-block="${block}"] article[data-fixture]`).count(), block).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on a phone the step flow is a carousel that advances every 13000 ms; on a desktop a row', async () => {
    const desktop = await session.open('/products/plesk');
    expect(await desktop.page.getByTestId('step-flow').getAttribute('data-carousel')).toBe('off');
    await desktop.page.close();

    const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.route('**/*', (route) => {
      const url = new URL(route.request().url());
      return url.hostname === '127.0.0.1' || url.hostname === 'localhost' ? route.continue() : route.abort('blockedbyclient');
    });
    const page = await phone.newPage();
    const errors = watchErrors(page);
    await page.clock.install();
    await page.goto(`${baseURL}/products/plesk`, { waitUntil: 'networkidle' });
    const steps = page.getByTestId('step-flow');
    await steps.scrollIntoViewIfNeeded();
    await expect.poll(() => steps.getAttribute('data-carousel'), { timeout: 10_000 }).toBe('on');
    expect(await steps.getAttribute('data-selected')).toBe('0');
    // Stop the page's clock, then restart the autoplay (focus pauses it, blur resumes it) so the
    // interval starts now, whatever time loading took.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await steps.dispatchEvent('focusin');
    await steps.dispatchEvent('focusout');
    await page.waitForTimeout(100);
    const start = Number(await steps.getAttribute('data-selected'));
    await page.clock.runFor(12_900);
    expect(Number(await steps.getAttribute('data-selected'))).toBe(start);
    await page.clock.runFor(200);
    await expect.poll(async () => Number(await steps.getAttribute('data-selected'))).toBe(start + 1);
    expect(errors).toEqual([]);
    await phone.close();
  });
});
