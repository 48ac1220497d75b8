import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';

/**
 * The termbase (content/translation/termbase.json): what no machine engine may translate on its
 * own. Applied around every engine (protect.ts), so the engine never sees these words:
 * - protected: kept exactly as written (the brand, Membership tier names, product names);
 * - terms: fixed translations, form by form ('domain' -> 'dominio' / 'domein', plural likewise);
 * - phrases: whole strings with a fixed translation (the spec's static labels).
 */
const nonEmpty = z.string().trim().min(1);
const forms = z.array(nonEmpty).min(1).max(4);

const termSchema = z
  .object({ en: forms, es: forms, nl: forms, note: z.string().optional() })
  .strict()
  .refine((term) => term.es.length === term.en.length && term.nl.length === term.en.length, {
    message: 'en, es and nl must list the same number of forms (singular, plural …)',
  });

const phraseSchema = z.object({ en: nonEmpty, es: nonEmpty, nl: nonEmpty }).strict();

export const termbaseSchema = z
  .object({
    $comment: z.string().optional(),
    protected: z.array(nonEmpty.max(80)),
    terms: z.array(termSchema),
    phrases: z.array(phraseSchema),
  })
  .strict()
  .superRefine((termbase, context) => {
    const seen = new Map<string, string>();
    const claim = (key: string, where: string) => {
      const previous = seen.get(key);
      if (previous) context.addIssue({ code: 'custom', path: [where], message: `"${key}" is listed twice (${previous} and ${where})` });
      else seen.set(key, where);
    };
    termbase.protected.forEach((entry, index) => claim(`protected:${entry}`, `protected.${index}`));
    termbase.terms.forEach((term, index) => term.en.forEach((form) => claim(`term:${form.toLowerCase()}`, `terms.${index}`)));
    termbase.phrases.forEach((phrase, index) => claim(`phrase:${phrase.en}`, `phrases.${index}`));
  });

export type TermbaseDocument = z.output<typeof termbaseSchema>;

export interface TermMatch {
  /** 'keep': restore the source text exactly; 'fixed': the target language's form. */
  kind: 'keep' | 'fixed';
  /** For fixed terms: the form in the target language (as written in the termbase). */
  target: string;
}

interface Matcher {
  pattern: RegExp;
  resolve(matched: string): TermMatch;
}

export class TermbaseError extends Error {
  override name = 'TermbaseError';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only: not inside another word, a number, a slug or an address. */
const wordPattern = (text: string) => `(?<![\\p{L}\\p{N}_@/-])${escapeRegExp(text).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}_-])`;

export class Termbase {
  private readonly matchers = new Map<string, Matcher[]>();
  private readonly phrases = new Map<string, Map<string, string>>();

  constructor(readonly document: TermbaseDocument) {
    for (const phrase of document.phrases) {
      for (const from of LANGUAGES) {
        for (const to of LANGUAGES) {
          if (from === to) continue;
          const key = `${from}>${to}`;
          let map = this.phrases.get(key);
          if (!map) this.phrases.set(key, (map = new Map()));
          map.set(phrase[from].trim(), phrase[to]);
        }
      }
    }
  }

  /** A whole-string fixed translation (static labels), or undefined. */
  phrase(text: string, source: Language, target: Language): string | undefined {
    return this.phrases.get(`${source}>${target}`)?.get(text.trim());
  }

  /** Matchers for a language pair, longest entries first so 'domain name' wins over 'domain'. */
  matchersFor(source: Language, target: Language): Matcher[] {
    const key = `${source}>${target}`;
    const cached = this.matchers.get(key);
    if (cached) return cached;
    const entries: { text: string; matcher: Matcher }[] = [];
    for (const entry of this.document.protected) {
      entries.push({ text: entry, matcher: { pattern: new RegExp(wordPattern(entry), 'gu'), resolve: () => ({ kind: 'keep', target: '' }) } });
    }
    for (const term of this.document.terms) {
      term[source].forEach((form, index) => {
        const targetForm = term[target][index]!;
        entries.push({ text: form, matcher: { pattern: new RegExp(wordPattern(form), 'giu'), resolve: () => ({ kind: 'fixed', target: targetForm }) } });
      });
    }
    entries.sort((a, b) => b.text.length - a.text.length);
    const matchers = entries.map((entry) => entry.matcher);
    this.matchers.set(key, matchers);
    return matchers;
  }
}

/** translation/termbase.json under the embedded content root (CONTENT_DIR, default ./content). */
export function defaultTermbaseFile(): string {
  const contentDir = process.env.CONTENT_DIR?.trim() || path.join(process.cwd(), 'content');
  return path.resolve(/*turbopackIgnore: true*/ contentDir, 'translation', 'termbase.json');
}

/** Reads and validates a termbase file; a broken one throws naming the file and the JSON path. */
export function loadTermbase(file = defaultTermbaseFile()): Termbase {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TermbaseError(`${file}: not readable JSON: ${(error as Error).message}`);
  }
  const parsed = termbaseSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new TermbaseError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return new Termbase(parsed.data);
}

let cached: { file: string; termbase: Termbase } | undefined;
/** The site's termbase, read once per process; a content root without one has an empty termbase. */
export function siteTermbase(): Termbase {
  const file = defaultTermbaseFile();
  if (!cached || cached.file !== file) {
    const termbase = existsSync(file) ? loadTermbase(file) : new Termbase({ protected: [], terms: [], phrases: [] });
    if (!existsSync(file)) console.warn(`[translation] no termbase at ${file}: machine translation runs without one`);
    cached = { file, termbase };
  }
  return cached.termbase;
}
