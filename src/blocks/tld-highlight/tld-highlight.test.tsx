// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseHtml, renderBlockHtml } from '@/test/render-server';
import { tldHighlightFixtures } from './fixture';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

describe('acf/tld-highlight', () => {
  // A day inside the sample catalogue's promotions (they end 2027-12-31), whatever today is.
  beforeAll(() => void vi.stubEnv('PROMOTIONS_NOW', '2027-06-15T10:00:00Z'));

  it("the highlights name their prices: the catalogue's price now fills them in the page currency", async () => {
    const lines = async (locale: 'en' | 'es') =>
      [...parseHtml(await renderBlockHtml('acf/tld-highlight', tldHighlightFixtures[0]!.attributes, { locale })).querySelectorAll('li')].map((li) => li.textContent?.replace(/\s/g, ' '));
    // The sample catalogue's promotions: .football 8.19 USD / 7.37 EUR, .golf 15.79 USD / 14.21 EUR for non-members.
    expect((await lines('en')).slice(0, 2)).toEqual(['.football from $8.19', '.golf from $15.79']);
    expect((await lines('es')).slice(0, 2)).toEqual(['.football from 7,37 €', '.golf from 14,21 €']);
  });
});
