// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHtml, renderBlockHtml } from '@/test/render-server';
import { priceBannerFixtures } from './fixture';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

describe('acf/price-banner', () => {
  afterEach(() => void vi.unstubAllEnvs());

  it("the member and non-member prices name their figures: the catalogue's price now, in the page currency", async () => {
    // A day inside the sample catalogue's .com promotion (until 2027-12-31): Member 5.57 USD / 5.01 EUR, non-member 6.49 USD / 5.84 EUR.
    vi.stubEnv('PROMOTIONS_NOW', '2027-06-15T10:00:00Z');
    const prices = async (locale: 'en' | 'nl') =>
      [...parseHtml(await renderBlockHtml('acf/price-banner', priceBannerFixtures[0]!.attributes, { locale })).querySelectorAll('dd')].map((dd) => dd.textContent?.replace(/\s/g, ' '));
    expect(await prices('en')).toEqual(['$5.57 per year', '$6.49 per year']);
    expect((await prices('nl')).map((price) => price?.replace(/ per year| per jaar/, ''))).toEqual(['€ 5,01', '€ 5,84']);
    // After the promotion: the list prices (Member 8.96 USD, non-member 10.44 USD).
    vi.stubEnv('PROMOTIONS_NOW', '2028-02-01T10:00:00Z');
    expect(await prices('en')).toEqual(['$8.96 per year', '$10.44 per year']);
  });
});
