import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession, scrollThrough, whenHydrated } from './browser';

/**
 * Memberships end to end: the served HTML carries the plans' prices in the page currency before
 * any JavaScript; in Chromium, Monthly/Yearly switches every price by mouse and by keyboard, the
 * tier selector shows one card and Reset returns to the overview, the membership card selector
 * changes price and link; axe finds nothing on the pages (en and hi).
 */
const baseURL = inject('baseURL');
const session = browserSession(baseURL);
const { open } = session;

/** Text of the served HTML without tags (scripts, styles and the RSC payload left out). */
async function servedText(path: string): Promise<string> {
  const response = await fetch(`${baseURL}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The served pricing table's text: from its heading to the additional call to action. */
function pricingTableText(text: string, heading: string, end: string): string {
  const start = text.indexOf(heading);
  return text.slice(start, text.indexOf(end, start));
}

const planAmount = (page: Page, plan: string) => page.locator(`[data-testid="membership-pricing-table"] [data-plan="${plan}"] [data-testid="plan-amount"]`).innerText();

/** No axe violation of any impact (colour contrast included) on the page as a reader sees it. */
async function axeViolations(page: Page): Promise<string[]> {
  await scrollThrough(page);
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function chooseTier(selector: Locator, label: string) {
  await (await whenHydrated(selector.getByRole('combobox'))).selectOption({ label });
}

describe('served HTML, before any JavaScript', () => {
  it('shows the plans with their prices in the page currency: USD, EUR on /es and /nl, INR on /hi', async () => {
    const english = await servedText('/membership-plans');
    const table = pricingTableText(english, 'Compare membership plans', 'More than 15,000 domains a year?');
    expect(table).toContain('Monthly Yearly');
    // The membership promotion runs (e2e clock): Basic S 60 % off the first year.
    expect(table).toMatch(/Basic Membership .*60% off .*\$1\.66 per month .*\$19\.99 billed yearly/);
    expect(table).toMatch(/Professional Membership .*\$83\.33 per month \$999\.99 billed yearly/);
    expect(table).toContain('Free Sign up for free');
    expect(english).toMatch(/Basic S Up to 100 domains a year \$19\.99 \$49\.99 Regular price \$49\.99 per year/);

    const spanish = pricingTableText(await servedText('/es/membership-plans'), 'Compara los planes de membresía', '¿Más de 15.000 dominios al año?');
    expect(spanish).toMatch(/Basic .*1,66 € al mes .*19,99 € facturados al año/);
    expect(spanish).toContain('Gratis Regístrate gratis');
    expect(spanish).not.toMatch(/\$\s?\d/);

    const dutch = pricingTableText(await servedText('/nl/membership-plans'), 'Vergelijk de lidmaatschappen', 'Meer dan 15.000 domeinen per jaar?');
    expect(dutch).toMatch(/Basic .*€ 1,66 per maand .*€ 19,99 jaarlijks gefactureerd/);
    expect(dutch).not.toMatch(/\$\s?\d/);

    const india = await servedText('/hi/membership-plans');
    const indiaTable = pricingTableText(india, 'Compare membership plans', 'More than 15,000 domains a year?');
    expect(indiaTable).toMatch(/Basic Membership .*₹83\.25 per month .*₹999\.00 billed yearly/);
    expect(indiaTable).not.toMatch(/\$\s?\d/);
    // The tier table's Basic S yearly price.
    expect(india).toMatch(/Up to 100 domains a year Basic S 3 ₹999\.00 ₹2,499\.00/);
  });

  it('serves /membership-plans-new and the coupon page in every language, and home memberships on every home page', async () => {
    expect(await servedText('/membership-plans-new')).toContain('Become a Member');
    const coupon = await servedText('/membership-plans/coupons/memberships');
    expect(coupon).toContain('Join by August 31, 2027');
    expect(coupon).toContain('30% cashback on your first-year Membership');
    expect(await servedText('/es/membership-plans/coupons/memberships')).toContain('Únete antes del 31 de agosto de 2027');
    for (const [path, price] of [
      ['/', /\$19\.99 \$49\.99 Regular price \$49\.99 per year/],
      ['/es', /19,99 € 49,99 € Precio normal 49,99 € al año/],
      ['/nl', /€ 19,99 € 49,99 Normale prijs € 49,99 per jaar/],
      ['/hi', /₹999\.00 ₹2,499\.00 Regular price ₹2,499\.00 per year/],
    ] as const) {
      expect(await servedText(path), path).toMatch(price);
    }
  });
});

describe('in Chromium', () => {
  it('en: Monthly/Yearly by mouse and keyboard, the header currency, the tier selector and Reset; axe', async () => {
    const { page, errors } = await open('/membership-plans');
    const yearly = await whenHydrated(page.getByRole('radio', { name: 'Yearly' }));
    expect(await planAmount(page, 'basic')).toBe('$1.66');
    await yearly.click();
    expect(await planAmount(page, 'basic')).toBe('$19.99');
    expect(await planAmount(page, 'professional')).toBe('$999.99');
    // Keyboard: the checked choice holds the tab stop; the arrow keys move and check.
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Monthly');
    expect(await planAmount(page, 'basic')).toBe('$1.66');
    expect(await planAmount(page, 'professional')).toBe('$83.33');
    await page.keyboard.press('ArrowRight');
    expect(await planAmount(page, 'basic')).toBe('$19.99');

    // The header's currency choice reaches every membership price on the page.
    await (await whenHydrated(page.getByTestId('header-currency'))).selectOption('GBP');
    expect(await planAmount(page, 'basic')).toBe('£15.99');
    await page.getByTestId('header-currency').selectOption('USD');

    const selector = page.getByTestId('tier-selector');
    expect(await selector.getByTestId('tier-card').count()).toBe(3);
    await chooseTier(selector, '5,000 domains');
    const cards = selector.getByTestId('tier-card');
    expect(await cards.count()).toBe(1);
    expect(await cards.getAttribute('data-tier')).toBe('professional_s');
    expect(await cards.innerText()).toContain('$999.99');
    await selector.getByRole('button', { name: 'Reset' }).click();
    expect(await selector.getByTestId('tier-card').count()).toBe(3);
    expect(await selector.getByRole('button', { name: 'Reset' }).count()).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(session.context.blocked).toEqual([]);
    await page.close();
  });

  it('en: the membership card selector changes price and link; axe on /membership-plans-new', async () => {
    const { page, errors } = await open('/membership-plans-new');
    const basic = page.getByTestId('membership-card').filter({ has: page.getByRole('heading', { name: 'Basic', exact: true }) });
    const price = basic.getByTestId('membership-card-price');
    const cta = basic.getByTestId('membership-card-cta');
    expect(await price.innerText()).toContain('$49.99');
    expect(await cta.getAttribute('href')).toBe('https://cp.nameport.example/signup?membership=basic-s');
    await (await whenHydrated(basic.getByRole('radio', { name: '500 domains' }))).click();
    expect(await price.innerText()).toContain('$199.99');
    expect(await cta.getAttribute('href')).toBe('https://cp.nameport.example/signup?membership=basic-m');
    await page.keyboard.press('ArrowRight');
    expect(await price.innerText()).toContain('$499.99');
    expect(await cta.getAttribute('href')).toBe('https://cp.nameport.example/signup?membership=basic-l');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hi: INR everywhere (Basic 2,499 yearly, Professional S 49,999); axe', async () => {
    const { page, errors } = await open('/hi/membership-plans');
    await (await whenHydrated(page.getByRole('radio', { name: 'Yearly' }))).click();
    expect(await planAmount(page, 'basic')).toBe('₹999.00');
    await page.getByRole('radio', { name: 'Yearly' }).press('ArrowLeft');
    expect(await planAmount(page, 'basic')).toBe('₹83.25');
    const selector = page.getByTestId('tier-selector');
    await chooseTier(selector, '5,000 domains');
    expect(await selector.getByTestId('tier-card').innerText()).toContain('₹49,999.00');
    await selector.getByRole('button', { name: 'Reset' }).click();
    expect(await selector.getByTestId('tier-card').count()).toBe(3);
    // /hi has no currency choice: INR by rule.
    expect(await page.getByTestId('header-currency').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
