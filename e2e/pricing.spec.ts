import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession, seriousViolations, whenHydrated } from './browser';

const baseURL = inject('baseURL');
const session = browserSession(baseURL);
const { open } = session;

const rowHeaders = (page: Page, table: string) => page.locator(`${table} tbody th[scope="row"]`).allInnerTexts();

describe('domain prices page', () => {
  it('price search: cards, then Clear unlocks; a miss shows the error panel with try again', async () => {
    const { page, errors } = await open('/domains/domain-prices');
    const search = page.getByRole('search').filter({ has: page.getByLabel('Search a domain extension') });
    await search.getByLabel('Search a domain extension').fill('.CO.UK ');
    await search.getByRole('button', { name: 'SEARCH' }).click();
    const member = page.getByRole('article', { name: 'Member price .co.uk', exact: true });
    await member.waitFor();
    expect(await member.innerText()).toMatch(/\$\d+\.\d{2}/);
    expect(await member.innerText()).toContain('Renews at');
    expect(await page.getByRole('article', { name: 'Non-member price .co.uk' }).count()).toBe(1);
    const input = search.getByLabel('Search a domain extension');
    expect(await input.getAttribute('readonly')).not.toBeNull();
    await search.getByRole('button', { name: 'Clear' }).click();
    expect(await input.getAttribute('readonly')).toBeNull();
    expect(await page.getByRole('article', { name: 'Member price .co.uk', exact: true }).count()).toBe(0);

    await input.fill('nosuchextension');
    await search.getByRole('button', { name: 'SEARCH' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Result not found' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Try again' }).click();
    expect(await alert.count()).toBe(0);
    expect(errors).toEqual([]);
    expect(session.context.blocked).toEqual([]);
    await page.close();
  });

  it('savings calculator: featured order, search, pagination and currency', async () => {
    const { page } = await open('/domains/domain-prices');
    const calculator = page.locator('#mm_savings');
    const table = '#mm_savings table';
    // The price lists load when their block comes near the viewport.
    await calculator.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('#mm_savings tbody th[scope="row"]').length === 5);
    expect(await rowHeaders(page, table)).toEqual(['.nl', '.net', '.eu', '.be', '.com']);
    expect(await calculator.innerText()).toMatch(/With 100 \.\w+ domains you save \$[\d.,]+ per year as a Member\./);

    const pager = calculator.getByRole('navigation', { name: 'Calculator pages' });
    await pager.getByRole('button', { name: 'Next' }).click();
    expect(await rowHeaders(page, table)).toEqual(['.com', '.net', '.org', '.nl', '.eu']);
    await pager.getByRole('button', { name: 'Previous' }).click();

    await calculator.getByLabel('Search TLD').fill('.SHOP');
    await calculator.getByLabel('Search TLD').press('Enter');
    expect(await rowHeaders(page, table)).toEqual(['.shop']);
    await calculator.getByLabel('Search TLD').fill('zzzz-none');
    await calculator.getByRole('button', { name: 'Search' }).click();
    expect(await calculator.innerText()).toContain('No matching domain found.');
    await calculator.getByLabel('Search TLD').fill('');
    expect(await rowHeaders(page, table)).toEqual(['.nl', '.net', '.eu', '.be', '.com']);

    const refetch = page.waitForResponse((response) => response.url().includes('/api/tld-info?currency=GBP'));
    await (await whenHydrated(page.getByRole('banner').getByTestId('header-currency'))).selectOption('GBP');
    await refetch;
    await page.waitForFunction(() => document.querySelector('#mm_savings tbody')?.textContent?.includes('£'));
    await (await whenHydrated(page.getByRole('banner').getByTestId('header-currency'))).selectOption('USD');
    expect(await calculator.getByRole('link', { name: 'Buy Membership' }).getAttribute('href')).toMatch(/\/signup$/);
    await page.close();
  });

  it('one currency control per page: the header choice moves every price block and is remembered on the next page', async () => {
    const { page } = await open('/domains/domain-prices');
    const calculator = page.locator('#mm_savings');
    await calculator.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('#mm_savings tbody th[scope="row"]').length === 5);
    const header = await whenHydrated(page.getByRole('banner').getByTestId('header-currency'));
    await header.selectOption('EUR');
    await page.waitForFunction(() => document.querySelector('#mm_savings tbody')?.textContent?.includes('€'));
    // The header's select is the page's only currency control (the price blocks follow it).
    expect(await page.locator('select').evaluateAll((selects) => selects.filter((select) => [...(select as HTMLSelectElement).options].some((option) => option.value === 'GBP')).length)).toBe(1);
    await header.selectOption('INR');
    await page.waitForFunction(() => document.querySelector('#mm_savings tbody')?.textContent?.includes('₹'));

    const next = await open('/domains/domain-transfer');
    await next.page.waitForFunction(() => (document.querySelector('header [data-testid="header-currency"]') as HTMLSelectElement | null)?.value === 'INR');
    // Spanish pages have a fixed currency (EUR) and no choice.
    const spanish = await open('/es/domains/domain-prices');
    expect(await spanish.page.getByRole('banner').getByTestId('header-currency').count()).toBe(0);
    await (await whenHydrated(next.page.getByRole('banner').getByTestId('header-currency'))).selectOption('USD');
    await Promise.all([page.close(), next.page.close(), spanish.page.close()]);
  });

  it('dynamic pricing table: 15 rows a page, next page, CSV download link', async () => {
    const { page } = await open('/domains/domain-prices');
    const section = page.locator('#pricing-table');
    await section.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('#pricing-table tbody th[scope="row"]').length === 15);
    const first = await rowHeaders(page, '#pricing-table table');
    expect(first[0]).toBe('.com');
    await section.getByRole('navigation', { name: 'Price table pages' }).getByRole('button', { name: 'Next' }).click();
    const second = await rowHeaders(page, '#pricing-table table');
    expect(second).toHaveLength(15);
    expect(second[0]).not.toBe(first[0]);
    expect(await section.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    const csv = await section.getByRole('link', { name: /full price list/ }).getAttribute('href');
    const response = await page.request.get(`${baseURL}${csv}`);
    expect(response.headers()['content-type']).toMatch(/text\/csv/);
    await page.close();
  });

  it('loads the big price lists only when their blocks come near the viewport', async () => {
    const page = await session.context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(`${baseURL}/domains/domain-prices`, { waitUntil: 'networkidle' });
    expect(calls).not.toContain('/api/pricing-data');
    await page.locator('#pricing-table').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('#pricing-table tbody th[scope="row"]').length === 15);
    expect(calls).toContain('/api/pricing-data');
    await page.close();
  });

  it('has no serious or critical accessibility violations and no CSP violation', async () => {
    const page = await session.context.newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(`${baseURL}/domains/domain-prices`, { waitUntil: 'networkidle' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe('domain transfer page', () => {
  it('shows only the featured TLDs, no pagination, and the alternative price banner', async () => {
    const { page } = await open('/domains/domain-transfer');
    await page.locator('#pricing-table').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('#pricing-table tbody th[scope="row"]').length > 0);
    expect(await rowHeaders(page, '#pricing-table table')).toEqual(['.com', '.net', '.org', '.nl', '.eu', '.be', '.de']);
    expect(await page.locator('#pricing-table nav').count()).toBe(0);
    expect(await page.locator('[data-variant="alternative"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('TLD landing pages', () => {
  it('/domains/tlds/com: member and non-member cards with renewals, details, wholesale section, JSON-LD', async () => {
    const { page, errors } = await open('/domains/tlds/com');
    expect(await page.locator('h1').innerText()).toBe('.com domain registration');
    // The catalogue's .com promotion runs (e2e clock): its price, the list price struck through.
    expect(await page.getByRole('article', { name: 'Member price .com', exact: true }).innerText()).toMatch(/\$5\.57[\s\S]*\$8\.96[\s\S]*Renews at \$9\.68/);
    expect(await page.getByRole('article', { name: 'Non-member price .com' }).innerText()).toMatch(/\$6\.49[\s\S]*\$10\.44/);
    expect(await page.getByRole('link', { name: 'View membership plans' }).getAttribute('href')).toBe('/membership-plans');
    expect(await page.getByRole('heading', { name: 'Wholesale prices on 1,900+ TLDs' }).count()).toBe(1);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; offers: { price: string }[] };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers.map((offer) => offer.price)).toEqual(['5.57', '6.49']);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('redirects other spellings to the canonical slug and prices /hi in INR', async () => {
    const { page } = await open('/domains/tlds/%D1%80%D1%84');
    expect(new URL(page.url()).pathname).toBe('/domains/tlds/xn--p1ai');
    expect(await page.locator('h1').innerText()).toBe('.рф domain registration');
    await page.close();
    const india = await open('/hi/domains/tlds/co-uk');
    expect(await india.page.getByRole('article', { name: 'Non-member price .co.uk' }).innerText()).toContain('₹');
    await india.page.close();
  });

  it('the TLD list links every extension to its landing page', async () => {
    const { page } = await open('/domains/tld');
    const links = page.getByRole('list', { name: 'All extensions' }).getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(1900);
    expect(await page.getByRole('link', { name: '.co.uk', exact: true }).getAttribute('href')).toBe('/domains/tlds/co-uk');
    await page.close();
  });

  it('the registration page: hero badges, Explore pricing scrolls to the table, sports promo anchor', async () => {
    const { page } = await open('/domains/domain-registration');
    expect(await page.getByRole('list', { name: 'Trust badges' }).innerText()).toMatch(/ICANN[\s\S]*ISO 27001[\s\S]*Secure checkout/);
    expect(await page.getByRole('link', { name: 'Explore pricing' }).getAttribute('href')).toBe('#pricing-table');
    expect(await page.locator('#sports-promo-block').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Transfer a domain' }).getAttribute('href')).toBe('/domains/domain-transfer');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('the sitemap lists TLD landing pages', async () => {
    const response = await fetch(`${baseURL}/sitemap.xml`);
    const text = await response.text();
    expect(text).toContain(`${baseURL}/domains/tlds/co-uk</loc>`);
    expect(text).toContain(`${baseURL}/nl/domains/tlds/xn--p1ai</loc>`);
    expect(text).toContain(`${baseURL}/domains/domain-prices</loc>`);
  });
});
