import { describe, expect, inject, it } from 'vitest';
import { browserSession, seriousViolations, whenHydrated, whenIslandsHydrated } from './browser';

const baseURL = inject('baseURL');
const session = browserSession(baseURL);
const { open } = session;

const selectedIndicator = (page: import('playwright-core').Page) =>
  page.getByTestId('promo-carousel').locator('button[aria-current="true"]').getAttribute('aria-label');

describe('GET /api/promos', () => {
  it('answers the language promotions with a banner, highest priority first; ES_es is es, fr is en; bad lang is 400', async () => {
    const get = async (query: string) => {
      const response = await fetch(`${baseURL}/api/promos${query}`);
      return { status: response.status, body: (await response.json()) as { id: string; locale: { locale: string }; promotionDetails: { priority: number } }[] };
    };
    const spanish = await get('?lang=ES_es');
    expect(spanish.status).toBe(200);
    expect(spanish.body.map((p) => p.id)).toEqual(['promo-com-es', 'promo-membership-es', 'promo-ssl-es']);
    expect(spanish.body.every((p) => p.locale.locale === 'es_ES')).toBe(true);
    const french = await get('?lang=fr');
    // The webinar has no banner: left out although it has the highest priority.
    expect(french.body.map((p) => p.id)).toEqual(['promo-com-en', 'promo-membership-en', 'promo-ssl-en', 'promo-email-en']);
    const bad = await fetch(`${baseURL}/api/promos?lang=%3Cscript%3E`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, code: 'invalid-lang' });
  });
});

