import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, loopbackContext, watchErrors, whenHydrated, whenIslandsHydrated } from './browser';

/**
 * The interactive blocks on the /blocks catalogue in real Chromium: countdown ticking, video overlay
 * and player, card filter, pagination disabled states, script block (once, with the CSP nonce).
 * The YouTube player is answered by a local stub page (page.route), so nothing leaves loopback.
 */
const baseURL = inject('baseURL');

let browser: Browser;
let context: BrowserContext & { blocked: string[] };
let page: Page;
let errors: string[];

const fixture = (block: string, titleStart: string) => `[data-block="${block}"] [data-fixture^="${titleStart}"]`;

/** Answers the privacy-enhanced player with a page that records the iframe-API commands it receives. */
async function stubYouTube(target: Page) {
  await target.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>player</title><body data-commands=""><script>
        addEventListener('message', (event) => {
          try {
            const data = JSON.parse(event.data);
            if (data.event === 'command') document.body.dataset.commands += data.func + ',';
            if (data.event === 'listening') { document.body.dataset.listening = 'true'; parent.postMessage(JSON.stringify({ event: 'onReady' }), '*'); }
          } catch {}
        });
      </script></body>`,
    }),
  );
}

/** The catalogue, or one block's own page of it (/blocks/acf-countdown): a small page loads and hydrates in a moment. */
async function openCatalogue(target: Page, path = '/blocks') {
  await target.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
  await whenIslandsHydrated(target);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await loopbackContext(browser);
  page = await context.newPage();
  errors = watchErrors(page);
});
afterEach(async () => {
  await context?.close();
});

describe('interactive blocks on /blocks', () => {
  it('countdown ticks every second and shows 00 after the target', async () => {
    await openCatalogue(page, '/blocks/acf-countdown');
    // The countdown's code loads when it comes near the screen (hydrateWhenVisible): go there first.
    await whenHydrated(page.locator(`${fixture('acf/countdown', 'Ticking countdown')} [role="timer"]`));
    const seconds = page.locator(`${fixture('acf/countdown', 'Ticking countdown')} [role="timer"] [data-unit="Seconds"]`);
    const first = await seconds.textContent();
    expect(first).toMatch(/^\d{2}$/);
    await expect.poll(() => seconds.textContent(), { timeout: 3000, interval: 100 }).not.toBe(first);
    // Two digits in every unit (content-layer §4); more than 99 days ahead the end date shows instead.
    const days = await page.locator(`${fixture('acf/countdown', 'Ticking countdown')} [data-unit="Days"]`).textContent();
    expect(days).toMatch(/^\d{2}$/);
    expect(await page.locator(`${fixture('acf/countdown', 'Far target')} [role="timer"]`).textContent()).toMatch(/^Ends on December 31, 2099$/);
    const passed = page.locator(`${fixture('acf/countdown', 'Promo end date 2025-04-01')} [role="timer"] [data-unit]`);
    expect(await passed.allTextContents()).toEqual(['00', '00', '00', '00']);
    expect(errors).toEqual([]);
  });

  it('video: the overlay button hides on click; the player comes, and playVideo 8 s after the click', async () => {
    await page.clock.install();
    await stubYouTube(page);
    await openCatalogue(page, '/blocks/acf-video');
    const video = page.locator(fixture('acf/video', 'Poster with play overlay'));
    const play = video.getByRole('button', { name: 'Play video' });
    await play.click();
    await expect.poll(() => play.count()).toBe(0);
    expect(await video.getByRole('status').textContent()).toBe('Loading...');
    expect(await video.locator('iframe').count()).toBe(0);
    await page.clock.runFor(8000);
    const iframe = video.locator('iframe[title="Video player"]');
    await expect.poll(() => iframe.count()).toBe(1);
    const src = new URL((await iframe.getAttribute('src')) ?? '');
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    // Play is applied 8000 ms after the click (issue 15.9), by command, not by creating the player playing.
    expect(src.searchParams.get('autoplay')).toBe('0');
    const player = page.frameLocator(`${fixture('acf/video', 'Poster with play overlay')} iframe`).locator('body');
    await expect.poll(() => player.getAttribute('data-commands')).toContain('playVideo');
    expect(await player.getAttribute('data-listening')).toBe('true');
    expect(await video.getByRole('button', { name: 'Play video' }).count()).toBe(0);
    expect(context.blocked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('card grid filters by sub_heading, case-insensitively, and announces the count', async () => {
    await openCatalogue(page, '/blocks/acf-card-grid');
    const grid = page.locator(fixture('acf/card-grid', 'Three columns, nine cards: the sub_heading search filter'));
    const input = grid.getByRole('searchbox', { name: 'Filter' });
    const status = grid.getByRole('status');
    const cards = grid.locator('li:visible');
    expect(await cards.count()).toBe(9);
    await input.fill('SSL');
    await expect.poll(() => status.textContent()).toBe('1 result');
    expect(await cards.count()).toBe(1);
    expect(await cards.first().getByRole('heading').textContent()).toBe('DV, OV and EV certificates');
    await input.fill('domain');
    await expect.poll(() => status.textContent()).toBe('2 results');
    await input.fill('nothing like this');
    await expect.poll(() => status.textContent()).toBe('No results found.');
    expect(await cards.count()).toBe(0);
    expect(await status.getAttribute('aria-live')).toBe('polite');
  });

  it('pagination: previous disabled on page 1, next on the last, first past page 10', async () => {
    await openCatalogue(page, '/blocks/acf-pagination');
    const demo = page.locator(fixture('acf/pagination', 'Interactive, page 1 of 3'));
    const previous = demo.getByRole('button', { name: 'Previous' });
    const next = demo.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);
    await next.click();
    await expect.poll(() => demo.getByText('Page 2 of 3').count()).toBe(1);
    await demo.getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);

    const far = page.locator(fixture('acf/pagination', 'Interactive, page 12 of 40'));
    expect(await far.getByRole('button', { name: 'First' }).count()).toBe(1);
    expect(await far.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).toEqual(['10', '11', '12', '13', '14']);

    const linked = page.locator(fixture('acf/pagination', 'Linked to ?page=N'));
    expect(await linked.getByRole('link', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    expect(await linked.getByRole('link', { name: 'Page 5' }).getAttribute('href')).toBe('/blog?page=5');
  });

  it('script block runs once, with the CSP nonce, and not again for an existing id', async () => {
    await openCatalogue(page, '/blocks/acf-script');
    await expect.poll(() => page.locator('[data-script-ran="true"]').count(), { timeout: 3000 }).toBe(1);
    await page.waitForTimeout(600);
    expect(await page.locator('[data-script-ran="true"]').count()).toBe(1);
    expect(await page.getByText('Second run (must not appear).').count()).toBe(0);
    expect(errors.filter((error) => /Content Security Policy|Refused to execute/i.test(error))).toEqual([]);
  });

  it('works in another language', async () => {
    await openCatalogue(page, '/nl/blocks/acf-card-grid');
    const grid = page.locator(fixture('acf/card-grid', 'Three columns, nine cards: the sub_heading search filter'));
    await grid.getByRole('searchbox', { name: 'Filteren' }).fill('zzz');
    await expect.poll(() => grid.getByRole('status').textContent()).toBe('Geen resultaten gevonden.');
    await openCatalogue(page, '/nl/blocks/acf-video');
    expect(await page.locator(fixture('acf/video', 'Poster with play overlay')).getByRole('button', { name: 'Video afspelen' }).count()).toBe(1);
  });

  it('axe: no serious or critical violation in these blocks', async () => {
    await openCatalogue(page);
    const results = await new AxeBuilder({ page })
      .include('[data-block="acf/video"]')
      .include('[data-block="acf/countdown"]')
      .include('[data-block="acf/script"]')
      .include('[data-block="acf/pagination"]')
      .include('[data-block="acf/card-grid"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .options({ resultTypes: ['violations'] })
      .analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
