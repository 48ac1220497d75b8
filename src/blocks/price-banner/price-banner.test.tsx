// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { parseHtml, renderBlockHtml } from '@/test/render-server';
import { priceBannerFixtures } from './fixture';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

describe('acf/price-banner', () => {
  it('the member and non-member prices name their figures: the catalogue fills them in the page currency', async () => {
    const prices = async (locale: 'en' | 'nl') =>
      [...parseHtml(await renderBlockHtml('acf/price-banner', priceBannerFixtures[0]!.attributes, { locale })).querySelectorAll('dd')].map((dd) => dd.textContent?.replace(/\s/g, ' '));
    // The sample catalogue's .com list prices: Member 8.96 USD / 8.06 EUR, non-member 10.44 USD / 9.40 EUR.
    expect(await prices('en')).toEqual(['$8.96 per year', '$10.44 per year']);
    expect((await prices('nl')).map((price) => price?.replace(/ per year| per jaar/, ''))).toEqual(['€ 8,06', '€ 9,40']);
  });
});
