// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { blockRegistry } from './registry';
import type { BlockAttributes } from '@/lib/content/types';
import { parseHtml, renderBlockHtml } from '@/test/render-server';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

/** Rules of the spec that several blocks share or that an audit found missing (issue 27). */
async function doc(name: string, attributes: BlockAttributes, context: { path?: string; locale?: 'en' | 'es' | 'nl' | 'hi' } = {}) {
  return parseHtml(await renderBlockHtml(name, attributes, context));
}

describe('an explicit h3 stays h3 (content-layer §3 heading tag h1-h6, default h3; §5)', () => {
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

describe('hero and promo identities (content-layer §2)', () => {
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
});
