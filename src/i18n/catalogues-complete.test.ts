import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { identicalIn, loadIdentical } from '@/lib/translation/identical';
import { siteTermbase } from '@/lib/translation/termbase';
import { onlyAllowed } from '@/lib/translation/untranslated';

/**
 * Every message of messages/en has a Spanish and a Dutch entry (issue 25: /es and /nl read wholly in
 * their language; a missing key would show the English fallback). A Spanish or Dutch value equal to
 * the English one is accepted only when it is deliberately the same: made only of the texts listed
 * in content/translation/identical.json (or the termbase's protected words), abbreviations,
 * placeholders, figures and machine values. Every namespace file of messages/en is checked, also
 * one not yet wired into src/i18n/messages.ts.
 */
const root = path.resolve('messages');
const read = (language: string, file: string): unknown => JSON.parse(readFileSync(path.join(root, language, file), 'utf8'));

/** 'a.b.c' -> value, for every leaf. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) for (const [name, leaf] of leaves(inner, `${prefix}${key}.`)) out.set(name, leaf);
  } else out.set(prefix.slice(0, -1), value);
  return out;
}

const identical = loadIdentical();
const protectedWords = siteTermbase().document.protected;
const files = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));

describe('message catalogues are complete in Spanish and Dutch', () => {
  it('reads the English namespaces', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  for (const language of ['es', 'nl'] as const) {
    const allowed = [...identicalIn(identical, language), ...protectedWords].sort((a, b) => b.length - a.length);
    it.each(files)(`${language}: %s has every key of English, translated or deliberately identical`, (file) => {
      const english = leaves(read('en', file));
      let translated: Map<string, unknown>;
      try {
        translated = leaves(read(language, file));
      } catch (error) {
        throw new Error(`messages/${language}/${file} is missing or not JSON: ${(error as Error).message}`);
      }
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      expect(missing, `keys of messages/en/${file} missing in messages/${language}/${file}`).toEqual([]);
      const untranslated = [...english].filter(([key, value]) => {
        if (typeof value !== 'string' || translated.get(key) !== value) return false;
        return !onlyAllowed(value.replace(/\{[^{}]*\}/g, ' '), allowed);
      });
      expect(
        untranslated.map(([key, value]) => `${key}: ${JSON.stringify(value)}`),
        `messages/${language}/${file}: values equal to English that are not listed in content/translation/identical.json`,
      ).toEqual([]);
    });
  }

  it('the allowlist stays short and lists each text once', () => {
    const everything = [...identical.all, ...identical.es, ...identical.nl];
    expect(everything.length).toBeLessThan(100);
    expect(new Set(everything).size).toBe(everything.length);
  });
});
