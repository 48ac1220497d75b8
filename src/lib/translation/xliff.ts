import { Parser } from 'htmlparser2';
import { normaliseLanguage, type Language } from './languages';
import { sourceHash, type MemoryEntry, type StoredEntry, type TranslationMemory } from './memory';

/**
 * The translation memory as XLIFF, the exchange format translation tools (CAT tools) read, so
 * editors can review machine output and correct it (`npm run translations:export` / `:import`).
 *
 * Export: XLIFF 1.2 (default) or 2.0, one <file> per language pair, one unit per entry, its id the
 * SHA-256 of the source text. Machine translations are marked for review (1.2:
 * state="needs-review-translation", approved="no"; 2.0: state="initial"); human ones are final.
 * HTML in a text travels as escaped text, the way it is stored.
 *
 * Import (1.2 or 2.0): a unit becomes a human translation when it is approved or its state says it
 * was translated or reviewed (1.2: translated, signed-off, final; 2.0: translated, reviewed, final),
 * or when its target differs from what the memory holds (an editor changed it). Untouched machine
 * units stay machine translations. A unit whose target lost or added HTML tags is refused.
 *
 * Only the site's own strings travel: rows a visitor asked for (POST /api/translate-json) are not
 * exported, and a unit whose source the memory holds only as a visitor row is refused, so no
 * visitor text becomes a human translation. A unit's id is the SHA-256 of its source: a unit whose
 * source no longer has that hash is refused (a source XML cannot carry — control characters are
 * dropped on export — would otherwise come back as another, shorter text, which could be a page's).
 */
export type XliffVersion = '1.2' | '2.0';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
function xml(text: string): string {
  // Characters XML 1.0 cannot carry are dropped.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"]/g, (character) => XML_ESCAPES[character]!);
}

