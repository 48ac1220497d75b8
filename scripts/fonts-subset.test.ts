import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { SOURCE_FONT, SUBSET_FONT, subsetInter, WEIGHTS } from './fonts-subset';

const ROOT = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.(json|md|xlf)$/.test(name) ? [file] : [];
  });
}

/** Every code point of the message catalogues and the embedded content: the text pages show. */
function codePointsShown(): Map<number, string> {
  const shown = new Map<number, string>();
  for (const file of [...filesUnder(path.join(ROOT, 'messages')), ...filesUnder(path.join(ROOT, 'content'))]) {
    for (const char of readFileSync(file, 'utf8')) {
      const code = char.codePointAt(0)!;
      if (code >= 0x20 && !shown.has(code)) shown.set(code, path.relative(ROOT, file));
    }
  }
  return shown;
}

describe('the subset web font (npm run fonts:subset)', () => {
  const subset = readFileSync(SUBSET_FONT);
  const kept = new Set(fontkit.create(subset).characterSet);

  it('is what the script makes from the installed Inter, and less than half its size', async () => {
    expect(Buffer.compare(await subsetInter(), subset)).toBe(0);
    expect(subset.length).toBeLessThan(readFileSync(SOURCE_FONT).length / 2);
  });

  it('loses no character the messages and the embedded content use that Inter’s Latin file has', () => {
    const source = new Set(fontkit.create(readFileSync(SOURCE_FONT)).characterSet);
    const lost = [...codePointsShown()].filter(([code]) => source.has(code) && !kept.has(code)).map(([code, file]) => `U+${code.toString(16).toUpperCase()} ${String.fromCodePoint(code)} (${file})`);
    expect(lost).toEqual([]);
    // The characters each locale needs, named so that a narrower range shows here first.
    for (const char of 'ñÑ¿¡áéíóúüëï€–—’“”…') expect(kept, char).toContain(char.codePointAt(0));
  });

  it('keeps the weights the styles use, 400 to 800', () => {
    const axes = (fontkit.create(subset) as unknown as { variationAxes: Record<string, { min: number; max: number }> }).variationAxes;
    expect(axes.wght).toMatchObject(WEIGHTS);
  });
});
