// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { parseHtml, renderHtml } from '@/test/render-server';
import { SiteFooter } from './SiteFooter';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

describe('site footer', () => {
  it('links the control panel dashboard, the knowledge base and the partner documentation (pricing §2 external links)', async () => {
    const page = parseHtml(await renderHtml(await SiteFooter({ locale: 'nl' })));
    const hrefs = [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['https://cp.registrar.example/dashboard', 'https://support.registrar.example/knowledge-base', 'https://docs.registrar.example']));
    expect(page.body.textContent).toContain('Kennisbank');
    expect(page.body.textContent).toContain('Partnerdocumentatie');
  });

  it('lists the product pages and the company pages of the menus', async () => {
    const page = parseHtml(await renderHtml(await SiteFooter({ locale: 'en' })));
    const hrefs = [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/products/ssl-certificates', '/products/plesk', '/products/security/spamexperts', '/products/business-email-solution', '/wp-guardian', '/company/sustainability', '/resources/domain-reseller-guide']));
  });
});
