import { z } from 'zod';

/**
 * Workaround (reported to the lead): the shared object pieces (imageSchema, modalSchema, ...) use
 * `text` / `flag` / `optionalNumber`, which zod v4 treats as required keys, so `{url}` without
 * width/height/alt fails. This fills the listed keys with null (which those pieces accept) first.
 */
export function withMissingKeys<T extends z.ZodType>(keys: readonly string[], schema: T) {
  return z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value) ? { ...Object.fromEntries(keys.map((key) => [key, null])), ...value } : value,
    schema,
  );
}
