import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { tierYearly } from '../src/lib/memberships/facts';
import { tierById } from '../src/lib/memberships/tiers';
import { formatMoney, type Currency } from '../src/lib/pricing/currency';
import promotionsDocument from '../content/promotions.json';
import { browserSession, loopbackContext, whenHydrated, whenIslandsHydrated } from './browser';

/**
 * One truth per page for money (issue 25), against the e2e server whose promotions clock stands
 * inside the embedded campaigns (e2e/clock.ts):
 * - a crawl of /es, /nl and /hi (every content page of the sitemap, server-rendered, plus the key
 *   pages in Chromium after their islands loaded) finds no money of another currency, no unfilled
 *   placeholder, and no 'Price Unavailable' on the membership pages;
 * - with EUR chosen in the header, every price on the home page, a TLD page,
 *   /domains/domain-registration and /membership-plans is in euros and is the catalogue's figure;
 * - a running promotion of each kind (the .com offer, the Basic S offer) promises on the sticky
 *   bar, the cards and the carousel the price its landing page and the catalogue give, in en, es, hi.
 */
const baseURL = inject('baseURL');
const session = browserSession(baseURL);

const FOREIGN: Record<'es' | 'nl' | 'hi', RegExp> = {
  es: /(?:[$£₹₽]|US\$|\bUSD|\bGBP|\bINR|\bRUB)\s?\d|\d\s?(?:[$£₹₽]|\bUSD\b|\bGBP\b|\bINR\b|\bRUB\b)/,
  nl: /(?:[$£₹₽]|US\$|\bUSD|\bGBP|\bINR|\bRUB)\s?\d|\d\s?(?:[$£₹₽]|\bUSD\b|\bGBP\b|\bINR\b|\bRUB\b)/,
  hi: /(?:[$€£₽]|US\$|\bUSD|\bEUR|\bGBP|\bRUB)\s?\d|\d\s?(?:[$€£₽]|\bUSD\b|\bEUR\b|\bGBP\b|\bRUB\b)/,
};
const PLACEHOLDER = /\{(?:price|plan|product|tlds|promo):[^}]*\}/;
const UNAVAILABLE = /Price Unavailable|Precio no disponible|Prijs niet beschikbaar/;

/** The text a reader gets from served HTML: tags, scripts, styles and the RSC payload left out. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0|\u202f/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function around(text: string, pattern: RegExp): string {
  const at = text.search(pattern);
  return at < 0 ? '' : text.slice(Math.max(0, at - 60), at + 60);
}

/** The catalogue's entry of an extension in a currency (GET /api/search-tld). */
async function catalogueEntry(tld: string, currency: Currency): Promise<{ memberPrice: number; nonMemberPrice: number; memberPromoPrice: number | null; nonMemberPromoPrice: number | null; onGoingPromo: boolean }> {
  type Entry = Awaited<ReturnType<typeof catalogueEntry>>;
  const body = (await (await fetch(`${baseURL}/api/search-tld?selectedCurrency=${currency}&searchText=${tld}`)).json()) as { message: Record<string, Entry> };
  return body.message[currency]!;
}

/** Basic S's promotional yearly price in a currency, as content/promotions.json gives it (the membership promotion). */
function basicSPromo(currency: Currency): number {
  const promotion = promotionsDocument.data.promotions.nodes.find((node) => node.id === 'promo-membership-en')!;
  return Number(String((promotion.promotionDetails.memberships![0]!.prices.year as Record<string, string>)[currency.toLowerCase()]).replace(/,/g, ''));
}

const money = (amount: number, currency: Currency, locale: string) => formatMoney(amount, currency, locale).replace(/\s/g, ' ');
const text = async (page: Page, selector: string) => (await page.locator(selector).first().innerText()).replace(/\s/g, ' ');

