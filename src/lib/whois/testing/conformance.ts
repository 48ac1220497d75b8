import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository's root: this file is src/lib/whois/testing/conformance.ts. */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/**
 * The conformance data, copied into the repository with each source's SOURCE.txt and licence
 * (conformance/README.md). Tests read only this copy: nothing outside the repository.
 */
export function conformanceDir(): string {
  return path.join(repositoryRoot, 'conformance');
}

const indexEntry = z.object({
  file: z.string(),
  expected: z.string().nullable(),
  domain: z.string(),
  suffix: z.string(),
  registry_format: z.string(),
  outcome: z.enum(['registered', 'not-found']),
  crlf: z.boolean(),
  non_ascii: z.boolean(),
  bytes: z.number(),
  sha256: z.string(),
  note: z.string(),
  source: z.string(),
});
export type WhoisSample = z.infer<typeof indexEntry>;

export function whoisSamples(): WhoisSample[] {
  const index = readFileSync(path.join(conformanceDir(), 'whois', 'INDEX.json'), 'utf8');
  return z.array(indexEntry).parse(JSON.parse(index));
}

export function sampleBytes(sample: WhoisSample): Buffer {
  return readFileSync(path.join(conformanceDir(), 'whois', sample.file));
}

export function sampleExpected(sample: WhoisSample): unknown {
  if (!sample.expected) return null;
  return JSON.parse(readFileSync(path.join(conformanceDir(), 'whois', sample.expected), 'utf8'));
}

/** Top folder of a sample: samples of one folder are served by one replay server (domains are unique in it). */
export function sampleGroup(sample: WhoisSample): string {
  return sample.file.split('/')[0] ?? '';
}
