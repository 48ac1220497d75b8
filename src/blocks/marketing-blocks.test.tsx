// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ModalProvider, useModal } from '@/components/modal/ModalContext';
import type { BlockAttributes } from '@/lib/content/types';
import { PLESK_BANNER_MEDIA } from '@/lib/marketing/constants';
import { blockContext } from '@/test/render-block';
import { parseHtml, renderBlockHtml } from '@/test/render-server';
import { LEAD_FORM_MODAL_ID } from '@/components/blocks/forms/modal-id';
import { bannerSchema } from './banner/schema';
import { featureVariation } from './features/schema';
import { TextAndImageBlock, sectionsFor } from './text-and-image/TextAndImage';
import { textAndImageSchema } from './text-and-image/schema';
import { textBlockVariation } from './text-block/schema';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const doc = async (name: string, attributes: Record<string, unknown>, path = '/test') => parseHtml(await renderBlockHtml(name, attributes as BlockAttributes, { path }));
const variant = (d: Document) => d.querySelector('[data-variant]')?.getAttribute('data-variant');
const h = (title: string, tag = 'h2') => ({ title, tag });
const image = (url: string) => ({ url, width: 100, height: 50, alt: url });

describe('banner (its fields and registry variants)', () => {
  it.each(['long-text-list-button-left', 'centered-long-text-and-image', 'long-text-list-button-left-v2', 'black-friday-list', 'long-text-list-left-image', 'cybersecurity_content_hub_header', 'ssl-lp', 'ssl-lp-list'])(
    '%s has its own layout',
    async (identity) => {
      expect(variant(await doc('acf/banner', { advIdentity: identity, heading: h('B'), list_items: [{ content: 'one' }] }))).toBe(identity);
    },
  );

  it('reads badge, list_items.content (HTML, empties dropped), buttonTwo; unknown identities get the default banner', async () => {
    const parsed = bannerSchema.parse({ heading: 'x', list_items: [{ content: '<b>a</b>' }, { content: '' }, 'b', null], buttonTwo: { title: 'Two', url: 'https://partner.example.com/two', target: '_blank' } });
    expect(parsed.list_items).toEqual(['<b>a</b>', 'b']);
    expect(parsed.button_2).toMatchObject({ title: 'Two', url: 'https://partner.example.com/two', target: '_blank' });
    const d = await doc('acf/banner', { advIdentity: 'something-else', badge: { title: 'New' }, heading: h('B'), list_items: [{ content: '<strong>x</strong>' }] });
    expect(variant(d)).toBe('default');
    expect(d.querySelector('li strong')?.textContent).toBe('x');
  });

  it.each(['long-text-list-left-image', 'ssl-lp-list', 'something-else'])('%s: figures in the badge, title, content and list are placeholders filled for the page', async (identity) => {
    const d = await doc('acf/banner', { advIdentity: identity, badge: { title: '{product:ssl-dv:off} off' }, heading: h('SSL from {product:ssl-dv}'), content: '<p>List price {product:ssl-dv:list}</p>', list_items: [{ content: 'Then {product:email-security} per domain a month' }] });
    // The product prices: DV SSL 4.29 USD (8.99 list, 52% off); e-mail security 6.49 EUR a month = 7.21 USD.
    expect(d.body.textContent).toContain('SSL from $4.29');
    expect(d.body.textContent).toContain('List price $8.99');
    expect(d.querySelector('li')?.textContent).toBe('Then $7.21 per domain a month');
    expect(d.body.textContent).toContain('52% off');
  });

  it('cybersecurity_content_hub_header: the button opens the lead form modal (shared modal id lead-form)', async () => {
    const d = await doc('acf/banner', { advIdentity: 'cybersecurity_content_hub_header', heading: h('Hub'), button: { title: 'Ask our experts' } });
    const button = d.querySelector('button[aria-haspopup="dialog"]');
    expect(button?.textContent).toBe('Ask our experts');
    // The island: a click sets the shared open-modal id to 'lead-form'.
    const { OpenModalButton } = await import('@/components/modal/ModalContext');
    function Probe() {
      return <output>{useModal().openModalId}</output>;
    }
    render(
      <ModalProvider>
        <OpenModalButton modalId={LEAD_FORM_MODAL_ID}>Ask our experts</OpenModalButton>
        <Probe />
      </ModalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask our experts' }));
    expect(screen.getByRole('status').textContent).toBe('lead-form');
  });

  it('the Plesk promo banner: desktop, tablet and mobile images by the breakpoints; #pleskblock; the default banner on /products/plesk and /wp-guardian', async () => {
    const attributes = { heading: h('Plesk'), image: image('/d.svg'), image_tablet: image('/t.svg'), image_mobile: image('/m.svg') };
    for (const path of ['/products/plesk', '/wp-guardian']) {
      const d = await doc('acf/banner', attributes, path);
      expect(variant(d)).toBe('plesk-promo-banner');
      expect(d.querySelector('section')?.id).toBe('pleskblock');
      const sources = [...d.querySelectorAll('picture source')].map((source) => [source.getAttribute('media'), source.getAttribute('srcset')]);
      expect(sources).toEqual([
        [PLESK_BANNER_MEDIA.mobile, '/m.svg'],
        [PLESK_BANNER_MEDIA.tablet, '/t.svg'],
      ]);
      expect(d.querySelector('picture img')?.getAttribute('src')).toBe('/d.svg');
    }
    expect(variant(await doc('acf/banner', attributes, '/products/ssl-certificates'))).toBe('default');
  });
});

describe('text block (data of v2/v3/v5 and the step flow)', () => {
  it('the layout comes from variation, else advIdentity', () => {
    expect(textBlockVariation('v2', undefined)).toBe('v2');
    expect(textBlockVariation(undefined, 'v5')).toBe('v5');
    expect(textBlockVariation('step_flow', undefined)).toBe('step-flow');
    expect(textBlockVariation('V3', 'v2')).toBe('v3');
    expect(textBlockVariation('', '')).toBe('v1');
  });

  it('v1 reads cta_text or ctaText with ctaUrl; the title tag from heading_settings (absent -> h3)', async () => {
    const d = await doc('acf/text-block', { title: 'T', cta_text: 'Go', ctaUrl: '/go', features: ['a', { title: 'b' }] });
    expect(d.querySelector('h3')?.textContent).toBe('T');
    expect(d.querySelector('a[href="/go"]')?.textContent).toBe('Go');
    expect(d.querySelectorAll('li').length).toBe(2);
    expect((await doc('acf/text-block', { title: 'T', heading_settings: { heading_tag: 'h2' } })).querySelector('h2')?.textContent).toBe('T');
  });

  it('v2 and v3 (badge)', async () => {
    const v2 = await doc('acf/text-block', { variation: 'v2', v2Title: 'Two', v2Features: ['x'], v2CtaText: 'More', v2CtaUrl: '/more' });
    expect(variant(v2)).toBe('v2');
    expect(v2.querySelector('a[href="/more"]')?.textContent).toBe('More');
    const v3 = await doc('acf/text-block', { variation: 'v3', v3Title: 'Three', v3BadgeText: 'ISO 27001', v3Image: image('/v3.svg') });
    expect(v3.querySelector('[data-testid="v3-badge"]')?.textContent).toBe('ISO 27001');
    expect(v3.querySelector('img')?.getAttribute('src')).toBe('/v3.svg');
  });

  it('v5 cards: the five cards in their places', async () => {
    const card = (title: string) => ({ title, description: `${title} text`, icon: { url: '/i.svg', alt: '' } });
    const d = await doc('acf/text-block', { variation: 'v5', v5Title: 'Five', v5LeftCard: card('L'), v5LeftCardTwo: card('L2'), v5TopLongCard: card('Top'), v5LeftMiniCard: card('M1'), v5RightMiniCard: card('M2') });
    expect([...d.querySelectorAll('[data-card]')].map((node) => node.getAttribute('data-card'))).toEqual(['left', 'left-two', 'top-long', 'left-mini', 'right-mini']);
  });

  it('step flow: two-digit step numbers, the 13000 ms mobile carousel, the button', async () => {
    const d = await doc('acf/text-block', { variation: 'step-flow', v3Title: 'Steps', v3Cards: Array.from({ length: 10 }, (_, index) => ({ title: `S${index}` })), button: { title: 'Start', url: '/start' } });
    expect([...d.querySelectorAll('[data-step-number]')].map((node) => node.textContent?.replace('Step ', ''))).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    expect(d.querySelector('[data-testid="step-flow"]')?.getAttribute('data-autoplay-ms')).toBe('13000');
    expect(d.querySelector('a[href="/start"]')?.textContent).toBe('Start');
  });
});

describe('features (v1, v2 flipped, v3, v5 flipped) and the 90-off path', () => {
  const features = { heading: h('F'), features: [{ title: 'a', text: 'x' }, 'b'], image: image('/f.svg'), button: { title: 'Claim', url: '/claim' } };
  it('variations', async () => {
    expect(featureVariation('v5', undefined)).toBe('v5');
    expect(featureVariation('v4', 'v2')).toBe('v2');
    for (const [variation, flipped] of [['v1', 'false'], ['v2', 'true'], ['v3', 'false'], ['v5', 'true']]) {
      const d = await doc('acf/features', { ...features, variation });
      expect(d.querySelector(`[data-variant="${variation}"]`)?.getAttribute('data-flipped')).toBe(flipped);
    }
  });
  it('a path containing exclusive-domain-reseller-offer-90-off hides the feature-points button', async () => {
    expect((await doc('acf/features', features, '/landing')).querySelector('a[href="/claim"]')).not.toBeNull();
    const d = await doc('acf/features', features, '/exclusive-domain-reseller-offer-90-off');
    expect(d.querySelector('a[href="/claim"]')).toBeNull();
    expect(d.querySelector('[data-testid="feature-points-buttons"]')).toBeNull();
  });
});

describe('text-and-image (pricing Block registry)', () => {
  const section = (title: string) => ({ heading: h(title), text: `<p>${title}</p>` });
  const all = Object.fromEntries(['hero', 'tools', 'testimonials', 'steps', 'pricing', 'pricing_display', 'version_two', 'version_eight', 'version_seven', 'newsletter'].map((name) => [name, section(name)]));

  it('shows hero, tools, testimonials, steps, pricing, pricing display, version two, eight and seven, newsletter; email-campaign its own set', () => {
    expect(sectionsFor(textAndImageSchema.parse(all))).toEqual(['hero', 'tools', 'testimonials', 'steps', 'pricing', 'pricing_display', 'version_two', 'version_eight', 'version_seven', 'newsletter']);
    expect(sectionsFor(textAndImageSchema.parse({ ...all, advIdentity: 'email-campaign' }))).toEqual(['hero', 'pricing_display', 'steps', 'testimonials', 'newsletter']);
    expect(sectionsFor(textAndImageSchema.parse({ hero: section('h'), newsletter: section('n') }))).toEqual(['hero', 'newsletter']);
  });

  it('testimonials without text are dropped; steps are numbered 01, 02', async () => {
    const d = await doc('acf/text-and-image', { testimonials: { items: [{ name: 'A', quote: 'Great' }, { name: 'B', quote: ' ' }] }, steps: { items: [{ title: 'one' }, { title: 'two' }] } });
    expect(d.querySelectorAll('[data-section="testimonials"] li').length).toBe(1);
    expect([...d.querySelectorAll('[data-section="steps"] li p:first-child')].map((p) => p.textContent?.replace('Step ', ''))).toEqual(['01', '02']);
  });

  it('pricing and pricing display name their figures: the membership facts fill the plans (Basic S 49.99, Professional S 999.99, up to 2,000 and 15,000 domains)', async () => {
    const pricing = { items: [{ title: 'Basic', price: '{plan:basic_s:yearly}', features: ['Cost price up to {plan:basic_l:domains} domains', 'SSL from {plan:basic:ssl-from}'] }, { title: 'Professional', price: '{plan:professional_s:yearly}', features: ['Up to {plan:professional_l:domains} domains'] }] };
    const d = await doc('acf/text-and-image', { pricing, pricing_display: { heading: h('Basic S'), price: '{plan:basic_s:yearly}', note: 'Up to {plan:basic_s:domains} domain operations' } });
    expect([...d.querySelectorAll('[data-section="pricing"] li')].map((li) => li.textContent)).toEqual(['Basic$49.99 Cost price up to 2,000 domainsSSL from $6.99', 'Cost price up to 2,000 domains', 'SSL from $6.99', 'Professional$999.99 Up to 15,000 domains', 'Up to 15,000 domains']);
    expect(d.querySelector('[data-section="pricing_display"]')?.textContent).toContain('$49.99Up to 100 domain operations');
  });

  it('a skeleton until the sections are ready', async () => {
    const server = await import('@/test/next-intl-server-double');
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(server, 'getTranslations').mockImplementationOnce(async (options) => {
      await gate;
      return server.getTranslations(options);
    });
    const attributes = textAndImageSchema.parse({ hero: section('Hero') });
    const stream = await renderToReadableStream(<TextAndImageBlock attributes={attributes} context={blockContext()} innerBlocks={[]} />);
    const reader = stream.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('data-testid="text-image-skeleton"');
    expect(first).not.toContain('data-section="hero"');
    release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('data-section="hero"');
    spy.mockRestore();
  });
});

describe('section grid identities', () => {
  const items = [{ title: 'One', text: 'x', link: { url: '/one' } }, { title: 'Two', text: 'y' }, { title: 'Three', value: '69%' }];
  it.each(['simple-grid-with-numbers', 'simple-grid-with-numbers-center', 'simple-grid-with-numbers-without-slider', 'simple-grid-with-numbers-without-slider-v2', 'colored-grid', 'questions-component', 'right-grid-layout-with-buttons', 'right-grid-layout-with-buttons-v1', 'plain-analytic-cards', 'net-domains', 'tld-promos', 'free-ebooks'])(
    '%s has its own layout',
    async (identity) => {
      expect(variant(await doc('acf/section-grid', { advIdentity: identity, heading: h('G'), items }))).toBe(identity);
    },
  );

  it('numbers: the item value, else a two-digit number; slider only on the slider forms', async () => {
    const d = await doc('acf/section-grid', { advIdentity: 'simple-grid-with-numbers', items });
    expect([...d.querySelectorAll('[data-number]')].map((node) => node.textContent)).toEqual(['01', '02', '69%']);
    expect(d.querySelector('[data-autoplay-ms="5000"]')).not.toBeNull();
    expect((await doc('acf/section-grid', { advIdentity: 'simple-grid-with-numbers-without-slider', items })).querySelector('[data-autoplay-ms]')).toBeNull();
  });

  it('right-grid-layout-with-buttons is the in-page anchor #right-grid-layout-with-buttons unless it has its own', async () => {
    expect((await doc('acf/section-grid', { advIdentity: 'right-grid-layout-with-buttons', items })).querySelector('section')?.id).toBe('right-grid-layout-with-buttons');
    expect((await doc('acf/section-grid', { advIdentity: 'right-grid-layout-with-buttons', anchor: 'mine', items })).querySelector('section')?.id).toBe('mine');
  });

  it('plain-analytic-cards take the alternate layout on /products/security/spamexperts', async () => {
    expect(variant(await doc('acf/section-grid', { advIdentity: 'plain-analytic-cards', items }, '/products/security/spamexperts'))).toBe('plain-analytic-cards:spamexperts');
  });

  it('tld-promos: isHideMobile hides an entry on phones; a tld without a dot gets one', async () => {
    const d = await doc('acf/section-grid', { advIdentity: 'tld-promos', items: [{ tld: 'com', link: '/domains/tlds/com' }, { tld: '.shop', isHideMobile: true }] });
    const tiles = [...d.querySelectorAll('li')];
    expect(tiles.map((tile) => tile.textContent)).toEqual(['.com', '.shop']);
    expect(tiles.map((tile) => tile.getAttribute('data-hide-mobile'))).toEqual([null, 'true']);
    expect(tiles[1]?.className).toContain('hidden sm:block');
    // A tile's price and the .net prices name the catalogue's figures (sample: .nl Member 5.29 USD; .net Member 10.94, list 12.64).
    const priced = await doc('acf/section-grid', { advIdentity: 'tld-promos', items: [{ tld: 'nl', new_price: 'from {price:nl:member}' }] });
    expect(priced.querySelector('li')?.textContent).toBe('.nlfrom $5.29');
    const net = await doc('acf/section-grid', { advIdentity: 'net-domains', items: [{ title: 'Trusted', new_price: '{price:net:member}', old_price: '{price:net:nonmember-regular}' }] });
    expect(net.querySelector('[data-testid="net-new-price"]')?.parentElement?.textContent).toBe('$10.94$12.64');
  });

  it('columns one-four (cuatro and vier are four), two without the setting; unsafe links dropped', async () => {
    const grid = async (columns?: string) => (await doc('acf/section-grid', { items, ...(columns ? { columns } : {}) })).querySelector('ul')?.className ?? '';
    expect(await grid('vier')).toContain('lg:grid-cols-4');
    expect(await grid('three')).toContain('lg:grid-cols-3');
    expect(await grid()).toContain('sm:grid-cols-2');
    expect(await grid()).not.toContain('lg:grid-cols-3');
    const d = await doc('acf/section-grid', { items: [{ title: 'Bad', link: 'javascript:alert(1)' }] });
    expect(d.querySelector('a')).toBeNull();
  });
});

describe('marketing section identities', () => {
  it.each(['two_videos', 'homepage-single-banner', 'banner-stats', 'latest_ui', 'center-cta-with-table', 'whmcs-form'])('%s has its own layout', async (identity) => {
    expect(variant(await doc('acf/section', { advIdentity: identity, heading: h('S'), image: image('/s.svg'), videos: ['https://youtu.be/dQw4w9WgXcQ'], stats: [{ value: '1', label: 'one' }] }))).toBe(identity);
  });

  it('center-cta-with-table: rows as lists of cells, the first cell a row header', async () => {
    const d = await doc('acf/section', { advIdentity: 'center-cta-with-table', table: { head: ['', 'Free', 'Premium'], rows: [['Price', '0', '6.49'], ['', '', '']] } });
    expect([...d.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['', 'Free', 'Premium']);
    expect(d.querySelectorAll('tbody tr').length).toBe(1);
    expect(d.querySelector('tbody th[scope="row"]')?.textContent).toBe('Price');
    // Figures in the sub heading and the cells name the product prices (premium DNS 6.49 USD a year).
    const priced = await doc('acf/section', { advIdentity: 'center-cta-with-table', heading: h('DNS'), sub_heading: 'Premium DNS from {product:premium-dns} per year.', table: { head: ['', 'Premium'], rows: [['Price', 'from {product:premium-dns} / year']] } });
    expect(priced.querySelector('h2 + p')?.textContent).toBe('Premium DNS from $6.49 per year.');
    expect(priced.querySelector('tbody td')?.textContent).toBe('from $6.49 / year');
  });

  it('two_videos keeps YouTube videos only; whmcs-form opens the lead form modal', async () => {
    const videos = await doc('acf/section', { advIdentity: 'two_videos', videos: ['https://youtu.be/dQw4w9WgXcQ', 'https://evil.test/x.mp4'] });
    expect(videos.querySelectorAll('figure').length).toBe(1);
    const form = await doc('acf/section', { advIdentity: 'whmcs-form', heading: h('WHMCS') });
    expect(form.querySelector('button[aria-haspopup="dialog"]')?.textContent).toBe('Talk to our experts');
  });
});

describe('section heading identities and animation', () => {
  it('centered-section-heading, promo-heading; the special section heading on the spamexperts page', async () => {
    expect(variant(await doc('acf/section-heading', { advIdentity: 'centered-section-heading', heading: h('C') }))).toBe('centered-section-heading');
    const promo = await doc('acf/section-heading', { advIdentity: 'promo-heading', badge: { title: '60% off' }, heading: h('P') });
    expect(promo.querySelector('p')?.textContent).toBe('60% off');
    // Figures in the badge, title and sub heading are placeholders the membership facts fill (Basic S 19.99 on promotion, 49.99 a year).
    vi.stubEnv('PROMOTIONS_NOW', '2027-06-15T10:00:00Z');
    const filled = await doc('acf/section-heading', { advIdentity: 'promo-heading', badge: { title: '{plan:basic_s:off} off' }, heading: h('Basic S for {plan:basic_s:promo} instead of {plan:basic_s:yearly}'), sub_heading: 'Up to {plan:basic_s:domains} domain operations' });
    vi.unstubAllEnvs();
    expect([...filled.querySelectorAll('p, h2')].map((node) => node.textContent)).toEqual(['60% off', 'Basic S for $19.99 instead of $49.99', 'Up to 100 domain operations']);
    expect(variant(await doc('acf/section-heading', { heading: h('S') }, '/products/security/spamexperts'))).toBe('spamexperts-section-heading');
    expect(variant(await doc('acf/section-heading', { heading: h('S') }))).toBe('default');
  });
});

describe('animated headings and the animated rich text', () => {
  it('an animated section heading starts at the configured share, once by default', async () => {
    const { sectionHeadingSchema } = await import('./section-heading/schema');
    expect(sectionHeadingSchema.parse({ heading: 'x', animation: { enabled: true, threshold: 30 } }).animation).toEqual({ threshold: 0.3, once: true });
    expect(sectionHeadingSchema.parse({ heading: 'x', animation: { enabled: 'on', once: 'off' } }).animation).toEqual({ threshold: 0.5, once: false });
    expect(sectionHeadingSchema.parse({ heading: 'x' }).animation).toBeNull();
  });

  it('the animated rich text keeps only strong, em, b, i, u, mark, span, br and a', async () => {
    const d = await doc('acf/rich-text', {
      content: '<strong>s</strong><em>e</em><b>b</b><i>i</i><u>u</u><mark>m</mark><span>sp</span><br><a href="https://example.com/x" target="_blank">a</a><p>p</p><img src="x" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">j</a>',
      animation: { enabled: true, threshold: 40 },
    });
    const body = d.querySelector('p.prose-cms') as HTMLElement;
    expect([...new Set([...body.querySelectorAll('*')].map((node) => node.tagName.toLowerCase()))].sort()).toEqual(['a', 'b', 'br', 'em', 'i', 'mark', 'span', 'strong', 'u']);
    expect(body.querySelector('a[href="https://example.com/x"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(body.querySelectorAll('a[href]').length).toBe(1);
  });
});
