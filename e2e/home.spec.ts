import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession, seriousViolations, whenHydrated, whenIslandsHydrated } from './browser';

const baseURL = inject('baseURL');
const session = browserSession(baseURL);
const { open } = session;

const homes = [
  { path: '/', lang: 'en-US', h1: 'The domain platform for resellers', faq: 'Frequently asked questions', search: 'SEARCH', comFrom: '.com from $6.49' },
  { path: '/es', lang: 'es-ES', h1: 'La plataforma de dominios para revendedores', faq: 'Preguntas frecuentes', search: 'BUSCAR', comFrom: /^\.com desde 5,84\s€$/ },
  { path: '/nl', lang: 'nl-NL', h1: 'Het domeinplatform voor resellers', faq: 'Veelgestelde vragen', search: 'ZOEKEN', comFrom: /^\.com vanaf €\s5,84$/ },
  { path: '/hi', lang: 'en-IN', h1: 'The domain platform for resellers', faq: 'Frequently asked questions', search: 'SEARCH', comFrom: '.com from ₹577.61' },
];

describe('home pages', () => {
  for (const home of homes) {
    it(`${home.path} renders its blocks in ${home.lang} with no script errors and no outside requests`, async () => {
      const { page, errors } = await open(home.path);
      expect(await page.getAttribute('html', 'lang')).toBe(home.lang);
      expect(await page.locator('h1').first().innerText()).toContain(home.h1);
      expect(await page.getByRole('heading', { name: home.faq }).count()).toBe(1);
      expect(await page.getByRole('button', { name: home.search }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: home.comFrom }).count()).toBe(1);
      expect(await page.locator('[data-variant="homepage_hero"]').count()).toBe(1);
      expect(await page.locator('[data-variant="home-page-long-text-right-image"]').count()).toBe(1);
      expect(errors).toEqual([]);
      expect(session.context.blocked).toEqual([]);
      await page.close();
    });
  }

  it('has canonical, hreflang alternates from the page translations, and SEO metadata', async () => {
    const { page } = await open('/nl');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseURL}/nl`);
    // Next.js writes the root URL without its trailing slash.
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    );
    expect(alternates).toMatchObject({ 'nl-NL': `${baseURL}/nl`, 'en-US': baseURL, 'es-ES': `${baseURL}/es`, 'x-default': baseURL });
    expect(await page.title()).toBe('Domeinen tegen kostprijs voor resellers | Nameport');
    expect(await page.getAttribute('meta[name="description"]', 'content')).toContain('1.900');
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBe('Domeinen tegen kostprijs voor resellers');
    await page.close();
  });
});

describe('domain search', () => {
  it("invalid name shows 'Invalid domain name' under the input, hidden again on typing", async () => {
    const { page } = await open('/');
    const pagesBefore = session.context.pages().length;
    const form = page.locator('form[role="search"]').first();
    const input = form.getByRole('textbox');
    await input.fill('bad_name!');
    await form.getByRole('button', { name: 'SEARCH' }).click();
    const alert = form.getByRole('alert');
    expect(await alert.innerText()).toBe('Invalid domain name');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(session.context.pages().length).toBe(pagesBefore);
    await input.press('End');
    await input.type('x');
    expect(await form.getByRole('alert').count()).toBe(0);
    // The message also hides when clicked.
    await form.getByRole('button', { name: 'SEARCH' }).click();
    await form.getByRole('alert').click();
    expect(await form.getByRole('alert').count()).toBe(0);
    await page.close();
  });

  /**
   * The search runs on the site now (docs/domain-search.md); its API is tested against loopback
   * registries in e2e/domain-search.spec.ts. Here the browser's call is answered by the test, so
   * this server never asks a registry.
   */
  async function answerSearches(page: Page, display: string): Promise<Record<string, unknown>[]> {
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/api/domain-search', async (route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      const price = { currency: 'USD', firstYear: '$10.44', regular: null, percentOff: null, renewal: '$11.28', member: '$8.96' };
      const lines = [
        { type: 'answer', mode: 'single', query: display, currency: 'USD', rows: [{ id: 'r0', domain: display, display, tld: `.${display.split('.').pop()}`, kind: 'exact', price, status: 'pending' }] },
        { type: 'result', id: 'r0', status: 'available' },
        { type: 'done' },
      ];
      await route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: lines.map((line) => JSON.stringify(line)).join('\n') + '\n' });
    });
    return bodies;
  }

  it('valid name: results on the site; Buy pushes the analytics event and opens the fast-checkout page in a new tab with ?domain=', async () => {
    const { page } = await open('/');
    const bodies = await answerSearches(page, 'myshop.com');
    const form = page.locator('form[role="search"]').first();
    const pagesBefore = session.context.pages().length;
    await form.getByRole('textbox').fill('  MyShop ');
    await form.getByRole('button', { name: 'SEARCH' }).click();
    const buy = page.getByRole('link', { name: 'Buy myshop.com (opens in a new tab)' });
    await buy.waitFor();
    expect(bodies).toEqual([{ query: 'MyShop', locale: 'en', currency: 'USD', searchExt: 'com' }]);
    expect(session.context.pages().length).toBe(pagesBefore);
    const [popup] = await Promise.all([session.context.waitForEvent('page'), buy.click()]);
    // The control panel is outside loopback: the test context blocks it and records the request.
    await popup.waitForLoadState('domcontentloaded').catch(() => undefined);
    const url = new URL(session.context.blocked.find((blockedUrl) => blockedUrl.includes('/fast-checkout')) ?? 'about:blank');
    expect(url.pathname).toBe('/fast-checkout');
    expect(url.searchParams.get('domain')).toBe('myshop.com');
    const events = await page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'fast_checkout_www'));
    expect(events).toEqual(
      expect.arrayContaining([
        { event: 'fast_checkout_www', category: 'Fast Checkout', action: 'rendered' },
        { event: 'fast_checkout_www', category: 'Fast Checkout', action: 'search', value: 'myshop.com' },
      ]),
    );
    session.context.blocked.length = 0;
    await popup.close();
    await page.close();
  });

  it('a Unicode name: the IDNA tables load on demand, ideographic full stops are dots, a Bidi failure is refused', async () => {
    const { page } = await open('/');
    const bodies = await answerSearches(page, '例え.jp');
    const form = page.locator('form[role="search"]').first();
    await form.getByRole('textbox').fill('אa.com');
    await form.getByRole('button', { name: 'SEARCH' }).click();
    expect(await form.getByRole('alert').innerText()).toBe('Invalid domain name');
    expect(bodies).toEqual([]);
    await form.getByRole('textbox').fill('例え。jp');
    await form.getByRole('button', { name: 'SEARCH' }).click();
    await page.getByRole('link', { name: 'Buy 例え.jp (opens in a new tab)' }).waitFor();
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(bodies.map((body) => body.query)).toEqual(['例え。jp']);
    await page.close();
  });
});

describe('interactive blocks', () => {
  it("FAQ type 'toggle': opening one closes the others", async () => {
    const { page } = await open('/');
    const faq = page.locator('[data-mode="single"]').first();
    const triggers = faq.getByRole('button');
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
    // The accordion's code loads when it comes near the screen (hydrateWhenVisible).
    await whenHydrated(triggers.nth(1));
    await triggers.nth(1).click();
    expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('false');
    const answerLink = faq.locator('.faq-answer a').first();
    await triggers.nth(0).click();
    const style = await answerLink.evaluate((link) => {
      const computed = getComputedStyle(link);
      return { color: computed.color, underline: computed.textDecorationLine, weight: computed.fontWeight };
    });
    expect(style).toEqual({ color: 'rgb(10, 88, 202)', underline: 'underline', weight: '700' });
    await page.close();
  });

  it('FAQ other type: items open independently', async () => {
    const { page } = await open('/blocks/acf-faq');
    const faq = page.locator('[data-mode="multiple"]').first();
    const triggers = faq.getByRole('button');
    // A click before React has hydrated the accordion does nothing
    await whenHydrated(triggers.nth(1));
    await triggers.nth(1).click();
    await triggers.nth(2).click();
    expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
    expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await triggers.nth(2).getAttribute('aria-expanded')).toBe('true');
    await triggers.nth(1).click();
    expect(await triggers.nth(1).getAttribute('aria-expanded')).toBe('false');
    expect(await triggers.nth(2).getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });

  it('modal opens from its button, closes with the close control and with the backdrop', async () => {
    const { page } = await open('/');
    const opener = page.getByRole('button', { name: 'How membership pays for itself' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'How membership pays for itself' });
    await dialog.waitFor();
    // One break-even figure, from the membership facts (16 .coms a year at the sample's USD prices).
    expect(await dialog.innerText()).toContain('16 .com domains');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await opener.click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('Read More / Read Less toggles the long text', async () => {
    const { page } = await open('/');
    const section = page.locator('[data-variant="home-page-long-text-right-image"]');
    const more = section.getByRole('button', { name: 'Read More' });
    expect(await section.getByText('SSL certificates (DV, OV, EV)').isVisible()).toBe(false);
    await more.click();
    expect(await section.getByText('SSL certificates (DV, OV, EV)').isVisible()).toBe(true);
    await section.getByRole('button', { name: 'Read Less' }).click();
    expect(await section.getByText('SSL certificates (DV, OV, EV)').isVisible()).toBe(false);
    await page.close();
  });

  it('language switcher keeps the page', async () => {
    const { page } = await open('/blocks/acf-faq');
    await whenIslandsHydrated(page);
    const language = page.getByRole('navigation', { name: 'Language' });
    await (await whenHydrated(language.getByRole('button', { name: 'Current language: English' }))).click();
    await language.getByRole('link', { name: 'Nederlands', exact: true }).click();
    await page.waitForURL(`${baseURL}/nl/blocks/acf-faq`);
    await page.waitForLoadState('networkidle');
    await whenIslandsHydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('nl-NL');
    const taal = page.getByRole('navigation', { name: 'Taal' });
    await (await whenHydrated(taal.getByRole('button', { name: 'Huidige taal: Nederlands' }))).click();
    await taal.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(`${baseURL}/blocks/acf-faq`);
    await page.close();
  });
});

describe('block catalogue', () => {
  it('renders every registered block from its fixtures, none unknown', async () => {
    const { page, errors } = await open('/blocks');
    const sections = page.locator('section[data-block]');
    const names = await sections.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')));
    const navCount = await page.locator('main > nav li').count(); // the catalogue's own nav (blocks may render navs too)
    expect(names.length).toBe(navCount);
    expect(names).toEqual(expect.arrayContaining(['acf/heading', 'acf/rich-text', 'acf/button', 'acf/hero', 'acf/domain-search', 'acf/faq', 'acf/cta-banner', 'acf/modal']));
    for (const name of names) {
      const fixtures = sections.and(page.locator(`[data-block="${name}"]`)).locator('article');
      const count = await fixtures.count();
      expect(count, `${name} fixtures`).toBeGreaterThan(0);
    }
    expect(await page.getByText('Unknown block').count()).toBe(0);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex, nofollow');
    // The hostile rich-text fixture is neutralised.
    expect(await page.locator('main script:not([src])').evaluateAll((nodes) => nodes.filter((n) => n.textContent?.includes('alert(1)')).length)).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('links each block to a page of its own: the same fixtures alone, noindex, back to the catalogue; an unknown block is 404', async () => {
    const { page, errors } = await open('/blocks');
    const sections = page.locator('main > section[data-block]');
    const links = await sections.evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('data-block'), node.querySelector(':scope > p a')?.getAttribute('href'), node.querySelectorAll(':scope > article').length] as const));
    for (const [name, href] of links) expect(href, `${name}`).toBe(`/blocks/${name!.replace(/[^a-z0-9]+/gi, '-')}`);
    const promo = links.find(([name]) => name === 'acf/promo')!;
    await page.locator('main > section[data-block="acf/promo"] > p a').click();
    await page.waitForURL(`${baseURL}/blocks/acf-promo`);
    expect(await page.locator('main section[data-block]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')))).toEqual(['acf/promo']);
    expect(await page.locator('main section[data-block] > article').count()).toBe(promo[2]);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex, nofollow');
    expect(await page.title()).toMatch(/^Promo hero · Block catalogue/);
    expect(await page.getByRole('link', { name: 'All blocks' }).getAttribute('href')).toBe('/blocks#block-acf-promo');
    expect(errors).toEqual([]);
    const spanish = await fetch(`${baseURL}/es/blocks/acf-promo`);
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toContain('href="/es/blocks#block-acf-promo">Todos los bloques</a>');
    expect((await fetch(`${baseURL}/blocks/acf-nothing`)).status).toBe(404);
    await page.close();
  });
});

describe('accessibility (axe: no serious or critical violations)', () => {
  for (const path of ['/', '/es', '/nl', '/hi', '/blocks', '/missing-page']) {
    it(path, async () => {
      const page = await session.context.newPage();
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }, path === '/blocks' ? 240_000 : undefined); // /blocks holds every fixture (~1.8 MB of HTML): axe needs minutes on 2 busy cores
  }
});
