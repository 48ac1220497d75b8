// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseHtml, renderBlockHtml } from '@/test/render-server';

/** The block reads the embedded company record (content/theme-options.json). */
describe('company details block', () => {
  it('imprint: legal name, registered office, trade register, VAT, phone and e-mail from the record, titled in the page language', async () => {
    const doc = parseHtml(await renderBlockHtml('acf/company-details', { show: 'imprint' }, { locale: 'nl' }));
    expect(doc.querySelector('h2')?.textContent).toBe('Bedrijfsgegevens');
    const text = doc.querySelector('[data-company-imprint]')?.textContent ?? '';
    for (const part of ['Nameport Registrar B.V.', 'Voorbeeldstraat 12', '1011 AB Amsterdam', 'Nederland', 'KvK 12345678', 'NL123456789B01', '+31 20 012 3456', 'info@nameport.example']) {
      expect(text).toContain(part);
    }
    expect(doc.querySelector('a[href="tel:+31200123456"]')).not.toBeNull();
  });

  it('contact: the channel mailbox, the phone with that team hours in the page language, the address', async () => {
    const doc = parseHtml(await renderBlockHtml('acf/company-details', { show: 'contact', channels: ['sales'], hours: 'sales', address: true }, { locale: 'es' }));
    expect(doc.querySelector('[data-contact-card="email"] a')?.getAttribute('href')).toBe('mailto:sales@nameport.example');
    expect(doc.querySelector('[data-hours="sales"]')?.textContent).toContain('De lunes a viernes, de 09:00 a 17:30');
    expect(doc.querySelector('[data-contact-card="address"]')?.textContent).toContain('Países Bajos');
  });

  it('a mailbox-only channel leaves the phone out', async () => {
    const doc = parseHtml(await renderBlockHtml('acf/company-details', { show: 'contact', channels: ['abuse'], phone: false }));
    expect(doc.querySelectorAll('[data-contact-card]')).toHaveLength(1);
    expect(doc.querySelector('[data-contact-card="email"]')?.getAttribute('data-channel')).toBe('abuse');
  });
});
