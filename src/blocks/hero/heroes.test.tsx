// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../registry';
import { parseHtml, renderBlockHtml } from '@/test/render-server';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const image = { url: '/images/hero-domains.svg', width: 560, height: 420, alt: 'Domain extensions' };

async function hero(attributes: Record<string, unknown>, path = '/test', locale: 'en' | 'es' | 'nl' = 'en') {
  return parseHtml(await renderBlockHtml('acf/hero', { heading: { title: 'Title', tag: 'h2' }, ...attributes }, { path, locale }));
}
const variantOf = (doc: Document) => doc.querySelector('[data-variant]')?.getAttribute('data-variant');

describe('hero variants by advIdentity', () => {
  it.each([
    'basic-two-column-hero-banner',
    'verticle-hero',
    'ssl-lp',
    'wall-of-love-banner',
    'email-page',
    'home-page-long-text-right-image',
    'whmcs-long-text-right-image',
    'banner-clickable',
    'banner-clickable-promotions',
    'homepage_hero',
    'homepage_member_package',
    'membership-hero-banner',
  ])('%s renders its own layout', async (identity) => {
    const doc = await hero({ advIdentity: identity, image, long_text: '<p>More</p>' });
    expect(variantOf(doc)).toBe(identity);
  });

  it('domain-registration renders the registration hero (issue 15.3), and acf/domain-registration-hero is its alias', async () => {
    const doc = await hero({ advIdentity: 'domain-registration', heading: { title: 'Register your domain', tag: 'h1' } });
    expect(doc.querySelector('a[href="#pricing-table"]')?.textContent).toBe('Explore pricing');
    expect([...doc.querySelectorAll('ul[aria-label] li')].map((li) => li.textContent)).toEqual(['ICANN accredited', 'ISO 27001 certified', 'Secure checkout']);
    expect(doc.querySelector('a[href="/domains/domain-transfer"]')).not.toBeNull();
    const alias = await renderBlockHtml('acf/domain-registration-hero', { heading: { title: 'Register your domain', tag: 'h1' } });
    expect(parseHtml(alias).body.innerHTML).toBe(doc.body.innerHTML);
    expect(blockRegistry.get('acf/hero')?.variants).toContain('domain-registration');
  });

  it('homepage_member_package: the package price and its features name the membership facts (placeholders filled)', async () => {
    const pack = { title: 'Basic', price: '{plan:basic_s:yearly}', price_note: 'per year', features: ['Up to {plan:basic_l:domains} domains at cost price', '{plan:basic:plesk-off} off Plesk'] };
    const en = (await hero({ advIdentity: 'homepage_member_package', package: pack })).querySelector('aside');
    expect(en?.textContent).toContain('$49.99per year');
    expect([...(en?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual(['Up to 2,000 domains at cost price', '20% off Plesk']);
    expect((await hero({ advIdentity: 'homepage_member_package', package: pack }, '/test', 'es')).querySelector('aside')?.textContent).toMatch(/49,99\s€/);
  });

  it('wall-of-love-banner shows five stars and the gallery', async () => {
    const doc = await hero({ advIdentity: 'wall-of-love-banner', images: [image, image] });
    expect(doc.querySelectorAll('svg.lucide-star').length).toBe(5);
    expect(doc.querySelectorAll('ul img').length).toBe(2);
  });

  it('email-page: the play button opens a video modal (shared modal id)', async () => {
    const doc = await hero({ advIdentity: 'email-page', image, video: 'https://youtu.be/dQw4w9WgXcQ' });
    const play = doc.querySelector('button[aria-haspopup="dialog"]');
    expect(play?.textContent).toContain('Watch the video');
    // without a YouTube url there is no play button
    expect((await hero({ advIdentity: 'email-page', image, video: 'https://evil.test/v.mp4' })).querySelector('button[aria-haspopup="dialog"]')).toBeNull();
  });

  it('banner-clickable and banner-clickable-promotions link to the welcome-membership page', async () => {
    for (const identity of ['banner-clickable', 'banner-clickable-promotions']) {
      const doc = await hero({ advIdentity: identity });
      expect(doc.querySelector('[data-testid="clickable-banner"]')?.getAttribute('href')).toBe('https://cp.nameport.example/welcome-membership');
    }
  });

  it('membership-hero-banner: two images in the page language (en_US when the language has none); the three-image home hero: three', async () => {
    const images = {
      en_US: [1, 2, 3].map((n) => ({ ...image, url: `/en-${n}.svg` })),
      nl_NL: [1, 2, 3].map((n) => ({ ...image, url: `/nl-${n}.svg` })),
    };
    const srcs = (doc: Document) => [...doc.querySelectorAll('[data-testid="hero-carousel"] img')].map((img) => img.getAttribute('src'));
    expect(srcs(await hero({ advIdentity: 'membership-hero-banner', images }, '/test', 'nl'))).toEqual(['/nl-1.svg', '/nl-2.svg']);
    expect(srcs(await hero({ advIdentity: 'membership-hero-banner', images }, '/test', 'es'))).toEqual(['/en-1.svg', '/en-2.svg']);
    expect(srcs(await hero({ advIdentity: 'home-hero-carousel', images: images.en_US }))).toEqual(['/en-1.svg', '/en-2.svg', '/en-3.svg']);
    const carousel = (await hero({ advIdentity: 'home-hero-carousel', images: images.en_US })).querySelector('[data-testid="hero-carousel"]');
    expect(carousel?.getAttribute('data-autoplay-ms')).toBe('5000');
  });

  it('the three value points and the sign-up button of the carousel heroes', async () => {
    const doc = await hero({ advIdentity: 'membership-hero-banner', features: ['a', 'b', 'c', 'd'] });
    expect(doc.querySelectorAll('ul.grid li').length).toBe(3);
    expect(doc.querySelector('a[href="https://cp.nameport.example/signup"]')?.textContent).toBe('Sign up today');
  });
});

describe('the generic hero: layout, buttonTwo, image link, heading_highlight (issue 15.6)', () => {
  it('layout image-left / center / image-right (default); advIdentity center-image centres', async () => {
    const layout = async (attributes: Record<string, unknown>) => (await hero({ image, ...attributes })).querySelector('[data-layout]')?.getAttribute('data-layout');
    expect(await layout({ layout: 'image-left' })).toBe('image-left');
    expect(await layout({ layout: 'center' })).toBe('center');
    expect(await layout({ advIdentity: 'center-image' })).toBe('center');
    expect(await layout({})).toBe('image-right');
  });

  it('buttonTwo with a label is the second button, beside button_2', async () => {
    const doc = await hero({ button: { title: 'First', url: '/a' }, buttonTwo: { label: 'Second', url: '/b' } });
    expect([...doc.querySelectorAll('a[href="/a"], a[href="/b"]')].map((a) => a.textContent)).toEqual(['First', 'Second']);
    const both = await hero({ button_2: { title: 'Two', url: '/two' }, buttonTwo: { label: 'Other', url: '/other' } });
    expect(both.querySelector('a[href="/two"]')).not.toBeNull();
  });

  it('image.link wraps the image in its link; an unsafe link is dropped', async () => {
    const doc = await hero({ image: { ...image, link: '/membership-plans' } });
    expect(doc.querySelector('a[data-image-link]')?.getAttribute('href')).toBe('/membership-plans');
    expect(doc.querySelector('a[data-image-link] img')).not.toBeNull();
    expect((await hero({ image: { ...image, link: 'javascript:alert(1)' } })).querySelector('a[data-image-link]')).toBeNull();
  });

  it('heading_highlight highlights the words in place, or follows the title', async () => {
    const inPlace = await hero({ heading: { title: 'Domains at cost price', tag: 'h1' }, heading_highlight: 'cost price' });
    expect(inPlace.querySelector('h1')?.textContent).toBe('Domains at cost price');
    expect(inPlace.querySelector('h1 [data-highlight]')?.textContent).toBe('cost price');
    const after = await hero({ heading: { title: 'Domains', tag: 'h1' }, heading_highlight: 'for resellers' });
    expect(after.querySelector('h1')?.textContent).toBe('Domains for resellers');
  });
});

describe('heading tags (issue 15.7)', () => {
  it('an explicit h3 stays h3; absent or invalid falls back to h3; h1/h2 are kept', async () => {
    expect((await hero({ heading: { title: 'T', tag: 'h3' } })).querySelector('h3')?.textContent).toBe('T');
    expect((await hero({ heading: { title: 'T', tag: 'h3' } })).querySelector('h1')).toBeNull();
    expect((await hero({ heading: { title: 'T' } })).querySelector('h3')?.textContent).toBe('T');
    expect((await hero({ heading: { title: 'T', tag: 'h9' } })).querySelector('h3')).not.toBeNull();
    expect((await hero({ heading: { title: 'T', tag: 'h1' } })).querySelector('h1')?.textContent).toBe('T');
    expect((await hero({ heading: { title: 'T', tag: 'h2' } })).querySelector('h2')?.textContent).toBe('T');
  });

  it('the registration hero keeps h3 too', async () => {
    const doc = parseHtml(await renderBlockHtml('acf/domain-registration-hero', { heading: { title: 'Register', tag: 'h3' } }));
    expect(doc.querySelector('h3')?.textContent).toBe('Register');
    expect(doc.querySelector('h1')).toBeNull();
  });

  it('the FAQ keeps h3 (no re-tag to h2)', async () => {
    const doc = parseHtml(await renderBlockHtml('acf/faq', { heading: { title: 'Questions', tag: 'h3' }, items: [{ heading: 'Q', text: 'A' }] }));
    expect(doc.querySelector('section > h3')?.textContent).toBe('Questions');
    expect(doc.querySelector('h2')).toBeNull();
  });
});

describe('path rules: a generic hero becomes the path hero; an explicit identity wins', () => {
  it('paths containing domain-transfer: three feature icons (refresh, arrow, 20 years); tighter on /domains/domain-transfer', async () => {
    const doc = await hero({}, '/domains/domain-transfer');
    expect(variantOf(doc)).toBe('domain-transfer-hero');
    expect([...doc.querySelectorAll('[data-testid="transfer-features"] li')].map((li) => li.getAttribute('data-icon'))).toEqual(['refresh', 'arrow', 'twenty-years']);
    expect(doc.querySelector('[data-spacing]')?.getAttribute('data-spacing')).toBe('tight');
    expect((await hero({}, '/blog/how-domain-transfer-works')).querySelector('[data-spacing]')?.getAttribute('data-spacing')).toBe('normal');
  });

  it('the 99-cents paths: the call-to-action is red', async () => {
    for (const path of ['/north-america/exclusive-domain-reseller-offer-99-cents', '/east-asia/exclusive-domain-reseller-offer-99-cents']) {
      const doc = await hero({ button: { title: 'Claim', url: '/offer' } }, path);
      expect(variantOf(doc)).toBe('red-cta-hero');
      expect(doc.querySelector('a[data-cta="red"]')?.className).toContain('bg-danger');
    }
  });

  it('home paths: the home hero, its button scrolls to #mm_savings, the scroll-down button is there', async () => {
    const doc = await hero({ heading: { title: 'Domains at cost price', tag: 'h1' }, heading_highlight: 'cost price', button: { title: 'Savings', url: '/x' } }, '/');
    expect(variantOf(doc)).toBe('home-hero');
    expect(doc.querySelector('a[href="#mm_savings"]')?.textContent).toBe('Savings');
    expect(doc.querySelector('[data-testid="scroll-down-button"]')).not.toBeNull();
  });

  it('/plesk and /products/plesk: Get it now and Discover membership benefits to /membership-plans', async () => {
    for (const [path, locale, href] of [['/plesk', 'en', '/membership-plans'], ['/products/plesk', 'nl', '/nl/membership-plans']] as const) {
      const doc = await hero({}, path, locale);
      expect(variantOf(doc)).toBe('plesk-hero');
      expect(doc.querySelector('[data-testid="discover-membership-benefits"]')?.getAttribute('href')).toBe(href);
      expect(doc.querySelector('a[href="#pleskblock"]')).not.toBeNull();
    }
  });

  it('/products/security/spamexperts: the special hero', async () => {
    expect(variantOf(await hero({}, '/products/security/spamexperts'))).toBe('spamexperts-hero');
  });

  it('an explicit advIdentity is not replaced by the path rule', async () => {
    expect(variantOf(await hero({ advIdentity: 'ssl-lp' }, '/domains/domain-transfer'))).toBe('ssl-lp');
  });

  it('/business-email-solution puts the image above the copy; /whmcs contains it', async () => {
    const placement = async (path: string) => (await hero({ image }, path)).querySelector('[data-image-placement]')?.getAttribute('data-image-placement');
    expect(await placement('/products/business-email-solution')).toBe('email-solution');
    expect(await placement('/whmcs')).toBe('contained');
    expect(await placement('/membership-plans')).toBe('default');
  });
});
