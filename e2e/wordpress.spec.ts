import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWordPress, type FakeSiteData, type FakeWordPress } from '../src/lib/content/wordpress/testing/fake-wpgraphql';
import { startServer, type RunningServer } from './server';

/**
 * The built site under `next start` with CONTENT_SOURCE=wordpress against a WPGraphQL double on
 * loopback: pages come from WordPress, answers are cached (Next's data cache), POST /api/revalidate
 * makes an edit show without a rebuild, and a CMS failure is an error page, not a 404.
 */
const SECRET = 'e2e-revalidate-secret-0123456789';
const TOKEN = 'e2e-token';

const heading = (title: string) => ({
  name: 'acf/heading',
  attributesJSON: JSON.stringify({ heading: { title, tag: 'h1' } }),
  innerBlocks: [],
});

function page(uri: string, title: string, locale = 'en_US', translations: Array<{ href: string; locale: string }> = []) {
  return { id: `page:${uri}`, uri, title, slug: uri.replaceAll('/', ''), seo: { title: `${title} | WP` }, blocks: [heading(title)], locale: { id: locale }, translations };
}

let fake: FakeWordPress;
let site: FakeSiteData;
let server: RunningServer;

/** Text of the page's h1 (the heading block wraps its title in a span). */
const h1 = (html: string) => html.match(/<h1[^>]*>(?:<span[^>]*>)?(.*?)(?:<\/span>)?<\/h1>/)?.[1] ?? null;

const pageRequests = (uri: string) => fake.requests.filter((r) => r.operationName === 'GetPageDetail' && r.variables.uri === uri).length;

beforeAll(async () => {
  fake = await startFakeWordPress((origin) => {
    site = {
      pages: [
        page('/', 'WordPress home', 'en_US', [{ href: `${origin}/nl/`, locale: 'nl_NL' }]),
        page('/nl/', 'WordPress thuis', 'nl_NL', [{ href: `${origin}/`, locale: 'en_US' }]),
        page('/about-us/', 'About us from WordPress'),
        page('/broken/', 'Broken'),
      ],
      posts: [],
      themeOptions: { colors: { accent: '#ff6600' }, company: { brandName: 'WP' } },
    };
    return site;
  });
  server = await startServer({
    CONTENT_SOURCE: 'wordpress',
    WORDPRESS_GRAPHQL_URL: fake.url,
    WORDPRESS_AUTH_TOKEN: TOKEN,
    WORDPRESS_TIMEOUT_MS: '3000',
    REVALIDATE_SECRET: SECRET,
  });
});

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

describe('CONTENT_SOURCE=wordpress under next start', () => {
  it('renders WordPress pages, in the requested locale, with the bearer token', async () => {
    const response = await fetch(`${server.url}/about-us`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1(html)).toBe('About us from WordPress');
    // The SEO plugin's title already ends in the site's brand (the company record's): kept as is.
    expect(html).toContain('<title>About us from WordPress | WP</title>');
    expect(fake.requests.find((r) => r.operationName === 'GetPageDetail')?.headers.authorization).toBe(`Bearer ${TOKEN}`);

    const dutch = await (await fetch(`${server.url}/nl`)).text();
    expect(h1(dutch)).toBe('WordPress thuis');
    // A locale without the page falls back to English.
    const spanish = await (await fetch(`${server.url}/es/about-us`)).text();
    expect(h1(spanish)).toBe('About us from WordPress');
  });

  it('serves repeats from the cache and shows an edit after POST /api/revalidate', async () => {
    await fetch(`${server.url}/about-us`);
    const before = pageRequests('/about-us/');
    const about = site.pages.find((p) => p.uri === '/about-us/')!;
    about.title = 'Edited in WordPress';
    about.blocks = [heading('Edited in WordPress')];

    const cached = await (await fetch(`${server.url}/about-us`)).text();
    expect(h1(cached)).toBe('About us from WordPress');
    expect(pageRequests('/about-us/')).toBe(before);

    const denied = await fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'not-the-secret-at-all' },
      body: JSON.stringify({ uri: '/about-us/' }),
    });
    expect(denied.status).toBe(401);

    const revalidated = await fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
      body: JSON.stringify({ uri: '/about-us/', type: 'page' }),
    });
    expect(revalidated.status).toBe(200);
    expect((await revalidated.json()).revalidated.tags).toContain('wp:page:/about-us/');

    const fresh = await (await fetch(`${server.url}/about-us`)).text();
    expect(h1(fresh)).toBe('Edited in WordPress');
    expect(pageRequests('/about-us/')).toBeGreaterThan(before);
  });

  it('lists WordPress pages in the sitemap, translations under their site path', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(urls).toEqual(expect.arrayContaining(['/', '/nl', '/hi', '/about-us', '/hi/about-us']));
    expect(urls).not.toContain('/nl/nl');
    expect(fake.requests.some((r) => r.operationName === 'GetAllPages')).toBe(true);
  });

  it('answers 404 for a page WordPress does not have, and an error (not a 404) when WordPress fails', async () => {
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);

    fake.override = (request) =>
      request.operationName === 'GetPageDetail' && request.variables.uri === '/broken/'
        ? { body: { errors: [{ message: 'Internal server error' }], data: { page: null } } }
        : undefined;
    const failed = await fetch(`${server.url}/broken`);
    expect(failed.status).toBe(500);
    fake.override = null;
    // The failure was not cached: once WordPress answers again, so does the page.
    const recovered = await fetch(`${server.url}/broken`);
    expect(recovered.status).toBe(200);
    expect(h1(await recovered.text())).toBe('Broken');
  });
});
