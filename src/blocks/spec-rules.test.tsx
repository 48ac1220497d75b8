// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { blockRegistry } from './registry';
import type { BlockAttributes, JsonValue } from '@/lib/content/types';
import { parseHtml, renderBlockHtml } from '@/test/render-server';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

/** Rules of the spec that several blocks share or that an audit found missing (issue 27). */
async function doc(name: string, attributes: BlockAttributes, context: { path?: string; locale?: 'en' | 'es' | 'nl' | 'hi' } = {}) {
  return parseHtml(await renderBlockHtml(name, attributes, context));
}

describe('an explicit h3 stays h3 (heading tag h1-h6, default h3)', () => {
  it.each([
    ['acf/promo', {}],
    ['acf/promo', { advIdentity: 'black_friday_promo' }],
    ['acf/banner', { advIdentity: 'membership-landing-page' }],
    ['acf/product-pricing', { monthlyPlans: [{ feature: 'Plesk Web Admin', price: '€6.49' }] }],
  ])('%s %j', async (name, attributes) => {
    const page = await doc(name, { heading: { title: 'Tagged h3', tag: 'h3' }, ...attributes });
    expect(page.querySelector('h3')?.textContent).toBe('Tagged h3');
    expect(page.querySelector('h1, h2')?.textContent ?? '').not.toBe('Tagged h3');
  });
});

