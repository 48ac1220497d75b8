import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from './languages';
import { sourceHash, type MemoryEntry, type TranslationMemory } from './memory';
import { byLanguagePair, parseXliff, tagSequence, XliffError, type XliffUnit } from './xliff';

/**
 * The reviewed Spanish and Dutch the repository ships (docs/translation.md "Shipped translations"):
 * XLIFF 1.2 files under content/translation/memory/ (one per area and language, e.g.
 * legal.es.xlf), imported into the translation memory when the site opens it, so a fresh site
 * reads in Spanish and Dutch without any engine.
 *
 * The import is idempotent and human entries win:
 * - a shipped unit is written when the memory has no row for its source, or only a machine row;
 * - a row that came from an earlier shipped file (provider 'shipped') is updated when the shipped
 *   target changed;
 * - a human row from anywhere else (an operator's `translations:import`) is kept: the operator's
 *   correction outlives restarts and new releases;
 * - nothing is deleted: a unit removed from the files stays in the memory until an operator exports
 *   and prunes it (the page no longer asks for its source anyway).
 * Every unit must carry a target and keep the source's HTML tags (the XLIFF import's rules); a
 * broken file throws naming the file, so `npm run content:validate` (and the build) fails on it.
 */
export const SHIPPED_PROVIDER = 'shipped';

export interface ShippedUnit {
  source: string;
  target: string;
  sourceLanguage: Language;
  targetLanguage: Language;
  /** The file it came from, relative to the memory directory. */
  file: string;
}

export class ShippedMemoryError extends Error {
  override name = 'ShippedMemoryError';
}

/** content/translation/memory under the embedded content root (CONTENT_DIR, default ./content). */
export function defaultShippedDirectory(): string {
  const contentDir = process.env.CONTENT_DIR?.trim() || path.join(process.cwd(), 'content');
  return path.resolve(/*turbopackIgnore: true*/ contentDir, 'translation', 'memory');
}

/** Every unit of every .xlf file of the directory (sorted by name), validated. */
export function readShippedUnits(directory = defaultShippedDirectory()): ShippedUnit[] {
  if (!existsSync(directory)) return [];
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.xlf'))
    .sort();
  const units: ShippedUnit[] = [];
  const seen = new Map<string, { file: string; target: string }>();
  for (const file of files) {
    let parsed: { units: XliffUnit[]; refused: { id: string; reason: string }[] };
    try {
      parsed = parseXliff(readFileSync(path.join(directory, file), 'utf8'));
    } catch (error) {
      throw new ShippedMemoryError(`${file}: ${error instanceof XliffError ? error.message : (error as Error).message}`);
    }
    const refused = parsed.refused[0];
    if (refused) throw new ShippedMemoryError(`${file}: unit ${refused.id || '(no id)'}: ${refused.reason}`);
    for (const unit of parsed.units) {
      const where = `${file}: unit ${unit.id || JSON.stringify(unit.source.slice(0, 40))}`;
      if (unit.sourceLanguage === unit.targetLanguage) throw new ShippedMemoryError(`${where}: source and target language are the same`);
      if (!unit.target?.trim()) throw new ShippedMemoryError(`${where}: no target text`);
      if (tagSequence(unit.source) !== tagSequence(unit.target)) throw new ShippedMemoryError(`${where}: the target's HTML tags differ from the source's`);
      const key = `${unit.sourceLanguage}>${unit.targetLanguage}\u0000${unit.source}`;
      const earlier = seen.get(key);
      if (earlier && earlier.target !== unit.target) throw new ShippedMemoryError(`${where}: the same source has another translation in ${earlier.file}`);
      seen.set(key, { file, target: unit.target });
      units.push({ source: unit.source, target: unit.target, sourceLanguage: unit.sourceLanguage, targetLanguage: unit.targetLanguage, file });
    }
  }
  return units;
}

export interface ShippedImportReport {
  units: number;
  /** Written now (new, replacing a machine row, or an updated shipped row). */
  written: number;
  /** Kept because a person's translation from elsewhere is in the memory. */
  keptHuman: number;
}

/** Imports the shipped units into the memory (see the rules above). */
export async function importShipped(memory: TranslationMemory, units: readonly ShippedUnit[]): Promise<ShippedImportReport> {
  const report: ShippedImportReport = { units: units.length, written: 0, keptHuman: 0 };
  for (const list of byLanguagePair(units)) {
    const { sourceLanguage, targetLanguage } = list[0]!;
    const known = await memory.lookup(sourceLanguage, targetLanguage, list.map((unit) => unit.source));
    const entries: MemoryEntry[] = [];
    for (const unit of list) {
      const current = known.get(unit.source);
      if (current?.origin === 'human' && current.provider !== SHIPPED_PROVIDER) {
        report.keptHuman += 1;
        continue;
      }
      if (current?.origin === 'human' && current.target === unit.target) continue;
      entries.push({ source: unit.source, target: unit.target, origin: 'human', provider: SHIPPED_PROVIDER });
    }
    if (entries.length) await memory.save(sourceLanguage, targetLanguage, entries);
    report.written += entries.length;
  }
  return report;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const xml = (text: string) => text.replace(/[&<>"]/g, (character) => XML_ESCAPES[character]!);

/**
 * A shipped file's text: XLIFF 1.2, one <file> for one language pair, units in the given order, ids
 * the SHA-256 of the source (as `translations:export` writes them), every unit approved and final.
 * A unit without a target is written with an empty state="new" target: a skeleton for a translator
 * (`npm run translations:missing -- --xliff-out DIR`), refused until it is filled in.
 */
export function shippedXliff(area: string, sourceLanguage: Language, targetLanguage: Language, units: readonly { source: string; target: string | null; note?: string }[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
    `  <file original="${xml(area)}" datatype="plaintext" source-language="${sourceLanguage}" target-language="${targetLanguage}">`,
    '    <body>',
  ];
  for (const unit of units) {
    const done = unit.target !== null && unit.target !== '';
    lines.push(`      <trans-unit id="${sourceHash(unit.source)}"${done ? ' approved="yes"' : ''} xml:space="preserve">`);
    lines.push(`        <source>${xml(unit.source)}</source>`);
    lines.push(done ? `        <target state="final">${xml(unit.target!)}</target>` : '        <target state="new"></target>');
    if (unit.note) lines.push(`        <note>${xml(unit.note)}</note>`);
    lines.push('      </trans-unit>');
  }
  lines.push('    </body>', '  </file>', '</xliff>');
  return lines.join('\n') + '\n';
}
