import punycode from 'punycode/punycode.js';
import { describe, expect, it } from 'vitest';
import { idnaName, idnaTablesLoaded, IdnaTablesNotLoaded, loadIdnaFor, needsIdna, withIdnaTables } from './idna-check';

/**
 * The one IDNA validity check of the site's domain inputs (issue 30). The first tests run before the
 * tables are loaded (each test file has its own module registry); the rest load them on demand, as a
 * browser island does.
 */
describe('before the IDNA tables are loaded', () => {
  it('checks ASCII names without them and refuses to guess for the rest', () => {
    expect(idnaTablesLoaded()).toBe(false);
    expect(idnaName('Example.COM')).toEqual({ ascii: 'example.com', unicode: 'example.com' });
    expect(() => idnaName('bücher.de')).toThrow(IdnaTablesNotLoaded);
    // an A-label is decoded and validated like the Unicode name it stands for: it needs the tables too
    expect(() => idnaName('xn--bcher-kva.de')).toThrow(IdnaTablesNotLoaded);
    expect(() => idnaName('shop.XN--P1AI')).toThrow(IdnaTablesNotLoaded);
  });

  it('knows which names need them', () => {
    expect(needsIdna('example.com')).toBe(false);
    expect(needsIdna('axn--b.com')).toBe(false);
    expect(needsIdna('xn--0.com')).toBe(true);
    expect(needsIdna('a.Xn--p1ai')).toBe(true);
    expect(needsIdna('例え。jp')).toBe(true);
  });

  it('loads them only for a value that needs them (an e-mail address: its domain)', async () => {
    await loadIdnaFor(['example.com', 'jürgen@example.com', 42, undefined]);
    expect(idnaTablesLoaded()).toBe(false);
    await loadIdnaFor(['jo@xn--bcher-kva.de']);
    expect(idnaTablesLoaded()).toBe(true);
  });
});