describe('/membership-plans/promotions', () => {
  it('the carousel advances by itself after about 5 s; the A/B variant survives a reload', async () => {
    const { page, errors } = await open('/membership-plans/promotions');
    const carousel = page.getByTestId('promo-carousel');
    await carousel.waitFor();
    expect(await carousel.getAttribute('data-autoplay')).toBe('on');
    expect(await carousel.locator('[aria-roledescription="slide"]').count()).toBe(4);
    const first = await selectedIndicator(page);
    expect(first).toBe('Banner 1 of 4');
    await page.mouse.move(0, 0); // not hovering: autoplay runs
    await page.waitForFunction(() => document.querySelector('[data-testid="promo-carousel"] button[aria-current="true"]')?.getAttribute('aria-label') !== 'Banner 1 of 4', null, { timeout: 12_000 });

    const stored = await page.evaluate(() => window.localStorage.getItem('pr_v_promo-com-en'));
    expect(['A', 'B']).toContain(stored);
    const shown = await carousel.locator('[data-promotion="promo-com-en"]').getAttribute('data-variant');
    expect(shown).toBe(stored);
    expect(await page.evaluate(() => window.localStorage.getItem('pr_c_t'))).toMatch(/^\d+$/);
    await page.reload({ waitUntil: 'networkidle' });
    await carousel.waitFor();
    expect(await carousel.locator('[data-promotion="promo-com-en"]').getAttribute('data-variant')).toBe(stored);
    expect(await page.evaluate(() => window.localStorage.getItem('pr_v_promo-com-en'))).toBe(stored);
    expect(errors).toEqual([]);
    expect(session.context.blocked).toEqual([]);
    await page.close();
  });

  it('does not autoplay with reduced motion; a phone gets square banners', async () => {
    const page = await session.context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}/es/membership-plans/promotions`, { waitUntil: 'networkidle' });
    const carousel = page.getByTestId('promo-carousel');
    await carousel.waitFor();
    expect(await carousel.getAttribute('data-autoplay')).toBe('off');
    const sources = await carousel.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    // Square where the promotion has one; the SSL promotion has only a full banner.
    expect(sources).toEqual(['/images/promos/com-offer-es-square.svg', '/images/promos/membership-es-square.svg', '/images/promos/ssl-es-full.svg']);
    await page.waitForTimeout(6_000);
    expect(await selectedIndicator(page)).toBe('Banner 1 de 3');
    await page.close();
  });

  it("browser: search '.C O M', deal filter, pager of 8, categories and their empty states", async () => {
    const { page, errors } = await open('/membership-plans/promotions');
    const browser = page.getByTestId('promotions-browser');
    const search = await whenHydrated(browser.getByLabel('Search a domain extension'));
    const cards = browser.locator('article');
    expect(await cards.count()).toBe(8);
    const pager = browser.getByRole('navigation');
    await pager.getByRole('button', { name: 'Next' }).click();
    expect(await pager.locator('[aria-current="page"]').innerText()).toBe('2');

    await search.fill('.C O M');
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).toEqual(['.com']);
    // Any filter change goes back to page 1 (the pager disappears with one result).
    expect(await pager.count()).toBe(0);
    await search.fill('');
    await browser.getByLabel('Deal').selectOption('special_discounts');
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).toContain('.es');
    expect(await browser.locator('article').filter({ hasText: 'Flash sale' }).count()).toBe(0);

    // The running membership promotion (e2e clock) is listed, not the empty state.
    await browser.getByLabel('Category').selectOption('membership');
    expect(await browser.getByTestId('membership-offer').getAttribute('data-tier')).toBe('basic_s');
    expect(await browser.getByTestId('promotions-empty').count()).toBe(0);
    await browser.getByLabel('Category').selectOption('products');
    expect(await browser.getByTestId('trial-card').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the sticky promo bar links to the campaign, can be dismissed, and stays dismissed on the next page', async () => {
    const { page } = await open('/es/membership-plans/promotions');
    const bar = page.getByTestId('sticky-promo');
    expect(await bar.innerText()).toMatch(/Registra un \.com por 5,84\s€ el primer año, hasta el 31 de diciembre de 2027/);
    expect(await bar.getByRole('link', { name: 'Ver la oferta' }).getAttribute('href')).toBe('/es/domains/tlds/com');
    await (await whenHydrated(bar.getByRole('button', { name: 'Ocultar esta oferta' }))).click();
    expect(await bar.count()).toBe(0);
    const next = await open('/es/domains/domain-prices');
    await next.page.waitForTimeout(300);
    expect(await next.page.getByTestId('sticky-promo').count()).toBe(0);
    await Promise.all([page.close(), next.page.close()]);
  });

  it('promo hero: rounded discount, valid-until text, six staged steps (none with reduced motion), terms modal, info tooltip', async () => {
    const page = await session.context.newPage();
    await page.goto(`${baseURL}/blocks/acf-promo`, { waitUntil: 'domcontentloaded' });
    const hero = page.locator('[data-variant="black-friday"]').first();
    await hero.waitFor();
    const opacity = (step: number) => hero.locator(`[data-step="${step}"]`).evaluate((element) => Number(getComputedStyle(element).opacity));
    // Six steps, one second apart (read from the running animations, not from the clock).
    const delays = await hero.locator('[data-step]').evaluateAll((elements) => elements.map((element) => element.getAnimations().map((animation) => animation.effect?.getTiming().delay)));
    expect(delays).toEqual([[0], [1000], [2000], [3000], [4000], [5000]]);
    await page.waitForLoadState('networkidle');
    await whenIslandsHydrated(page);
    expect(await hero.getByTestId('promo-discount').evaluate((element) => element.textContent)).toBe('70% Off');
    expect(await hero.getByTestId('promo-valid-until').innerText()).toBe('Valid until 30th of November 2027');
    await expect.poll(() => opacity(5), { timeout: 10_000 }).toBe(1);

    await hero.getByRole('button', { name: 'Terms and conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    expect(await dialog.innerText()).toContain('Not for Supreme pricing');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await hero.getByRole('button', { name: 'More information' }).first().focus();
    await expect.poll(() => page.getByRole('tooltip').first().innerText()).toContain('Existing Members keep their own cost prices.');

    const still = await session.context.newPage();
    await still.emulateMedia({ reducedMotion: 'reduce' });
    await still.goto(`${baseURL}/blocks/acf-promo`, { waitUntil: 'domcontentloaded' });
    const stillHero = still.locator('[data-variant="black-friday"]').first();
    await stillHero.waitFor();
    expect(await stillHero.locator('[data-step]').evaluateAll((elements) => elements.map((element) => element.getAnimations().length))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await stillHero.locator('[data-step="5"]').evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
    await Promise.all([page.close(), still.close()]);
  });
});
