import { describe, expect, it } from 'vitest';
import { languageMix, looksEnglish, tokens } from './language-mix';
import { mainText, pageText } from './page-text';
import { englishPathOf, onlyAllowed } from './untranslated';

describe('language mix (the share of English among common words)', () => {
  it('Spanish and Dutch copy reads 0 % English; English copy reads 100 %', () => {
    expect(languageMix('Registra tu nombre de dominio con nosotros y ahorra en cada renovación.', 'es').share).toBe(0);
    expect(languageMix('Registreer je domeinnaam bij ons en bespaar op elke verlenging.', 'nl').share).toBe(0);
    expect(languageMix('Register your domain name with us and save on every renewal.', 'es').share).toBe(1);
    expect(languageMix('Register your domain name with us and save on every renewal.', 'nl').share).toBe(1);
  });

  it('one English sentence in a Spanish page moves the share by about its share of sentences', () => {
    const spanish = 'Los miembros pagan el precio de coste en todas las extensiones. Nuestro equipo responde en un día laborable y te ayuda con la transferencia de tu cartera. ';
    const mix = languageMix(`${spanish.repeat(4)}Talk to our sales team about the plans.`, 'es');
    expect(mix.share).toBeGreaterThan(0.05);
    expect(mix.share).toBeLessThan(0.15);
    expect(mix.englishWords).toEqual(expect.arrayContaining(['to', 'our', 'about', 'the']));
  });

  it('words both languages use count for the page language: Dutch in, is, was, we, of; Spanish a, no, me', () => {
    expect(languageMix('We zijn in Amsterdam en het is wat het was, of niet.', 'nl').english).toBe(0);
    expect(languageMix('No me digas a quién llamar.', 'es').english).toBe(0);
    expect(languageMix('Let op wisselkoersen', 'nl').english).toBe(0);
    // Abbreviations in capitals are not words: 'IT' is not 'it'.
    expect(languageMix('Beurzen voor IT-studenten', 'nl').english).toBe(0);
  });

  it('names, figures, domain names, TLDs and addresses are not words of any language', () => {
    expect(tokens('Buy example.com or .shop at info@example.org; see https://example.net/a')).toEqual(['buy', 'or', 'at', 'see']);
    expect(languageMix('Basic S · Supreme L · 1.900+ · .my .us .am .do', 'es')).toMatchObject({ english: 0, target: 0, share: 0 });
  });

  it('looksEnglish: a short text whose common words are mostly English', () => {
    expect(looksEnglish('How can we help?', 'es')).toBe(true);
    expect(looksEnglish('¿Cómo podemos ayudarte?', 'es')).toBe(false);
    // An English category name inside a Spanish sentence is caught.
    expect(looksEnglish('Artículos sobre DNS and hosting.', 'es')).toBe(true);
    expect(looksEnglish('Artículos sobre DNS y hosting.', 'es')).toBe(false);
    expect(looksEnglish('Support and contact', 'nl')).toBe(true);
    expect(looksEnglish('Plesk', 'nl')).toBe(false);
  });
});

describe('page text', () => {
  const html = `<!DOCTYPE html><html lang="es-ES"><head><title>Sobre nosotros | Registrar</title><script>var x = "the and of";</script></head>
    <body><header><a href="/es/blog" aria-label="Ir al blog">Blog</a></header>
    <main><h1>Sobre nosotros</h1><p>Somos un <strong>registrador</strong> desde 2004.</p>
      <img alt="Gráfico de ventas" src="/a.png"><article lang="en"><p>An English-only article.</p></article>
      <template><p>hidden template</p></template><p lang="es">Otra vez</p></main>
    <footer><p>Todos los derechos reservados.</p></footer></body></html>`;
  const page = pageText(html);

  it('collects text nodes and read attributes per region, marking parts in another language', () => {
    expect(page.lang).toBe('es-ES');
    expect(page.items).toEqual(
      expect.arrayContaining([
        { text: 'Sobre nosotros | Registrar', region: 'chrome', foreign: false },
        { text: 'Ir al blog', region: 'chrome', foreign: false, attribute: 'aria-label' },
        { text: 'Somos un', region: 'main', foreign: false },
        { text: 'registrador', region: 'main', foreign: false },
        { text: 'Gráfico de ventas', region: 'main', foreign: false, attribute: 'alt' },
        { text: 'An English-only article.', region: 'main', foreign: true },
        { text: 'Todos los derechos reservados.', region: 'chrome', foreign: false },
      ]),
    );
    expect(page.items.map((item) => item.text)).not.toContain('hidden template');
    expect(page.items.map((item) => item.text).join(' ')).not.toContain('the and of');
    expect(page.links).toEqual(['/es/blog']);
  });

  it('a part streamed later (React Suspense) belongs where its placeholder stands', () => {
    const streamed = pageText(
      '<html lang="nl-NL"><body><main><h1>Kop</h1><template id="B:0"></template></main><footer>Voet</footer><div hidden id="S:0"><p>Later in main</p></div><div hidden id="S:1"><p>Elders</p></div></body></html>',
    );
    expect(streamed.items.map((item) => [item.text, item.region])).toEqual([
      ['Kop', 'main'],
      ['Voet', 'chrome'],
      ['Later in main', 'main'],
      ['Elders', 'chrome'],
    ]);
  });

  it('the text of <main> a reader of the page language reads: no lang="en" parts, no attributes', () => {
    expect(mainText(page)).toBe(['Sobre nosotros', 'Somos un', 'registrador', 'desde 2004.', 'Otra vez'].join('\n'));
  });
});

describe('untranslated texts', () => {
  it('allowed: names, abbreviations, figures and machine values; not: other words', () => {
    expect(onlyAllowed('MTA-STS', [])).toBe(true);
    expect(onlyAllowed('Basic S', ['Basic S'])).toBe(true);
    expect(onlyAllowed('USD $', ['USD'])).toBe(true);
    expect(onlyAllowed('.ಭಾರತ', [])).toBe(true);
    expect(onlyAllowed('2.5M+', [])).toBe(true);
    expect(onlyAllowed('Blogger', ['Blog'])).toBe(false);
    expect(onlyAllowed('Hybrid · Amsterdam', ['Amsterdam'])).toBe(false);
  });

  it('the English counterpart of a path', () => {
    expect(englishPathOf('/es', 'es')).toBe('/');
    expect(englishPathOf('/nl/company/about-us', 'nl')).toBe('/company/about-us');
  });
});

describe('names marked translate="no"', () => {
  it('are set aside like another language: the company record is the same on every page', () => {
    const page = pageText('<html lang="nl-NL"><body><footer><p translate="no">Nameport Registrar B.V.</p><p>Alle rechten voorbehouden.</p></footer></body></html>');
    expect(page.items).toEqual([
      { text: 'Nameport Registrar B.V.', region: 'chrome', foreign: true },
      { text: 'Alle rechten voorbehouden.', region: 'chrome', foreign: false },
    ]);
  });
});