describe('hero and promo identities', () => {
  it('black_friday_tld_hero is a hero variant with its own look and a domain search', async () => {
    expect(blockRegistry.get('acf/hero')?.variants).toContain('black_friday_tld_hero');
    const page = await doc('acf/hero', { advIdentity: 'black_friday_tld_hero', heading: { title: 'Black Friday', tag: 'h2' }, features: ['.com', '.shop'] });
    expect(page.querySelector('[data-variant]')?.getAttribute('data-variant')).toBe('black_friday_tld_hero');
    expect(page.querySelector('form input')).not.toBeNull();
    expect([...page.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['.com', '.shop']);
    expect(blockRegistry.get('acf/promo')?.variants).not.toContain('black_friday_tld_hero');
  });

  it('black-friday is a promo identity with the Black Friday look; membership-promo differs from the untagged promo', async () => {
    const family = async (identity?: string) => (await doc('acf/promo', { heading: { title: 'Offer', tag: 'h2' }, ...(identity ? { advIdentity: identity } : {}) })).querySelector('[data-variant]')?.getAttribute('data-variant');
    expect(await family('black-friday')).toBe('black-friday');
    expect(await family('membership-promo')).toBe('membership');
    expect(await family(undefined)).toBe('promo');
  });

  it("the SSL promo's teaser names the DV certificate's price from the product prices, in the page's currency and language", async () => {
    const teaser = async (locale: 'en' | 'es') => (await doc('acf/promo', { heading: { title: 'SSL', tag: 'h2' }, advIdentity: 'ssl_promo' }, { locale })).querySelector('[data-variant="ssl"] ul li')?.textContent;
    expect(await teaser('en')).toMatch(/^SSL from \$\d+\.\d{2} per year$/);
    expect(await teaser('es')).toMatch(/^SSL desde \d+,\d{2}\s€ al año$/);
  });
});

describe('shared block attributes', () => {
  it('width is the block’s maximum width, centred; keywords, lengths and percentages only', async () => {
    const width = async (value: string) => (await doc('acf/heading', { heading: { title: 'W', tag: 'h2' }, width: value })).querySelector('[data-block-width]')?.getAttribute('style') ?? null;
    expect(await width('720')).toContain('max-width:720px');
    expect(await width('60%')).toContain('max-width:60%');
    expect(await width('narrow')).toContain('max-width:48rem');
    expect(await width('expression(alert(1))')).toBeNull();
    expect(await width('')).toBeNull();
  });

  it('heading_settings: heading_tag is the tag when the heading names none; sub_heading_tag the sub heading’s tag', async () => {
    const hero = await doc('acf/hero', { heading: { title: 'Hero title' }, sub_heading: 'Sub', heading_settings: { heading_tag: 'h2', sub_heading_tag: 'h4' } });
    expect(hero.querySelector('h2')?.textContent).toBe('Hero title');
    expect(hero.querySelector('h4')?.textContent).toBe('Sub');
    const own = await doc('acf/hero', { heading: { title: 'Own tag', tag: 'h1' }, heading_settings: { heading_tag: 'h2' } });
    expect(own.querySelector('h1')?.textContent).toBe('Own tag');
    const grid = await doc('acf/section-grid', { heading: 'Grid', sub_heading: 'Grid sub', heading_settings: { heading_tag: 'h2', sub_heading_tag: 'h3' }, items: [{ title: 'A' }] });
    expect(grid.querySelector('h2')?.textContent).toBe('Grid');
    expect(grid.querySelector('h3')?.textContent).toBe('Grid sub');
    const banner = await doc('acf/banner', { heading: { title: 'Banner', tag: 'h2' }, sub_heading: 'Banner sub', heading_settings: { sub_heading_tag: 'h5' } });
    expect(banner.querySelector('h5')?.textContent).toBe('Banner sub');
  });

  it('the mobile image settings give heroes and banners their phone image', async () => {
    const settings = { mobileImage: '/images/mobile.svg', width: 390, height: 300, priority: 'on', alt: '' };
    const image = { url: '/images/desktop.svg', width: 1200, height: 400, alt: 'Desktop' };
    for (const name of ['acf/hero', 'acf/banner']) {
      const page = await doc(name, { heading: { title: 'T', tag: 'h2' }, image, mobile_image_settings: settings });
      expect(page.querySelector('picture source[media="(max-width: 767px)"]')?.getAttribute('srcset'), name).toBe('/images/mobile.svg');
    }
  });
});

describe('cards and section grid settings (card items, block settings)', () => {
  const items: JsonValue[] = [{ title: 'One', sub_heading: 'Sub one', badge_title: 'New', is_active: 'on' }, { title: 'Two' }];

  it('a card shows its badge_title and sub_heading; the is_active card is highlighted', async () => {
    const page = await doc('acf/section-grid', { items });
    const [first, second] = [...page.querySelectorAll('ul > li')];
    expect(first?.querySelector('[data-badge]')?.textContent).toBe('New');
    expect(first?.textContent).toContain('Sub one');
    expect(first?.getAttribute('data-active')).toBe('true');
    expect(second?.hasAttribute('data-active')).toBe(false);
  });

  it('is_active off hides the block; lists_icon is the icon of items without their own; a button with is_active off is not shown', async () => {
    expect((await doc('acf/section-grid', { items, is_active: 'off' })).querySelector('section')).toBeNull();
    expect((await doc('acf/section-grid', { items, is_active: false })).querySelector('section')).toBeNull();
    expect((await doc('acf/section-grid', { items })).querySelector('section')).not.toBeNull();
    const icons = await doc('acf/section-grid', { items: [{ title: 'A' }, { title: 'B', icon: '/own.svg' }], lists_icon: '/list.svg' });
    expect([...icons.querySelectorAll('li img')].map((img) => img.getAttribute('src'))).toEqual(['/list.svg', '/own.svg']);
    const buttons = await doc('acf/section-grid', { items, button: { title: 'Shown', url: '/a' }, buttonTwo: { title: 'Hidden', url: '/b', is_active: 'false' } });
    expect([...buttons.querySelectorAll('a')].map((a) => a.textContent)).toContain('Shown');
    expect(buttons.body.textContent).not.toContain('Hidden');
  });
});

describe('a feature list in the className setting (text block)', () => {
  it('a JSON list becomes the feature lines; invalid JSON is logged and the list stays empty', async () => {
    const listed = await doc('acf/text-block', { title: 'Why us', className: '["Fast checkout","Bulk transfers"]' });
    expect([...listed.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Fast checkout', 'Bulk transfers']);
    expect(listed.querySelector('[class*="["]')).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = await doc('acf/text-block', { title: 'Why us', className: '["Fast checkout",' });
    expect(broken.querySelectorAll('li')).toHaveLength(0);
    expect(warn.mock.calls.flat().join(' ')).toContain('className feature list is not valid JSON');
    warn.mockRestore();
    const css = await doc('acf/text-block', { title: 'Why us', className: 'my-class' });
    expect(css.querySelector('.my-class')).not.toBeNull();
  });
});

describe('domain search extension (only a configured search_ext is appended)', () => {
  it('the home hero without search settings appends no extension of its own', async () => {
    const { homepageSearchDefaults } = await import('./hero/Hero');
    expect(homepageSearchDefaults.searchExt).toBe('');
  });
});

describe('the home image breakpoints 768 and 1200', () => {
  it('homepage_hero: phone image below 768, tablet image below 1200, the image from 1200', async () => {
    const page = await doc('acf/hero', {
      advIdentity: 'homepage_hero',
      heading: { title: 'Home', tag: 'h1' },
      image: { url: '/desktop.svg', width: 560, height: 420, alt: 'Platform' },
      image_tablet: { url: '/tablet.svg', width: 400, height: 300, alt: '' },
      image_mobile: { url: '/mobile.svg', width: 360, height: 270, alt: '' },
    });
    const sources = [...page.querySelectorAll('[data-home-image] source')].map((source) => [source.getAttribute('media'), source.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['(max-width: 767.98px)', '/mobile.svg'],
      ['(max-width: 1199.98px)', '/tablet.svg'],
    ]);
    expect(page.querySelector('[data-home-image] img')?.getAttribute('sizes')).toContain('(min-width: 1200px)');
  });
});

describe('promo "Valid until"', () => {
  it('English: the ordinal date, N/A without one; Spanish and Dutch never read "… N/A"', async () => {
    const until = async (locale: 'en' | 'es' | 'nl', endDate?: string) =>
      (await doc('acf/promo', { heading: { title: 'Offer', tag: 'h2' }, ...(endDate ? { end_date: endDate } : {}) }, { locale })).querySelector('[data-testid="promo-valid-until"]')?.textContent;
    expect(await until('en', '2027-12-31')).toBe('Valid until 31st of December 2027');
    expect(await until('en')).toBe('Valid until N/A');
    expect(await until('es', '2027-12-31')).toBe('Válido hasta el 31 de diciembre de 2027');
    expect(await until('es')).not.toContain('N/A');
    expect(await until('nl')).not.toContain('N/A');
  });
});

describe("switches enabled by the value 'on'", () => {
  it('the blog list pagination and the tables’ pagination and search take only on', async () => {
    const { blogCardsSchema } = await import('./blog-cards/schema');
    expect(blogCardsSchema.parse({ pagination: 'on' }).pagination).toBe(true);
    for (const other of ['true', '1', 'yes', true, 1]) expect(blogCardsSchema.parse({ pagination: other }).pagination, String(other)).toBe(false);
    const { productTableBlockSchema } = await import('./product-table/schema');
    const table = (pagination: unknown, searchable: unknown) => productTableBlockSchema.parse({ table: 'premiumDnsTableData', pagination: { enabled: pagination, per_page: 5 }, searchable });
    expect(table('on', 'ON')).toMatchObject({ paginate: true, searchable: true, pageSize: 5 });
    expect(table('yes', true)).toMatchObject({ paginate: false, searchable: false });
  });
});

describe('pricing card and its SpamExperts layout', () => {
  // The prices name their figures: the DV certificate's reseller price (4.29 USD) and list price (8.99 USD).
  const items: JsonValue[] = [{ heading: 'Incoming', sub_heading: '{product:ssl-dv} / year', text: '{product:ssl-dv:list}', button: { title: 'Try it', url: '/x' } }];
  it('the price is the sub_heading, the old price the struck-through text, under the heading', async () => {
    const page = await doc('acf/section-grid', { advIdentity: 'pricing-cards', items });
    const card = page.querySelector('li')!;
    expect(card.textContent).toContain('Incoming');
    expect(card.textContent).toContain('$4.29 / year');
    expect(card.querySelector('s')?.textContent).toBe('$8.99');
    expect(page.querySelector('[data-variant]')?.getAttribute('data-variant')).toBe('pricing-cards');
  });
  it('on /products/security/spamexperts the alternate layout', async () => {
    const page = await doc('acf/section-grid', { advIdentity: 'pricing-cards', items }, { path: '/products/security/spamexperts' });
    expect(page.querySelector('[data-variant]')?.getAttribute('data-variant')).toBe('pricing-cards:spamexperts');
  });
});

describe('the security mail-filtering product page (its special call-to-action layout)', () => {
  it('a call-to-action banner on /products/security/spamexperts takes the special layout; elsewhere the usual one', async () => {
    const attributes = { heading: { title: 'Filter every mail', tag: 'h2' }, button: { title: 'Start', url: '/x' } };
    expect((await doc('acf/cta-banner', attributes, { path: '/products/security/spamexperts' })).querySelector('[data-layout="spamexperts"]')).not.toBeNull();
    expect((await doc('acf/cta-banner', attributes, { path: '/membership-plans' })).querySelector('[data-layout="spamexperts"]')).toBeNull();
  });
});

describe("the 'why choose us' sales section", () => {
  it('is a block of its own: heading, sub heading, reasons as cards with their h3 titles, and the home page uses it', async () => {
    expect(blockRegistry.has('acf/why-choose-us')).toBe(true);
    const page = await doc('acf/why-choose-us', { heading: { title: 'Why resellers choose us', tag: 'h2' }, points: ['Registrar since 2004'], items: [{ title: 'Cost price', text: '<p>At cost.</p>', link: '/domains/domain-prices' }, { heading: { title: 'Bulk transfers' } }] });
    expect(page.querySelector('[data-variant="why-choose-us"] h2')?.textContent).toBe('Why resellers choose us');
    expect([...page.querySelectorAll('li h3')].map((h3) => h3.textContent)).toEqual(['Cost price', 'Bulk transfers']);
    expect(page.body.textContent).toContain('Registrar since 2004');
    const { readFileSync } = await import('node:fs');
    for (const locale of ['en_US', 'es_ES', 'nl_NL']) {
      const home = JSON.parse(readFileSync(`content/pages/${locale}/home.json`, 'utf8')) as { data: { page: { blocks: Array<{ name: string }> } } };
      expect(home.data.page.blocks.map((block) => block.name), locale).toContain('acf/why-choose-us');
    }
  });
});

describe('home paths', () => {
  const home = { advIdentity: 'homepage_hero', heading: { title: 'Home', tag: 'h1' }, search: { search_ext: 'com' } };

  it('the trust-features band follows the home hero on the home paths only', async () => {
    expect((await doc('acf/hero', home, { path: '/' })).querySelector('[data-testid="trust-features-band"]')).not.toBeNull();
    expect((await doc('acf/hero', home, { path: '/', locale: 'es' })).querySelector('[data-testid="trust-features-band"]')?.textContent).toContain('Certificación ISO 27001');
    expect((await doc('acf/hero', { heading: { title: 'Generic', tag: 'h1' } }, { path: '/homepage-partner-logos' })).querySelector('[data-testid="trust-features-band"]')).not.toBeNull();
    expect((await doc('acf/hero', home, { path: '/membership-plans' })).querySelector('[data-testid="trust-features-band"]')).toBeNull();
  });

  it("on '/' (and /es, /nl) the home hero has the pricing spec's savings button to #mm_savings and the floating scroll-down button", async () => {
    const page = await doc('acf/hero', home, { path: '/' });
    expect(page.querySelector('[data-testid="home-savings-button"] a')?.getAttribute('href')).toBe('#mm_savings');
    expect(page.querySelector('[data-variant="homepage_hero"]')?.textContent).toContain('.com');
    expect(page.body.innerHTML).toContain('Scroll down to the savings');
    const elsewhere = await doc('acf/hero', home, { path: '/products/plesk' });
    expect(elsewhere.querySelector('[data-testid="home-savings-button"]')).toBeNull();
    const { readFileSync } = await import('node:fs');
    for (const locale of ['en_US', 'es_ES', 'nl_NL']) {
      const blocks = (JSON.parse(readFileSync(`content/pages/${locale}/home.json`, 'utf8')) as { data: { page: { blocks: Array<{ name: string; attributesJSON: string }> } } }).data.page.blocks;
      expect(blocks.some((block) => block.name === 'acf/savings-calculator' && JSON.parse(block.attributesJSON).anchor === 'mm_savings'), locale).toBe(true);
    }
  });

  it('the price search shows the larger price cards on the home paths', async () => {
    expect((await doc('acf/tld-price-search', {}, { path: '/' })).querySelector('[data-card-size="large"]')).not.toBeNull();
    expect((await doc('acf/tld-price-search', {}, { path: '/domains/domain-prices' })).querySelector('[data-card-size="large"]')).toBeNull();
  });
});

describe('/domains/domain-transfer', () => {
  it('the transfer hero’s video starts at its end there; on other transfer paths it plays', async () => {
    const attributes = { heading: { title: 'Transfer', tag: 'h1' }, background_video: '/media/transfer.webm' };
    expect((await doc('acf/hero', attributes, { path: '/domains/domain-transfer' })).querySelector('video[data-start-at-end]')).not.toBeNull();
    const other = await doc('acf/hero', attributes, { path: '/offers/domain-transfer-deal' });
    expect(other.querySelector('video')).not.toBeNull();
    expect(other.querySelector('video[data-start-at-end]')).toBeNull();
  });
});

describe('contact hub fixed links', () => {
  it('the hub is the in-page anchor for all operations, with the sign-up link; the forms link back to it', async () => {
    const hub = await doc('acf/contact-hub', {}, { locale: 'es' });
    expect(hub.querySelector('#all-operations [data-card="sales"] a, #all-operations a')).not.toBeNull();
    expect(hub.querySelector('[data-testid="contact-hub-sign-up"] a')?.getAttribute('href')).toBe('https://cp.nameport.example/signup');
    expect(hub.querySelector('[data-testid="contact-hub-sign-up"]')?.textContent).toContain('Crea una cuenta gratuita');
    const form = await doc('acf/support-forms', { advIdentity: 'domain-owner-form' });
    expect(form.querySelector('[data-testid="all-operations-link"]')?.getAttribute('href')).toBe('#all-operations');
  });
});

describe('long description', () => {
  it('collapsed: the description; expanded: the second paragraph and the badge text instead; back again', async () => {
    const page = await doc('acf/text-block', { title: 'Plans', descriptionOne: '<p>Short.</p>', descriptionTwo: '<p>The long story.</p>', badge: 'New' });
    const box = page.querySelector('[data-long-description]')!;
    expect(box.getAttribute('data-long-description')).toBe('collapsed');
    const [description, second] = [...box.children] as HTMLElement[];
    expect(description?.hidden).toBe(false);
    expect(second?.hidden).toBe(true);
    expect(second?.textContent).toContain('The long story.');
    expect(second?.textContent).toContain('New');

    const { render, screen, fireEvent } = await import('@testing-library/react');
    const { LongDescription } = await import('./text-block/LongDescription.client');
    render(<LongDescription description={<p>Short.</p>} second={<p>The long story.</p>} badge="New" moreLabel="Read More" lessLabel="Read Less" />);
    fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(screen.getByText('Short.').parentElement?.hidden).toBe(true);
    expect(screen.getByText('The long story.').parentElement?.hidden).toBe(false);
    expect(screen.getByTestId('long-description-badge')).toHaveTextContent('New');
    fireEvent.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(screen.getByText('Short.').parentElement?.hidden).toBe(false);
  });
});

describe('the sports promo grid shows only on domain-registration and /promotions paths', () => {
  it('renders there and nowhere else, the block catalogue included (its fixture names the path it is shown at)', async () => {
    const fixture = blockRegistry.get('acf/sports-promo-grid')!.fixtures[0]!;
    const at = async (path: string) => parseHtml(await renderBlockHtml('acf/sports-promo-grid', fixture.attributes, { path })).getElementById('sports-promo-block');
    expect(await at('/domain-registration')).not.toBeNull();
    expect(await at('/promotions')).not.toBeNull();
    expect(await at('/blocks')).toBeNull();
    expect(await at('/membership-plans')).toBeNull();
    expect(fixture.path).toBe('/domain-registration');
  });
});

describe('tld promo lists auto-scroll to the sports block on load', () => {
  it('scrolls on load; not when the address targets another part, nor once the visitor acts', async () => {
    const { render, cleanup } = await import('@testing-library/react');
    const { ScrollToBlockOnLoad } = await import('./sports-promo-grid/TldPromoTiles.client');
    vi.useFakeTimers();
    const block = document.createElement('section');
    block.id = 'sports-promo-block';
    const scroll = vi.fn();
    block.scrollIntoView = scroll;
    document.body.appendChild(block);
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => ({ matches: false }) });
    try {
      render(<ScrollToBlockOnLoad anchor="sports-promo-block" />);
      vi.advanceTimersByTime(150);
      expect(scroll).toHaveBeenCalledTimes(1);
      cleanup();

      window.history.replaceState(null, '', '#pricing-table');
      render(<ScrollToBlockOnLoad anchor="sports-promo-block" />);
      vi.advanceTimersByTime(150);
      expect(scroll).toHaveBeenCalledTimes(1);
      cleanup();

      window.history.replaceState(null, '', window.location.pathname);
      render(<ScrollToBlockOnLoad anchor="sports-promo-block" />);
      window.dispatchEvent(new Event('pointerdown'));
      vi.advanceTimersByTime(150);
      expect(scroll).toHaveBeenCalledTimes(1);
    } finally {
      cleanup();
      block.remove();
      vi.useRealTimers();
    }
  });
});

describe('blog list fetch errors are only logged (BlogListQuery)', () => {
  it("a failed 'Load more...' logs and shows no error line; the button stays to try again", async () => {
    const { screen, fireEvent, waitFor } = await import('@testing-library/react');
    const { renderIsland } = await import('@/test/render-island');
    const { BlogCards } = await import('./blog-cards/BlogCards.client');
    const post = (id: string) => ({ id, title: `Post ${id}`, excerpt: '', href: `/blog/${id}`, date: '2026-01-01', dateLabel: 'January 1, 2026', categories: [], image: null, lang: 'en-US' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderIsland(<BlogCards initial={[post('1')]} endCursor="c1" hasNextPage pageSize={1} pagination locale="en" category={null} gridClassName="" />, {
      namespaces: ['blog.cards', 'blog.card', 'blog.hub.categories'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load more...' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
    // (React's development warning about this file's server renders sharing the messages context with
    // this client render is not the list's error.)
    expect(error.mock.calls.map((call) => String(call[0])).filter((text) => !text.startsWith('Detected multiple renderers'))).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Load more...' })).toBeInTheDocument();
    vi.unstubAllGlobals();
    warn.mockRestore();
    error.mockRestore();
  });
});

describe('desktop carousel above 1000 px', () => {
  it('the hero image carousels are carousels only above 1000 px; below, a row to swipe', async () => {
    const { DESKTOP_CAROUSEL_QUERY } = await import('@/lib/marketing/constants');
    expect(DESKTOP_CAROUSEL_QUERY).toBe('(min-width: 1001px)');
    const images = ['/a.svg', '/b.svg'].map((url) => ({ url, width: 665, height: 367, alt: '' }));
    const page = await doc('acf/hero', { advIdentity: 'membership-hero-banner', heading: { title: 'Hero', tag: 'h1' }, images });
    const carousel = page.querySelector('[data-testid="hero-carousel"]')!;
    // Server render (no width known yet): the swipe row; the carousel starts once the query matches.
    expect(carousel.getAttribute('data-carousel')).toBe('off');
    expect(carousel.querySelector('.overflow-x-auto, [class*="overflow-x-auto"]')).not.toBeNull();
  });
});

describe('latest_ui is the 7000 ms / 400 ms testimonial carousel (block registry)', () => {
  it('acf/testimonial-carousel answers the identity latest_ui with its 7000/400 timings', async () => {
    expect(blockRegistry.get('acf/testimonial-carousel')?.variants).toContain('latest_ui');
    const resolved = blockRegistry.get('acf/testimonial-carousel')!.resolve({ advIdentity: 'latest_ui', testimonials: [] });
    expect(resolved.ok && resolved.variant).toBe('latest_ui');
    const { TESTIMONIAL_CAROUSEL_INTERVAL_MS, TESTIMONIAL_CAROUSEL_FADE_MS } = await import('@/lib/social-proof/constants');
    expect([TESTIMONIAL_CAROUSEL_INTERVAL_MS, TESTIMONIAL_CAROUSEL_FADE_MS]).toEqual([7000, 400]);
  });
});

describe('promo carousel entries and items', () => {
  const entries: JsonValue = {
    en_US: [
      { image: '/en-1.svg', image_two: '/en-2.svg', mobile_image_main: '/en-m1.svg', mobile_image_two: '/en-m2.svg', title: 'Black Friday', ctaText: 'See the deals', ctaLink: '/membership-plans/promotions', disclaimer: 'New Members only.' },
      { image: '/en-3.svg', title: 'SSL' },
    ],
    nl_NL: [{ image: '/nl-1.svg', title: 'Zwarte vrijdag', ctaText: 'Bekijk de acties', ctaLink: '/nl/membership-plans/promotions', disclaimer: 'Alleen voor nieuwe leden.' }],
  };
  it('the entries of the page language: images and mobile images, title, ctaText to ctaLink, disclaimer', async () => {
    const page = await doc('acf/hero', { advIdentity: 'promo-carousel', heading: { title: 'Promotions', tag: 'h1' }, entries });
    const slides = page.querySelectorAll('[data-testid="promo-entries"] [data-entry]');
    expect(slides).toHaveLength(2);
    const first = slides[0]!;
    expect(first.querySelector('h3')?.textContent).toBe('Black Friday');
    expect(first.querySelector('[data-testid="promo-entry-cta"]')?.getAttribute('href')).toBe('/membership-plans/promotions');
    expect(first.querySelector('[data-testid="promo-entry-cta"]')?.textContent).toBe('See the deals');
    expect(first.textContent).toContain('New Members only.');
    expect([...first.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/en-1.svg', '/en-2.svg']);
    expect([...first.querySelectorAll('source')].map((source) => source.getAttribute('srcset'))).toEqual(['/en-m1.svg', '/en-m2.svg']);
    const dutch = await doc('acf/hero', { advIdentity: 'promo-carousel', heading: { title: 'Acties', tag: 'h1' }, entries }, { locale: 'nl' });
    expect(dutch.querySelector('[data-entry] h3')?.textContent).toBe('Zwarte vrijdag');
    expect((await doc('acf/hero', { advIdentity: 'promo-carousel', heading: { title: 'P', tag: 'h1' }, entries }, { locale: 'es' })).querySelector('[data-entry] h3')?.textContent).toBe('Black Friday');
  });

  it('the items list: one banner per item (image, promotion_name)', async () => {
    const page = await doc('acf/hero', { advIdentity: 'promo-carousel', heading: { title: 'Promotions', tag: 'h1' }, items: [{ image: '/a.svg', promotion_name: '.com' }, { image: '/b.svg', promotion_name: '.shop' }, { promotion_name: 'no image' }] });
    expect([...page.querySelectorAll('[data-testid="promo-items"] img')].map((img) => img.getAttribute('alt'))).toEqual(['.com', '.shop']);
  });
});

describe('the sticky bar shows the visitor’s A/B variant', () => {
  it('the stored variant’s ctaText and landing page; variant A the promotion’s own', async () => {
    const { render, screen, cleanup } = await import('@testing-library/react');
    const { StickyPromo } = await import('@/components/layout/StickyPromo.client');
    const variations = [{ variantKey: 'B', text: ['Variant B: half price'], href: '/landing?variant=b' }];
    window.localStorage.setItem('pr_v_promo-1', 'B');
    render(<StickyPromo promotionId="promo-1" text={['Base text']} locale="en" href="/landing" variations={variations} cta="See offer" dismiss="Close" />);
    expect(screen.getByTestId('sticky-promo')).toHaveAttribute('data-variant', 'B');
    expect(screen.getByText('Variant B: half price')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See offer' })).toHaveAttribute('href', '/landing?variant=b');
    cleanup();
    window.localStorage.setItem('pr_v_promo-1', 'A');
    render(<StickyPromo promotionId="promo-1" text={['Base text']} locale="en" href="/landing" variations={variations} cta="See offer" dismiss="Close" />);
    expect(screen.getByText('Base text')).toBeInTheDocument();
    cleanup();
    window.localStorage.clear();
  });
});

describe('promotion card colours (promo_type_bg_color, font_color)', () => {
  it('the type label takes the card’s background and font colours; unsafe values are dropped', async () => {
    const card = (extra: Record<string, string>) => ({ promotion_name: '.com', type: 'Flash sale', ...extra });
    const page = await doc('acf/promo', { heading: { title: 'Deals', tag: 'h2' }, cards: [card({ promo_type_bg_color: '#b91c1c', font_color: '#ffffff' }), card({ promotion_name: '.net', font_color: 'url(javascript:alert(1))' })] });
    const [first, second] = [...page.querySelectorAll('[data-testid="promo-card-type"]')] as HTMLElement[];
    expect(first?.style.backgroundColor).toBe('rgb(185, 28, 28)');
    expect(first?.style.color).toBe('rgb(255, 255, 255)');
    expect(second?.getAttribute('style') ?? '').not.toContain('url');
  });
});

describe('block names of the spec (pricing "Block registry": well over 150 named block types)', () => {
  it('registered names and aliases together name well over 150 block types, every alias answering a registered block', async () => {
    const { lookupRegisteredBlock } = await import('./lookup');
    const aliasFile = (await import('../../content/block-aliases.json')).default as { aliases: Record<string, unknown> };
    const aliasNames = Object.keys(aliasFile.aliases);
    expect(blockRegistry.size + aliasNames.length).toBeGreaterThan(150);
    for (const name of aliasNames) expect(lookupRegisteredBlock(name), name).toBeDefined();
  });

  it('every hero, banner, promo and section identity has a block name of its own that renders that variant', async () => {
    const { lookupRegisteredBlock } = await import('./lookup');
    const cases: Array<[string, string]> = [
      ['acf/verticle-hero', 'verticle-hero'],
      ['acf/black-friday-tld-hero', 'black_friday_tld_hero'],
      ['acf/ssl-lp-hero', 'ssl-lp'],
      ['acf/long-text-list-button-left-banner', 'long-text-list-button-left'],
      ['acf/cybersecurity-content-hub-header-banner', 'cybersecurity_content_hub_header'],
      ['acf/chirstmas-promo', 'chirstmas_promo'],
      ['acf/right-grid-layout-with-buttons', 'right-grid-layout-with-buttons'],
      ['acf/banner-stats', 'banner-stats'],
      ['acf/tld-highlight-extended-v1', 'tld-highlight-extended-v1'],
    ];
    for (const [name, identity] of cases) {
      const resolved = lookupRegisteredBlock(name)?.resolve({ heading: { title: 'T', tag: 'h2' } });
      expect(resolved?.ok && resolved.variant, name).toBe(identity);
    }
    const table = lookupRegisteredBlock('acf/plesk-license-table')?.resolve({});
    expect(table?.ok).toBe(true);
  });
});
