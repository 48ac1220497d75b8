/**
 * Writes the site's web font, src/app/fonts/inter-latin-subset.woff2, from the Inter variable font
 * of @fontsource-variable/inter (SIL Open Font License 1.1): `npm run fonts:subset`.
 *
 * The font is on the critical path of every page (the h1 waits for it), so it carries only what the
 * site shows: the Latin characters of English, Spanish and Dutch text, € beside $ and £, typographic
 * punctuation; the weight axis cut to the weights the styles use (400–800); no glyphs reachable only
 * through optional OpenType features. Anything else falls back to the system face, as it did with
 * the whole Latin file: an IDN example in Cyrillic or Han, and ₹ and ₽, which Inter keeps in its
 * Latin Extended file.
 * 48 KB → 22 KB. scripts/fonts-subset.test.ts checks that no character the messages and the
 * embedded content use, and the source font has, is lost.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SOURCE_FONT = path.join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const SUBSET_FONT = path.join(ROOT, 'src/app/fonts/inter-latin-subset.woff2');

/** The weights the site's styles use (font-normal … font-extrabold); src/app/fonts.ts declares the same range. */
export const WEIGHTS = { min: 400, max: 800 } as const;

/** Code point ranges kept, inclusive. */
export const KEPT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: á é í ó ú ñ ü ë ï ¿ ¡ « » © · ×, no-break space
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space (Intl number formats)
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // −
];

export function keptText(): string {
  let text = '';
  for (const [from, to] of KEPT_RANGES) for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

export async function subsetInter(source: Buffer = readFileSync(SOURCE_FONT)): Promise<Buffer> {
  return subsetFont(source, keptText(), { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS }, noLayoutClosure: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const source = readFileSync(SOURCE_FONT);
  const subset = await subsetInter(source);
  writeFileSync(SUBSET_FONT, subset);
  console.log(`${path.relative(ROOT, SUBSET_FONT)}: ${subset.length} bytes (from ${source.length})`);
}
