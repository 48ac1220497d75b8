import { describe, expect, inject, it } from 'vitest';
import { browserSession, seriousViolations, whenHydrated } from './browser';

/**
 * The content hub in a real browser against the built site: the blog hub's cursor paging, category
 * and search modes (with and without JavaScript), the glossary's letter bar, the templates tabs,
 * and axe on the hub's pages. Rules that need no browser are proven by unit tests (src/lib/posts,
 * src/lib/glossary, src/lib/resources, src/blocks/content-hub.test.tsx).
 */
const baseURL = inject('baseURL');
const session = browserSession(baseURL);

describe('content hub pages in en, es and nl', () => {
  const pages: Array<[string, Record<'en' | 'es' | 'nl', string>]> = [
    ['/blog', { en: 'Latest articles', es: 'Últimos artículos', nl: 'Nieuwste artikelen' }],
    ['/glossary', { en: 'Domain glossary', es: 'Glosario de dominios', nl: 'Domeinwoordenlijst' }],
    ['/glossary/dnssec', { en: 'DNS Security Extensions', es: 'Extensiones de seguridad del DNS', nl: 'DNS Security Extensions' }],
    ['/explore', { en: 'Email security', es: 'Seguridad del correo', nl: 'E-mailbeveiliging' }],
    ['/explore/dns', { en: 'DNS and name servers', es: 'DNS y servidores de nombres', nl: 'DNS en nameservers' }],
    ['/templates', { en: 'Domain sale announcement', es: 'Anuncio de oferta de dominios', nl: 'Aankondiging domeinactie' }],
    ['/faq', { en: 'How many domain extensions can I sell?', es: '¿Cuántas extensiones de dominio puedo vender?', nl: 'Hoeveel domeinextensies kan ik verkopen?' }],
  ];
  const posts = { en: ['/blog/choosing-the-right-extension', 'Choosing the right extension'], es: ['/es/blog/elegir-la-extension-adecuada', 'Cómo elegir la extensión adecuada'], nl: ['/nl/blog/de-juiste-extensie-kiezen', 'De juiste extensie kiezen'] } as const;

  it('answer 200 with their first content in the served HTML, and are listed in the sitemap', async () => {
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const listed = (path: string) => sitemap.includes(`<loc>${baseURL}${path}</loc>`);
    for (const locale of ['en', 'es', 'nl'] as const) {
      const prefix = locale === 'en' ? '' : `/${locale}`;
      for (const [path, text] of [...pages.map(([path, texts]) => [`${prefix}${path}`, texts[locale]] as const), posts[locale]]) {
        const response = await fetch(`${baseURL}${path}`);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toContain(text);
        expect(listed(path), `${path} in the sitemap`).toBe(true);
      }
    }
    expect(listed('/category/dns-hosting')).toBe(true);
    const feed = await fetch(`${baseURL}/es/blog/feed.xml`);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    expect(await feed.text()).toContain('<language>es-ES</language>');
  });
});