export function exportXliff(entries: readonly StoredEntry[], options: { version?: XliffVersion; now?: Date } = {}): string {
  const version = options.version ?? '1.2';
  const stamp = (options.now ?? new Date()).toISOString();
  const pairs = new Map<string, StoredEntry[]>();
  for (const entry of entries) {
    if (entry.requestedBy === 'visitor') continue;
    const key = `${entry.sourceLanguage}>${entry.targetLanguage}`;
    let list = pairs.get(key);
    if (!list) pairs.set(key, (list = []));
    list.push(entry);
  }
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  if (version === '1.2') {
    lines.push('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
    for (const [, list] of pairs) {
      const { sourceLanguage, targetLanguage } = list[0]!;
      lines.push(`  <file original="translation-memory" datatype="plaintext" source-language="${sourceLanguage}" target-language="${targetLanguage}" date="${stamp}">`);
      lines.push('    <header><tool tool-id="registrar-website" tool-name="registrar-website translations:export"/></header>');
      lines.push('    <body>');
      for (const entry of list) {
        const human = entry.origin === 'human';
        lines.push(`      <trans-unit id="${entry.hash}" approved="${human ? 'yes' : 'no'}" xml:space="preserve">`);
        lines.push(`        <source>${xml(entry.source)}</source>`);
        lines.push(`        <target state="${human ? 'final' : 'needs-review-translation'}">${xml(entry.target)}</target>`);
        lines.push(`        <note from="registrar-website">${xml(`${entry.origin} translation (${entry.provider}), ${entry.updatedAt}`)}</note>`);
        lines.push('      </trans-unit>');
      }
      lines.push('    </body>', '  </file>');
    }
    lines.push('</xliff>');
  } else {
    // XLIFF 2.0 carries one language pair per document (srcLang/trgLang on <xliff>).
    if (pairs.size > 1) throw new Error('XLIFF 2.0 holds one language pair per file: export with --target <language>');
    const list = [...pairs.values()][0] ?? [];
    const srcLang = list[0]?.sourceLanguage ?? 'en';
    const trgLang = list[0]?.targetLanguage ?? 'es';
    lines.push(`<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="${srcLang}" trgLang="${trgLang}">`);
    lines.push(`  <file id="translation-memory">`);
    for (const entry of list) {
      const human = entry.origin === 'human';
      lines.push(`    <unit id="u${entry.hash}">`);
      lines.push(`      <notes><note category="origin">${xml(`${entry.origin} translation (${entry.provider}), ${entry.updatedAt}`)}</note></notes>`);
      lines.push(`      <segment state="${human ? 'final' : 'initial'}">`);
      lines.push(`        <source xml:space="preserve">${xml(entry.source)}</source>`);
      lines.push(`        <target xml:space="preserve">${xml(entry.target)}</target>`);
      lines.push('      </segment>', '    </unit>');
    }
    lines.push('  </file>', '</xliff>');
  }
  return lines.join('\n') + '\n';
}

export interface XliffUnit {
  id: string;
  sourceLanguage: Language;
  targetLanguage: Language;
  source: string;
  target: string | null;
  /** The tool or editor says this translation was made or checked by a person. */
  approved: boolean;
}

export class XliffError extends Error {
  override name = 'XliffError';
}

const APPROVED_STATES_12 = new Set(['translated', 'signed-off', 'final']);
const APPROVED_STATES_20 = new Set(['translated', 'reviewed', 'final']);

/** Reads the units of an XLIFF 1.2 or 2.0 document; inline XLIFF markup inside a text is refused per unit. */
export function parseXliff(document: string): { units: XliffUnit[]; refused: { id: string; reason: string }[] } {
  const units: XliffUnit[] = [];
  const refused: { id: string; reason: string }[] = [];
  let version: XliffVersion | null = null;
  let languages: { source: Language | null; target: Language | null } = { source: null, target: null };
  let unit: { id: string; source: string; target: string | null; approved: boolean; inline: string | null } | null = null;
  let capture: 'source' | 'target' | null = null;
  let fatal: string | null = null;

  const languagePair = (source: string | undefined, target: string | undefined) => {
    const from = normaliseLanguage(source ?? '');
    const to = normaliseLanguage(target ?? '');
    if (!from || !to) fatal ??= `unsupported or missing languages "${source ?? ''}" -> "${target ?? ''}" (en, es, nl)`;
    languages = { source: from, target: to };
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tag = name.replace(/^.*:/, '');
        if (capture) {
          if (unit) unit.inline ??= `inline <${tag}> markup inside <${capture}> is not supported`;
          return;
        }
        if (tag === 'xliff') {
          version = attributes.version === '2.0' || attributes.version === '2.1' ? '2.0' : attributes.version === '1.2' ? '1.2' : null;
          if (!version) fatal ??= `XLIFF version ${attributes.version ?? '(none)'} is not supported (1.2 or 2.0)`;
          if (version === '2.0') languagePair(attributes.srclang ?? attributes.srcLang, attributes.trglang ?? attributes.trgLang);
        } else if (tag === 'file' && version === '1.2') {
          languagePair(attributes['source-language'], attributes['target-language']);
        } else if ((tag === 'trans-unit' && version === '1.2') || (tag === 'unit' && version === '2.0')) {
          unit = { id: attributes.id ?? '', source: '', target: null, approved: version === '1.2' && attributes.approved === 'yes', inline: null };
        } else if (tag === 'segment' && unit && version === '2.0') {
          if (APPROVED_STATES_20.has(attributes.state ?? '')) unit.approved = true;
        } else if ((tag === 'source' || tag === 'target') && unit) {
          capture = tag;
          if (tag === 'target') {
            unit.target = '';
            if (version === '1.2' && APPROVED_STATES_12.has(attributes.state ?? '')) unit.approved = true;
          }
        }
      },
      ontext(text) {
        if (!capture || !unit) return;
        if (capture === 'source') unit.source += text;
        else unit.target = (unit.target ?? '') + text;
      },
      onclosetag(name) {
        const tag = name.replace(/^.*:/, '');
        if (capture && tag === capture) capture = null;
        else if (capture) return;
        if (((tag === 'trans-unit' && version === '1.2') || (tag === 'unit' && version === '2.0')) && unit) {
          if (unit.inline) refused.push({ id: unit.id, reason: unit.inline });
          else if (!unit.source) refused.push({ id: unit.id, reason: 'no source text' });
          else if (languages.source && languages.target) {
            units.push({ id: unit.id, sourceLanguage: languages.source, targetLanguage: languages.target, source: unit.source, target: unit.target, approved: unit.approved });
          }
          unit = null;
        }
      },
      onerror(error) {
        fatal ??= error.message;
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(document);
  parser.end();
  if (!version) fatal ??= 'not an XLIFF document (no <xliff> element)';
  if (fatal) throw new XliffError(fatal);
  return { units, refused };
}

/** Tag names in order ('p', '/p', 'a', '/a'): a translation must keep the source's markup. */
export function tagSequence(text: string): string {
  return [...text.matchAll(/<(\/?)([a-z][a-z0-9-]*)\b[^>]*>/gi)].map((match) => `${match[1]}${match[2]!.toLowerCase()}`).sort().join(' ');
}

/** Units grouped by language pair (one memory lookup per pair), in first-seen order. */
export function byLanguagePair<T extends { sourceLanguage: Language; targetLanguage: Language }>(units: readonly T[]): T[][] {
  const pairs = new Map<string, T[]>();
  for (const unit of units) {
    const key = `${unit.sourceLanguage}>${unit.targetLanguage}`;
    let list = pairs.get(key);
    if (!list) pairs.set(key, (list = []));
    list.push(unit);
  }
  return [...pairs.values()];
}

export interface ImportReport {
  units: number;
  /** Stored as human translations (new or changed). */
  imported: number;
  /** Already in the memory as they are (e.g. machine output nobody touched). */
  unchanged: number;
  refused: { id: string; reason: string }[];
}

export async function importXliff(memory: TranslationMemory, document: string, options: { dryRun?: boolean; now?: Date } = {}): Promise<ImportReport> {
  const parsed = parseXliff(document);
  const report: ImportReport = { units: parsed.units.length + parsed.refused.length, imported: 0, unchanged: 0, refused: [...parsed.refused] };
  const accepted: XliffUnit[] = [];
  for (const unit of parsed.units) {
    if (unit.id.replace(/^u(?=[0-9a-f]{64}$)/, '') !== sourceHash(unit.source)) {
      report.refused.push({ id: unit.id, reason: 'the source is not the text exported under this id (edited, or it held characters XML cannot carry)' });
      continue;
    }
    if (unit.sourceLanguage === unit.targetLanguage) {
      report.refused.push({ id: unit.id, reason: 'source and target language are the same' });
      continue;
    }
    if (!unit.target?.trim()) {
      report.refused.push({ id: unit.id, reason: 'no target text' });
      continue;
    }
    if (tagSequence(unit.source) !== tagSequence(unit.target)) {
      report.refused.push({ id: unit.id, reason: 'the target’s HTML tags differ from the source’s' });
      continue;
    }
    accepted.push(unit);
  }
  for (const units of byLanguagePair(accepted)) {
    const { sourceLanguage, targetLanguage } = units[0]!;
    const known = await memory.lookup(sourceLanguage, targetLanguage, units.map((unit) => unit.source));
    const entries: MemoryEntry[] = [];
    for (const unit of units) {
      const current = known.get(unit.source);
      if (current?.requestedBy === 'visitor') {
        report.refused.push({ id: unit.id, reason: 'a visitor’s text (POST /api/translate-json), not a string of the site' });
        continue;
      }
      const edited = current?.target !== unit.target;
      if (current && !edited && (current.origin === 'human' || !unit.approved)) {
        report.unchanged += 1;
        continue;
      }
      if (!unit.approved && !edited) {
        report.unchanged += 1;
        continue;
      }
      entries.push({ source: unit.source, target: unit.target!, origin: 'human', provider: 'xliff' });
    }
    report.imported += entries.length;
    if (!options.dryRun) await memory.save(sourceLanguage, targetLanguage, entries, options.now);
  }
  return report;
}

export { sourceHash };
