/**
 * Domain search end to end: a real site server whose registries are loopback fakes
 * (src/lib/domain-search/testing/fakes.ts): RDAP for .com (free), .net (taken), .io (hangs), .org
 * (429, then a port-43 quota notice), .co (500, then a registered port-43 record); port 43 for the
 * rest (free, or taken for labels starting with "taken"); DNS delegates "example" and "taken*".
 * The fast-checkout page is a path on the fake RDAP server, so the Buy hand-off stays on loopback.
 * One server for the file; the rate-limit test is last (it spends this client's searches).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistryWorld, type RegistryWorld } from '../src/lib/domain-search/testing/fakes';
import { formatMoney, type Currency } from '../src/lib/pricing/currency';
import { launchBrowser, loopbackContext, seriousViolations, watchErrors } from './browser';
import { startServer, type RunningServer } from './server';

let world: RegistryWorld;
let site: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext & { blocked: string[] };
let checkoutUrl: string;

beforeAll(async () => {
  world = await startRegistryWorld();
  checkoutUrl = `${world.rdap.url}/fast-checkout`;
  // the hanging .io registry is given up after 2.5 s; every other fake answers in milliseconds
  site = await startServer({ ...world.env, DOMAIN_SEARCH_TIMEOUT_MS: '2500', FAST_CHECKOUT_URL: checkoutUrl });
  browser = await launchBrowser();
  context = await loopbackContext(browser);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await world?.close();
});

async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), `${path} status`).toBe(200);
  return { page, errors };
}

/** The catalogue's non-member register and renewal fees of an extension, in a currency (GET /api/pricing-data). */
/**
 * What the catalogue says a visitor pays for an extension (GET /api/search-tld): the first year at the
 * promotion price while a promotion runs (the e2e clock stands inside the embedded campaigns), the
 * renewal at the regular price.
 */
async function cataloguePrice(tld: string, currency: Currency): Promise<{ registerFee: number; renewalFee: number }> {
  type Entry = { nonMemberPrice: number; nonMemberRenewPrice: number; onGoingPromo: boolean; nonMemberPromoPrice: number | null };
  const body = (await (await fetch(`${site.url}/api/search-tld?selectedCurrency=${currency}&searchText=${tld}`)).json()) as { message: Record<string, Entry> };
  const entry = body.message[currency]!;
  const promo = entry.onGoingPromo && entry.nonMemberPromoPrice !== null && entry.nonMemberPromoPrice < entry.nonMemberPrice;
  return { registerFee: promo ? entry.nonMemberPromoPrice! : entry.nonMemberPrice, renewalFee: entry.nonMemberRenewPrice };
}

const row = (page: Page, domain: string) => page.locator(`[data-testid="domain-results"] [data-row="${domain}"]`);
const statusOf = (page: Page, domain: string) => row(page, domain).getAttribute('data-status');

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('search').first();
  await box.getByRole('textbox').fill(text);
  await box.getByRole('textbox').press('Enter');
  await page.getByTestId('domain-results').first().waitFor();
}

async function waitUntilFinished(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="domain-results"]') !== null && document.querySelectorAll('[data-testid="domain-results"] [data-status="pending"]').length === 0, undefined, {
    timeout: 20_000,
  });
}