describe('one currency per page on /es, /nl and /hi', () => {
  it('no page of the sitemap shows money of another currency or an unfilled placeholder; no membership page says Price Unavailable', { timeout: 300_000 }, async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const problems: string[] = [];
    let checked = 0;
    for (const locale of ['es', 'nl', 'hi'] as const) {
      const ofLocale = locs.filter((path) => path === `/${locale}` || path.startsWith(`/${locale}/`));
      // Every content page; of the per-item pages (TLDs, posts, glossary, explore) a sample.
      const pages = [
        ...ofLocale.filter((path) => !/\/(?:domains\/tlds|blog|glossary|explore|category)\//.test(path)),
        ...['com', 'shop', 'es', 'co-uk', 'xn--p1ai'].map((tld) => `/${locale}/domains/tlds/${tld}`),
      ];
      for (const path of [...new Set(pages)]) {
        const response = await fetch(`${baseURL}${path}`);
        if (response.status !== 200) {
          problems.push(`${path}: HTTP ${response.status}`);
          continue;
        }
        const body = visibleText(await response.text());
        checked += 1;
        if (FOREIGN[locale].test(body)) problems.push(`${path}: another currency: …${around(body, FOREIGN[locale])}…`);
        if (PLACEHOLDER.test(body)) problems.push(`${path}: unfilled placeholder: …${around(body, PLACEHOLDER)}…`);
        if (/membership-plans/.test(path) && UNAVAILABLE.test(body)) problems.push(`${path}: ${body.match(UNAVAILABLE)![0]}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  it('in Chromium, with the islands loaded (grids, tables, carousel, sticky bar), the key pages show their own currency only', { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    for (const locale of ['es', 'nl', 'hi'] as const) {
      for (const path of ['', '/domains/domain-registration', '/domains/domain-prices', '/membership-plans', '/membership-plans/promotions', '/domains/tlds/com', '/products/ssl-certificates']) {
        const { page } = await session.open(`/${locale}${path}`);
        await whenIslandsHydrated(page);
        await page.waitForLoadState('networkidle');
        const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
        if (FOREIGN[locale].test(body)) problems.push(`/${locale}${path}: …${around(body, FOREIGN[locale])}…`);
        if (PLACEHOLDER.test(body)) problems.push(`/${locale}${path}: …${around(body, PLACEHOLDER)}…`);
        if (path === '/membership-plans' && UNAVAILABLE.test(body)) problems.push(`/${locale}${path}: ${body.match(UNAVAILABLE)![0]}`);
        await page.close();
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('EUR chosen in the header on English pages', () => {
  it("every price of the home page, a TLD page, /domains/domain-registration and /membership-plans is in euros and is the catalogue's figure", { timeout: 120_000 }, async () => {
    const com = await catalogueEntry('com', 'EUR');
    const eur = (amount: number) => money(amount, 'EUR', 'en');
    // A context of its own: the choice is remembered in the browser.
    const context = await loopbackContext(session.browser);
    const page = await context.newPage();
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await (await whenHydrated(page.getByTestId('header-currency'))).selectOption('EUR');
    const pages: Record<string, string> = {};
    for (const path of ['/', '/domains/tlds/com', '/domains/domain-registration', '/membership-plans']) {
      await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      await whenIslandsHydrated(page);
      await page.waitForLoadState('networkidle');
      const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
      pages[path] = body;
      // Money in the page: only euros (the currency menu's own labels have no figures).
      expect(body, path).not.toMatch(/(?:[$£₹₽]|\bUSD|\bGBP|\bINR|\bRUB)\s?\d|\d\s?(?:[$£₹₽])/);
      expect(body, path).toMatch(/€\s?\d/);
    }
    // Home: the '.com from' chip and the sticky bar are the catalogue's non-member price now (the .com promotion).
    expect(com.onGoingPromo).toBe(true);
    expect(pages['/']).toContain(`.com from ${eur(com.nonMemberPromoPrice!)}`);
    expect(pages['/']).toContain(`Register a .com for ${eur(com.nonMemberPromoPrice!)} the first year`);
    // Home memberships and countdown: the membership facts (Basic S 49.99 EUR, 19.99 EUR on promotion).
    expect(pages['/']).toContain(`Limited offer: Basic S at ${eur(basicSPromo('EUR'))} instead of ${eur(tierYearly(tierById('basic_s')!).EUR)}`);
    // TLD page: both cards, promotion and list price.
    expect(pages['/domains/tlds/com']).toMatch(new RegExp(`Member price .*${escape(eur(com.memberPromoPrice!))} ${escape(eur(com.memberPrice))}`));
    expect(pages['/domains/tlds/com']).toMatch(new RegExp(`Non-member price .*${escape(eur(com.nonMemberPromoPrice!))} ${escape(eur(com.nonMemberPrice))}`));
    // Registration page: the popular grid applies the promotion like every other block.
    expect(pages['/domains/domain-registration']).toMatch(new RegExp(`Member: ${escape(eur(com.memberPromoPrice!))} ?${escape(eur(com.memberPrice))}`));
    expect(pages['/domains/domain-registration']).toContain(`.com ${eur(com.memberPromoPrice!)} / ${eur(com.nonMemberPromoPrice!)}`);
    // Membership plans: the pricing table's Basic (monthly first) and the tier table.
    expect(pages['/membership-plans']).toContain(eur(Math.floor((basicSPromo('EUR') * 100) / 12) / 100));
    expect(pages['/membership-plans']).toContain(`Basic S 3 ${eur(basicSPromo('EUR'))} ${eur(tierYearly(tierById('basic_s')!).EUR)}`);
    expect(pages['/membership-plans']).toContain(eur(tierYearly(tierById('supreme_m')!).EUR));
    await context.close();
  });
});

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('a running promotion promises what the landing page and the catalogue give (en, es, hi)', () => {
  const LOCALES = [
    { prefix: '', locale: 'en', currency: 'USD' },
    { prefix: '/es', locale: 'es', currency: 'EUR' },
    { prefix: '/hi', locale: 'hi', currency: 'INR' },
  ] as const;

  it.each(LOCALES)('$locale: the .com offer on the sticky bar, the carousel, the deal card and the landing page; the Basic S offer on the cards, the carousel and /membership-plans', { timeout: 120_000 }, async ({ prefix, locale, currency }) => {
    const com = await catalogueEntry('com', currency);
    const shown = (amount: number) => money(amount, currency, locale);
    const promo = com.nonMemberPromoPrice!;

    // The landing page of the .com promotion: the non-member card's price now is the catalogue's promotion.
    const { page } = await session.open(`${prefix}/membership-plans/promotions`);
    await whenIslandsHydrated(page);
    const bar = await text(page, '[data-testid="sticky-promo"]');
    expect(bar).toContain(shown(promo));
    const landing = await page.locator('[data-testid="sticky-promo"] a').getAttribute('href');
    // The visitor's A/B variant may add its own query (?variant=b): the landing page is the same.
    expect(new URL(landing!, baseURL).pathname).toBe(`${prefix}/domains/tlds/com`);
    // The carousel's caption of the .com banner and the .com deal card.
    await page.getByTestId('promo-carousel').waitFor();
    const captions = await page.getByTestId('promo-caption').allInnerTexts();
    expect(captions.map((caption) => caption.replace(/\s/g, ' ')).some((caption) => caption.includes(shown(promo)))).toBe(true);
    expect(captions.map((caption) => caption.replace(/\s/g, ' ')).some((caption) => caption.includes(shown(basicSPromo(currency))))).toBe(true);
    const deal = (await page.getByRole('article', { name: '.com', exact: true }).innerText()).replace(/\s/g, ' ');
    expect(deal).toContain(shown(promo));
    expect(deal).toContain(shown(com.memberPromoPrice!));
    await page.goto(`${baseURL}${landing}`, { waitUntil: 'networkidle' });
    await whenIslandsHydrated(page);
    expect(await text(page, '[data-testid="tld-price-cards"] article:nth-of-type(2) [data-testid="price-now"]')).toBe(shown(promo));
    expect(await text(page, '[data-testid="tld-price-cards"] article:nth-of-type(1) [data-testid="price-now"]')).toBe(shown(com.memberPromoPrice!));

    // The Basic S offer: the membership category of the promotions browser, the plan cards (English
    // /membership-plans-new has them), and the landing page /membership-plans.
    const basic = basicSPromo(currency);
    await page.goto(`${baseURL}${prefix}/membership-plans/promotions`, { waitUntil: 'networkidle' });
    await (await whenHydrated(page.getByTestId('promotions-browser').getByRole('combobox').first())).selectOption('membership');
    expect(await text(page, '[data-testid="membership-offer-price"]')).toBe(shown(basic));
    if (locale === 'en') {
      await page.goto(`${baseURL}/membership-plans-new`, { waitUntil: 'networkidle' });
      expect(await text(page, '[data-testid="basic-s-offer"]')).toContain(`${shown(basic)}`);
    }
    await page.goto(`${baseURL}${prefix}/membership-plans`, { waitUntil: 'networkidle' });
    await whenIslandsHydrated(page);
    await page.getByRole('radio', { name: /Yearly|Anual/ }).click();
    expect(await text(page, '[data-testid="membership-pricing-table"] [data-plan="basic"] [data-testid="plan-amount"]')).toBe(shown(basic));
    expect(await text(page, '[data-tier="basic_s"] [data-testid="tier-price"]')).toContain(shown(basic));
    await page.close();
  });
});
