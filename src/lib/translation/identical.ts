import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Texts deliberately the same in Spanish or Dutch as in English (content/translation/identical.json):
 * names, brands, products, plan and tier names, abbreviations, and the few words Spanish or Dutch
 * use as they are ('Blog'; 'Support' in Dutch). The message catalogue test accepts a Spanish or
 * Dutch value equal to the English one only when it is listed; `npm run translations:missing`
 * does not report such a text on a page.
 */
const listSchema = z
  .object({
    $comment: z.string().optional(),
    all: z.array(z.string().min(1)),
    es: z.array(z.string().min(1)),
    nl: z.array(z.string().min(1)),
  })
  .strict();

export type IdenticalList = z.output<typeof listSchema>;

export function defaultIdenticalFile(): string {
  const contentDir = process.env.CONTENT_DIR?.trim() || path.join(process.cwd(), 'content');
  return path.resolve(/*turbopackIgnore: true*/ contentDir, 'translation', 'identical.json');
}

export function loadIdentical(file = defaultIdenticalFile()): IdenticalList {
  return listSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The texts allowed to stay as in English in a language. */
export function identicalIn(list: IdenticalList, language: 'es' | 'nl'): string[] {
  return [...list.all, ...list[language]];
}