describe('with the tables: UTS #46 (IdnaTestV2 toAsciiN flags) and ContextO', () => {
  it('the resolver wrapper loads them before it validates', async () => {
    const seen: boolean[] = [];
    const resolve = withIdnaTables((values: { domain: string }) => {
      seen.push(idnaTablesLoaded());
      return idnaName(values.domain);
    }, (values) => [values.domain]);
    expect(await resolve({ domain: 'xn--bcher-kva.de' })).toEqual({ ascii: 'xn--bcher-kva.de', unicode: 'bücher.de' });
    expect(seen).toEqual([true]);
  });

  /**
   * Cases in the shape of Unicode's IdnaTestV2.txt (source; toAsciiN; status), written for this test:
   * null is a refusal, with the UTS #46 / IDNA2008 status code it would carry.
   */
  const CASES: Array<[source: string, ascii: string | null, status: string]> = [
    // valid names, Unicode and A-label
    ['Bücher.DE', 'xn--bcher-kva.de', ''],
    ['XN--BCHER-KVA.de', 'xn--bcher-kva.de', ''],
    ['faß.de', 'xn--fa-hia.de', ''], // non-transitional: ß stays
    ['xn--zca.com', 'xn--zca.com', ''],
    ['例え。jp', 'xn--r8jz45g.jp', ''],
    ['a--c.com', 'a--c.com', ''], // "--" in the 2nd and 3rd positions is fine
    ['क्\u200Dष.com', 'xn--11b2ezcw70k.com', ''], // ZWJ after a virama (ContextJ)
    ['l·l.cat', 'xn--ll-0ea.cat', ''], // MIDDLE DOT between two l (ContextO)
    ['͵α.gr', 'xn--wva4j.gr', ''], // KERAIA before a Greek letter (ContextO)
    ['ア・イ.jp', 'xn--ccke4x.jp', ''], // KATAKANA MIDDLE DOT in a Japanese label (ContextO)
    // invalid Punycode (P4) and A-labels that are not in their mapped form
    ['xn--0.com', null, 'P4'],
    ['xn--a.com', null, 'P4'],
    ['xn--.com', null, 'P4'],
    ['xn--a-.com', null, 'P4'], // decodes to ASCII "a"
    ['xn--u-ccb.com', null, 'V1'], // decodes to "u" + COMBINING DIAERESIS: not NFC
    ['xn--tešla.com', null, 'P4'],
    // disallowed and unassigned code points
    ['a⒈.com', null, 'P1'],
    ['ex\uFFFDample.com', null, 'P1'],
    ['a\u0378.com', null, 'P1'], // unassigned
    ['xn--zn7c.com', null, 'P1'], // U+FFFD as an A-label
    // hyphen rules (CheckHyphens)
    ['ab--c.com', null, 'V2'],
    ['-ab.com', null, 'V3'],
    ['ab-.com', null, 'V3'],
    ['ab--ü.com', null, 'V2'],
    // a combining mark at the start of a label
    ['\u0301a.com', null, 'V5'],
    // Bidi rule
    ['אa.com', null, 'B5'],
    ['aא.com', null, 'B2'],
    ['1ا.com', null, 'B1'],
    ['١٢.com', null, 'B1'],
    // ContextJ
    ['a\u200Db.com', null, 'C2'],
    ['a\u200Cb.com', null, 'C1'],
    ['xn--1ug.com', null, 'C2'],
    // ContextO (RFC 5892 appendix A; UTS #46 leaves these out, registries apply them)
    ['a·b.cat', null, 'CONTEXTO A.3'],
    ['͵a.gr', null, 'CONTEXTO A.4'],
    ['a׳.com', null, 'CONTEXTO A.5'],
    ['a・b.jp', null, 'CONTEXTO A.7'],
    // STD3 ASCII rules and DNS lengths
    ['a_b.com', null, 'U1'],
    ['a b.com', null, 'U1'],
    [`${'a'.repeat(64)}.com`, null, 'A4_2'],
    [`${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`, ''],
    ['例え日本語漢字東京大阪京都名古屋札幌福岡横浜神戸仙台広島北海道沖縄.jp', null, 'A4_2'], // 33 characters, 107 as an A-label
    ['example.com.', null, 'A4_2'],
    ['a..b.com', null, 'X4_2'],
  ];

  it.each(CASES)('%j -> %j [%s]', async (source, ascii) => {
    await loadIdnaFor([source]);
    expect(idnaName(source)?.ascii ?? null).toBe(ascii);
  });

  it.each(CASES.filter(([source, ascii]) => ascii === null && /[^\x00-\x7f]/.test(source)))(
    'the raw A-label of a refused Unicode name is refused too: %j',
    (source) => {
      // Punycode-encode each non-ASCII label without any check, as a visitor could paste it
      const aLabels = source
        .replace(/[。．｡]/g, '.')
        .split('.')
        .map((label) => (/[^\x00-\x7f]/.test(label) ? `xn--${punycode.encode(label)}` : label))
        .join('.');
      expect(needsIdna(aLabels)).toBe(true);
      expect(idnaName(aLabels)).toBeNull();
    },
  );

  it('the ASCII check gives the tables\' verdict on ASCII names without A-labels', async () => {
    const { idnaToAscii } = await import('./idna');
    // a fixed pseudo-random sample of short names over the characters that matter, plus edge cases
    let seed = 30;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = 'abZ09-._ !';
    const names = ['', '.', 'a', 'a.', '.a', 'a..b', '-', 'a-', 'ab--c', 'a--c', 'xx--y.com', `${'a'.repeat(63)}.b`, `${'a'.repeat(64)}.b`];
    for (let i = 0; i < 3000; i++) {
      const length = 1 + Math.floor(random() * 9);
      names.push(Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
    }
    for (let total = 250; total <= 256; total++) names.push(`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(total - 192)}`);
    for (const name of names.filter((n) => !needsIdna(n))) {
      expect(idnaName(name)?.ascii ?? null, JSON.stringify(name)).toBe(idnaToAscii(name));
    }
  });
});
