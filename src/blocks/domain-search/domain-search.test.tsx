// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { BlockAttributes } from '@/lib/content/types';
import { parseHtml, renderBlockHtml } from '@/test/render-server';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

describe('acf/domain-search suggested extensions', () => {
  it("a suggestion's price names its figure: filled from the catalogue in the page's currency", async () => {
    const attributes = { list_items: [{ ext: 'com', price: '{price:com:nonmember-regular}', link: { url: '/domains/tlds/com' } }, { ext: 'nl', price: 'from {price:nl}' }] } as BlockAttributes;
    const chips = async (locale: 'en' | 'es') => [...parseHtml(await renderBlockHtml('acf/domain-search', attributes, { locale })).querySelectorAll('li a')].map((a) => a.textContent);
    // The sample catalogue: .com 10.44 USD / 9.40 EUR list price, .nl 5.99 USD / 5.39 EUR.
    expect(await chips('en')).toEqual(['.com$10.44', '.nlfrom $5.99']);
    expect((await chips('es')).map((chip) => chip?.replace(/\s/g, ' '))).toEqual(['.com9,40 €', '.nlfrom 5,39 €']);
  });
});
