import { toASCII, toUnicode, type Tr46Options } from 'tr46';
import { provideIdna } from './idna-check';

/**
 * The IDNA tables (UTS #46 processing by tr46, the implementation the WHATWG URL standard is written
 * against) behind the one validity check of src/lib/domain/idna-check.ts. Browser-safe, but large
 * (~60 KB gzip): server modules import it (which registers it with the check), browser islands load it
 * on demand through `loadIdnaFor` only when a name needs it (non-ASCII, or an `xn--` A-label).
 *
 * Options (one reading of "IDNA", tested; the flags of Unicode's IdnaTestV2 "toAsciiN" column):
 * non-transitional processing (IDNA2008: ß and ς stay themselves, as in browsers), CheckHyphens (no
 * hyphen at either end of a label, none in its 3rd and 4th positions: "ab--c" is a reserved R-LDH
 * label no registry delegates), CheckBidi, CheckJoiners (ContextJ), STD3 ASCII rules (letters, digits,
 * hyphens), VerifyDnsLength. An A-label is decoded and validated like the Unicode label it stands for
 * (tr46 does so: invalid Punycode, a decoded label that is not in its mapped form, disallowed code
 * points are refused). The mapping lowercases, so a name is never lowercased before it: a final
 * capital sigma maps to σ, not to the ς that String.toLowerCase would make of it.
 *
 * UTS #46 leaves out the ContextO rules of IDNA2008 (RFC 5892 appendix A); registries apply them, so
 * they are checked here on the Unicode form of each label.
 */
const OPTIONS: Tr46Options = {
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: true,
  transitionalProcessing: false,
  verifyDNSLength: true,
};
const { verifyDNSLength: _lengths, ...UNICODE_OPTIONS } = OPTIONS;

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/** RFC 5892 appendix A.3-A.9 (CONTEXTO): characters valid only in a context. */
export function passesContextO(label: string): boolean {
  const chars = Array.from(label);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const before = chars[i - 1];
    const after = chars[i + 1];
    switch (c) {
      case '\u00B7': // MIDDLE DOT: only between two l ("l·l", Catalan)
        if (before !== 'l' || after !== 'l') return false;
        break;
      case '\u0375': // GREEK LOWER NUMERAL SIGN (KERAIA): followed by a Greek character
        if (!after || !/\p{Script=Greek}/u.test(after)) return false;
        break;
      case '\u05F3': // HEBREW PUNCTUATION GERESH and GERSHAYIM: after a Hebrew character
      case '\u05F4':
        if (!before || !/\p{Script=Hebrew}/u.test(before)) return false;
        break;
      case '\u30FB': // KATAKANA MIDDLE DOT: in a label with Hiragana, Katakana or Han
        if (!chars.some((other) => other !== '\u30FB' && JAPANESE.test(other))) return false;
        break;
      default:
        break;
    }
  }
  // ARABIC-INDIC DIGITS and EXTENDED ARABIC-INDIC DIGITS are not mixed in one label
  return !(/[\u0660-\u0669]/.test(label) && /[\u06F0-\u06F9]/.test(label));
}

/** The A-label form, or null when UTS #46 or ContextO refuse the name. */
export function idnaToAscii(name: string): string | null {
  const ascii = toASCII(name, OPTIONS);
  if (ascii === null || ascii === undefined) return null;
  if (ascii.includes('xn--')) {
    const unicode = toUnicode(ascii, UNICODE_OPTIONS);
    if (unicode.error || !unicode.domain.split('.').every(passesContextO)) return null;
  }
  return ascii;
}

/** The mapped Unicode form ("Bücher.DE" -> "bücher.de", "例え。jp" -> "例え.jp"), or null when refused. */
export function idnaToUnicode(name: string): string | null {
  const ascii = idnaToAscii(name);
  if (ascii === null) return null;
  const result = toUnicode(ascii, UNICODE_OPTIONS);
  return result.error ? null : result.domain;
}

provideIdna({ idnaToAscii, idnaToUnicode });
