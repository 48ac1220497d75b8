import { describe, expect, it } from 'vitest';
import { protect, restore } from './protect';
import { Termbase, termbaseSchema } from './termbase';

const termbase = new Termbase(
  termbaseSchema.parse({
    protected: ['Basic S', 'ICANN'],
    terms: [
      { en: ['domain name', 'domain names'], es: ['nombre de dominio', 'nombres de dominio'], nl: ['domeinnaam', 'domeinnamen'] },
      { en: ['domain', 'domains'], es: ['dominio', 'dominios'], nl: ['domein', 'domeinen'] },
    ],
    phrases: [],
  }),
);
const options = { termbase, source: 'en' as const, target: 'es' as const };

describe('protection around an engine', () => {
  it('replaces termbase entries and machine values by placeholders the engine never reads', () => {
    const item = protect('Register your domain names at example.com from $10.44 with Basic S: see https://x.example/a.', options);
    expect(item.fragment).toBe('Register your Xt3x at Xt1x from Xt2x with Xt4x: see Xt0x.');
    expect(item.fragment).not.toMatch(/domain|Basic|example|\$/);
    expect(item.slots.map((slot) => slot.target)).toEqual(['https://x.example/a', 'example.com', '$10.44', 'nombres de dominio', 'Basic S']);
  });

  it('restores fixed terms in the target language, protected ones as written', () => {
    const item = protect('Register your domain with ICANN', options);
    expect(restore('Registra tu Xt0x con Xt1x', item)).toBe('Registra tu dominio con ICANN');
  });

  it('capitalises a fixed term that starts a sentence, keeps ALL CAPS, lowercases mid-sentence', () => {
    const heading = protect('Domain prices', options);
    expect(restore('Xt0x Precios', heading)).toBe('Dominio Precios');
    expect(restore('Precios de xt0x', heading)).toBe('Precios de dominio');
    expect(restore('<p>Hola. Xt0x aquí</p>', protect('<p>Hi. Domain here</p>', options))).toBe('<p>Hola. Dominio aquí</p>');
    expect(restore('COMPRA Xt0x', protect('BUY DOMAIN', options))).toBe('COMPRA DOMINIO');
  });

  it('keeps HTML tags and attributes and only touches text nodes', () => {
    const item = protect('<p><a href="/domain" title="domain">Buy a domain</a> <code>domain.com</code></p>', options);
    expect(item.fragment).toBe('<p><a href="/domain" title="domain">Buy a Xt0x</a> <code>Xt1x</code></p>');
    expect(item.html).toBe(true);
    expect(restore('<p><a href="/domain" title="domain">Compra un Xt0x</a> <code>Xt1x</code></p>', item)).toBe('<p><a href="/domain" title="domain">Compra un dominio</a> <code>domain.com</code></p>');
  });

  it('escapes plain text on the way in and unescapes on the way out, keeping outer whitespace', () => {
    const item = protect('  Fish & chips <3 ', options);
    expect(item.fragment).toBe('Fish &amp; chips &lt;3');
    expect(restore('Pescado &amp; patatas &lt;3', item)).toBe('  Pescado & patatas <3 ');
  });

  it("accepts DeepL's keep-markup around a token; refuses an answer that lost a token", () => {
    const item = protect('Your domain', options);
    expect(restore('Tu <span translate="no">Xt0x</span>', item)).toBe('Tu dominio');
    expect(restore('Tu ámbito', item)).toBeNull();
  });

  it('does not take words inside slugs, addresses or other words', () => {
    expect(protect('subdomains and domain-prices and mydomain', options).slots).toHaveLength(0);
    expect(protect('Mail domain@example.com', options).fragment).toBe('Mail Xt0x');
  });

  it('protects TLDs and prices but not an ellipsis or an abbreviation', () => {
    expect(protect('Prices for .com and .shop from € 6,49 or 6,49 € per year', options).fragment).toBe('Prices for Xt0x and Xt1x from Xt2x or Xt3x per year');
    expect(protect('Loading...done e.g. now', options).slots).toHaveLength(0);
  });
});