describe('domain search', () => {
  it('/ : typed name → available, taken and unknown rows with catalogue prices in USD; the hanging registry ends last; Buy hands over to fast checkout', async () => {
    const { page, errors } = await open('/');
    await search(page, 'mybrand');
    // the results span the hero below its two columns
    expect(await page.locator('#hero-search-results [data-testid="domain-results"]').count()).toBe(1);

    // every other row is final while the hanging .io registry is still being waited for
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="domain-results"] [data-row]')].filter((el) => el.getAttribute('data-row') !== 'mybrand.io').every((el) => el.getAttribute('data-status') !== 'pending'));
    expect(await statusOf(page, 'mybrand.io')).toBe('pending');
    expect(await row(page, 'mybrand.io').innerText()).toContain('Checking…');
    await waitUntilFinished(page);

    expect(await statusOf(page, 'mybrand.com')).toBe('available');
    expect(await statusOf(page, 'mybrand.net')).toBe('taken');
    expect(await statusOf(page, 'mybrand.co')).toBe('taken');
    expect(await statusOf(page, 'mybrand.io')).toBe('unknown');
    expect(await row(page, 'mybrand.io').innerText()).toContain('The registry did not answer in time.');
    expect(await statusOf(page, 'mybrand.org')).toBe('unknown');
    expect(await row(page, 'mybrand.org').innerText()).toContain('The registry is limiting queries right now.');
    expect(await statusOf(page, 'mybrand.eu')).toBe('available');

    const com = await cataloguePrice('com', 'USD');
    expect(await row(page, 'mybrand.com').locator('[data-first-year]').innerText()).toBe(formatMoney(com.registerFee, 'USD', 'en'));
    expect(await row(page, 'mybrand.com').locator('[data-renewal]').innerText()).toBe(`Renews at ${formatMoney(com.renewalFee, 'USD', 'en')}/yr`);
    expect(await page.getByTestId('premium-note').first().innerText()).toMatch(/^Premium and reserved names are priced at checkout/);
    expect(await page.getByTestId('results-summary').innerText()).toMatch(/^\d+ available · 2 taken · 2 could not be checked$/);
    // the live region said how it ended
    expect(await page.getByRole('status').filter({ hasText: 'Search finished' }).count()).toBe(1);

    // hand-off: the spec's analytics event, then the fast-checkout page in a new tab with ?domain=
    const buy = row(page, 'mybrand.com').getByRole('link', { name: 'Buy mybrand.com (opens in a new tab)' });
    expect(await buy.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), buy.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(`${checkoutUrl}?domain=mybrand.com`);
    await popup.close();
    const events = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((event) => event.event === 'fast_checkout_www'));
    expect(events).toContainEqual({ event: 'fast_checkout_www', category: 'Fast Checkout', action: 'search', value: 'mybrand.com' });
    expect(events.some((event) => event.action === 'rendered')).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(context.blocked).toEqual([]);
    await page.close();
  });

  it('/es : Spanish labels, prices in EUR, .es among the suggestions; DNS delegation is taken at once', async () => {
    const { page } = await open('/es');
    await search(page, 'example');
    await waitUntilFinished(page);
    expect(await statusOf(page, 'example.com')).toBe('taken');
    expect(world.dns.questions).toContain('example.com NS');
    expect(await page.getByRole('heading', { name: 'Resultados para example.com' }).count()).toBe(1);
    expect(await statusOf(page, 'example.es')).toBe('available');
    const es = await cataloguePrice('es', 'EUR');
    const esRow = await row(page, 'example.es').innerText();
    expect(esRow).toContain('Disponible');
    expect(esRow).toContain(`Se renueva a ${formatMoney(es.renewalFee, 'EUR', 'es')}/año`);
    expect(await row(page, 'example.es').getByRole('link', { name: /^Comprar example\.es/ }).count()).toBe(1);
    expect(await page.getByTestId('premium-note').first().innerText()).toMatch(/^Los nombres premium y reservados se tarifican al pagar/);
    await page.close();

    // the results page itself: full results from the server, bulk form, no axe violations
    const results = await open('/es/domains/search?q=example');
    expect(await results.page.getByRole('heading', { level: 1 }).innerText()).toBe('Encuentra tu dominio');
    expect(await statusOf(results.page, 'example.es')).toBe('available');
    expect(await seriousViolations(results.page)).toEqual([]);
    expect(results.errors).toEqual([]);
    await results.page.close();
  });

  it('/hi : prices in INR, .in among the suggestions; the invalid-name rule stays', async () => {
    const { page } = await open('/hi');
    const box = page.getByRole('search').first();
    await box.getByRole('textbox').fill('bad_name');
    await box.getByRole('button').click();
    await page.getByText('Invalid domain name', { exact: true }).waitFor();
    await search(page, 'mybrand');
    await waitUntilFinished(page);
    const com = await cataloguePrice('com', 'INR');
    expect(await row(page, 'mybrand.com').locator('[data-first-year]').innerText()).toBe(formatMoney(com.registerFee, 'INR', 'hi'));
    expect(await statusOf(page, 'mybrand.in')).toBe('available');
    await page.close();
  });

  it('the domain-registration hero searches on the site too', async () => {
    const { page } = await open('/domains/domain-registration');
    await search(page, 'taken-brand.nl');
    await waitUntilFinished(page);
    expect(await statusOf(page, 'taken-brand.nl')).toBe('taken');
    await page.close();
  });

  it('works without JavaScript: the results page, bulk search by form, and input errors as sentences', async () => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const page = await plain.newPage();
    await page.goto(`${site.url}/nl/domains/search`);
    await page.getByRole('search').getByRole('textbox').fill('mybrand.nl');
    await page.getByRole('search').getByRole('button').click();
    await page.waitForURL(/\/nl\/domains\/search\?q=mybrand\.nl/);
    expect(await page.locator('[data-testid="domain-results"] [data-status="pending"]').count()).toBe(0);
    expect(await statusOf(page, 'mybrand.nl')).toBe('available');
    expect(await statusOf(page, 'mybrand.io')).toBe('unknown');
    expect(await row(page, 'mybrand.nl').innerText()).toContain('Beschikbaar');
    expect(await row(page, 'mybrand.nl').getByRole('link', { name: /^mybrand\.nl kopen/ }).getAttribute('href')).toBe(`${checkoutUrl}?domain=mybrand.nl`);

    await page.getByLabel('Domeinnamen, één per regel').fill('alpha.com\ntaken-one.es\nbad_name.com\nalpha.zz');
    await page.getByRole('button', { name: 'Namen controleren' }).click();
    await page.waitForURL(/names=/);
    const bulk = page.locator('#bulk [data-testid="domain-results"]');
    expect(await bulk.getAttribute('data-mode')).toBe('bulk');
    expect(await bulk.locator('[data-row]').evaluateAll((rows) => rows.map((el) => `${el.getAttribute('data-row')} ${el.getAttribute('data-status')}`))).toEqual([
      'alpha.com available',
      'taken-one.es taken',
      'bad_name.com invalid',
      'alpha.zz not-offered',
    ]);

    await page.goto(`${site.url}/domains/search?q=blog.shop.com`);
    expect(await page.getByRole('alert').innerText()).toBe('Search for the domain itself, such as example.com, without a sub-domain like blog.');
    await plain.close();
  });

  it('60 searches a minute from one client are limited: 429 rate-limit-exceeded, shown as a sentence', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 60; i += 1) {
      const response = await fetch(`${site.url}/api/domain-search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `burst${i}.nl`, locale: 'en' }) });
      statuses.push(response.status);
      if (response.status === 429) limited ??= response;
      else await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited?.json()).toMatchObject({ success: false, code: 'rate-limit-exceeded' });

    const { page } = await open('/');
    const box = page.getByRole('search').first();
    await box.getByRole('textbox').fill('one-more');
    await box.getByRole('textbox').press('Enter');
    const alert = page.locator('[data-error-code="rate-limit-exceeded"]');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('You have searched many times in a short while. Please wait a minute, then try again.');
    await page.close();
  });
});
