import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from './common';

/**
 * The support forms' texts state their file limits in words ("at most 10 MB each", "at most 10
 * files"); the figures must be the ones the forms and the upload parser enforce (LIMITS), in every
 * language, so that a changed limit cannot leave a page saying the old one.
 */
const MIB = 1024 * 1024;
const fileMb = LIMITS.maxFileBytes / MIB;
const requestMb = LIMITS.maxRequestBytes / MIB;

function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/** The megabyte figures a text states, and the counts it gives before a word for files. */
function statedFigures(text: string) {
  return {
    megabytes: [...text.matchAll(/(\d+)\s?MB/g)].map((match) => Number(match[1])),
    files: [...text.matchAll(/(\d+)\s+(?:files|archivos|bestanden)\b/gi)].map((match) => Number(match[1])),
  };
}

describe('the file limits the support messages state are the enforced ones', () => {
  it('finds the figures it checks (and would catch a wrong one)', () => {
    expect(statedFigures('PDF, PNG or JPEG, up to 10 files of at most 10 MB each.')).toEqual({ megabytes: [10], files: [10] });
    expect(statedFigures('Como máximo 12 archivos por solicitud; 9 MB')).toEqual({ megabytes: [9], files: [12] });
  });

  it.each(['en', 'es', 'nl'])('messages/%s/support.json', (locale) => {
    const catalogue = JSON.parse(readFileSync(`messages/${locale}/support.json`, 'utf8')) as unknown;
    const stated = strings(catalogue).map(([key, text]) => ({ key, ...statedFigures(text) }));
    const withFigures = stated.filter((entry) => entry.megabytes.length || entry.files.length);
    // The hints, the field errors and the upload errors all say them.
    expect(withFigures.length).toBeGreaterThanOrEqual(8);
    for (const { key, megabytes, files } of withFigures) {
      const limit = key.endsWith('request-too-large') ? requestMb : fileMb;
      expect(megabytes.every((figure) => figure === limit), `${key}: ${megabytes.join(', ')} MB`).toBe(true);
      expect(files.every((figure) => figure === LIMITS.maxFiles), `${key}: ${files.join(', ')} files`).toBe(true);
    }
  });

  it("the schemas' own texts (the English the catalogue replaces) are built from the limits", () => {
    expect(MESSAGES.fileTooLarge).toBe(`Each file must be at most ${fileMb} MB`);
    expect(MESSAGES.tooManyFiles).toBe(`At most ${LIMITS.maxFiles} files per request`);
  });
});
