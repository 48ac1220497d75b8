// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { parseHtml, renderHtml } from '@/test/render-server';
import { SiteFooter } from './SiteFooter';
import { EMPTY_COMPANY } from '@/lib/company/profile';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

describe('site footer', () => {
  it('links the control panel dashboard, the knowledge base and the partner documentation (fixed outbound links)', async () => {
    const page = parseHtml(await renderHtml(await SiteFooter({ locale: 'nl' })));
    const hrefs = [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['https://cp.nameport.example/dashboard', 'https://support.nameport.example/knowledge-base', 'https://docs.nameport.example']));
    expect(page.body.textContent).toContain('Kennisbank');
    expect(page.body.textContent).toContain('Partnerdocumentatie');
  });

  it('lists the product pages and the company pages of the menus', async () => {
    const page = parseHtml(await renderHtml(await SiteFooter({ locale: 'en' })));
    const hrefs = [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/products/ssl-certificates', '/products/plesk', '/products/security/spamexperts', '/products/business-email-solution', '/wp-guardian', '/company/sustainability', '/resources/domain-reseller-guide']));
  });
});

describe("theme logos on the dark footer (the theme options' logos)", () => {
  it('the light logo, else the transparent one, else the site name', async () => {
    const logo = (sourceUrl: string) => ({ sourceUrl, altText: 'Registrar', size: 120 });
    const theme = (light: ReturnType<typeof logo> | null, transparent: ReturnType<typeof logo> | null) => ({
      integrations: { tagManagerId: null },
      advanced: { safelist: [], customScripts: [] },
      colors: { accent: null, background: null, dark: null, extra: null, heading: null, light: null, text: null },
      logos: { dark: logo('/dark.svg'), light, transparent },
      promotions: { link: null, endDate: null, image: null },
      company: EMPTY_COMPANY,
    });
    const src = async (light: ReturnType<typeof logo> | null, transparent: ReturnType<typeof logo> | null) =>
      parseHtml(await renderHtml(await SiteFooter({ locale: 'en', theme: theme(light, transparent) }))).querySelector('footer img')?.getAttribute('src') ?? null;
    expect(await src(logo('/light.svg'), logo('/transparent.svg'))).toBe('/light.svg');
    expect(await src(null, logo('/transparent.svg'))).toBe('/transparent.svg');
    expect(await src(null, null)).toBeNull();
  });
});