describe('blog hub', () => {
  it('pages past post 50 with the next cursor page, resets to page 1 on a category, finds a word in a body, and Clear restores', async () => {
    const { page, errors } = await session.open('/blog');
    const hub = page.getByTestId('blog-hub');
    await whenHydrated(page.getByRole('link', { name: 'Page 5' }));
    const cursorRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/posts')) cursorRequests.push(new URL(request.url()).searchParams.get('after') ?? '');
    });

    await page.getByRole('link', { name: 'Page 5' }).click();
    await expect.poll(() => hub.getAttribute('data-page'), { timeout: 10_000 }).toBe('5');
    expect(cursorRequests).toEqual(['']);
    await page.getByRole('link', { name: /Next/ }).click();
    await expect.poll(() => hub.getAttribute('data-page'), { timeout: 10_000 }).toBe('6');
    expect(cursorRequests).toHaveLength(2);
    expect(cursorRequests[1]).not.toBe('');
    expect(page.url()).toBe(`${baseURL}/blog?page=6`);
    expect(await hub.locator('article').count()).toBe(10);

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'DNS and hosting' }).click();
    await expect.poll(() => hub.getAttribute('data-page'), { timeout: 10_000 }).toBe('1');
    expect(await hub.getAttribute('data-mode')).toBe('category');
    expect(page.url()).toBe(`${baseURL}/blog?category=dns-hosting`);
    await expect.poll(() => hub.getByRole('heading', { level: 2 }).first().textContent()).toBe('Articles in DNS and hosting');

    await page.getByLabel('Search the blog').fill('afternic');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => hub.getAttribute('data-mode'), { timeout: 10_000 }).toBe('search');
    await hub.getByRole('link', { name: /Domain investing basics for resellers/ }).waitFor();
    expect(await hub.locator('article').count()).toBe(1);
    await hub.getByRole('link', { name: 'Clear' }).click();
    await expect.poll(() => hub.getAttribute('data-mode'), { timeout: 10_000 }).toBe('category');
    await page.goBack();
    await expect.poll(() => hub.getAttribute('data-mode'), { timeout: 10_000 }).toBe('search');

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works without JavaScript: links and GET forms are served by the server', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/blog`);
    await page.getByLabel('Category').selectOption('email');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`${baseURL}/blog?category=email`);
    expect(await page.getByTestId('blog-hub').getAttribute('data-mode')).toBe('category');
    await page.getByLabel('Search the blog').fill('dnssec');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/search=dnssec/);
    expect(await page.getByRole('heading', { name: 'Search results for “dnssec”' }).count()).toBe(1);
    expect(await page.getByTestId('blog-hub').locator('article').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('a post page: meta, JSON-LD BlogPosting, hreflang, reading time, recommended carousel, axe', async () => {
    const { page, errors } = await session.open('/blog/cybersecurity/nis2-what-resellers-need-to-know');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: 'NIS2: what resellers need to know', inLanguage: 'en-US' });
    expect(await page.locator('link[rel="alternate"][hreflang="es-ES"]').getAttribute('href')).toBe(`${baseURL}/es/blog/nis2-lo-que-deben-saber-los-revendedores`);
    expect(await page.getByText(/\d+ min read/).count()).toBe(1);
    const carousel = page.getByTestId('blog-carousel');
    await whenHydrated(carousel.getByRole('button', { name: 'Next articles' }));
    await carousel.getByRole('button', { name: 'Next articles' }).click();
    await expect.poll(() => carousel.getAttribute('data-index')).toBe('1');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('glossary and templates', () => {
  it('a glossary letter scrolls its section to 50 px below the header and the bar marks it; axe', async () => {
    const { page, errors } = await session.open('/glossary');
    const letter = page.getByRole('link', { name: 'Terms starting with R' });
    await whenHydrated(letter);
    expect(await page.getByText('Y: no terms').count()).toBe(1);
    await letter.click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('glossary-r')!.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom)), { timeout: 15_000 }).toBe(50);
    await expect.poll(() => letter.getAttribute('aria-current'), { timeout: 5_000 }).toBe('true');
    expect(await page.locator('nav[data-sticky="true"]').count()).toBe(1);
    await page.getByLabel('Search the glossary').fill('registry lock');
    expect(await page.getByTestId('glossary').getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Registry lock']);
    await page.getByLabel('Search the glossary').fill('');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('templates: a tab change clears the search, ?selectedoption opens the toolkits; axe', async () => {
    const { page, errors } = await session.open('/templates');
    const templates = page.getByTestId('templates');
    const search = page.getByLabel('Search templates and toolkits');
    await whenHydrated(search);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => templates.getAttribute('data-page')).toBe('2');
    await search.fill('story');
    await expect.poll(() => templates.getAttribute('data-page')).toBe('1');
    await page.getByRole('tab', { name: 'Marketing toolkits' }).click();
    await expect.poll(() => templates.getAttribute('data-tab')).toBe('toolkits');
    expect(await search.inputValue()).toBe('');
    expect(await page.getByRole('link', { name: /Download/ }).first().getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${baseURL}/templates?selectedoption=1`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('templates').getAttribute('data-tab')).toBe('toolkits');
    expect(errors).toEqual([]);
    await page.close();
  });
});
