import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Islands read their messages with next-intl's useTranslations, inside the IslandMessages their server
 * component gives them (src/components/i18n/IslandMessages.tsx): a message is one edit in messages/
 * plus its translations, not a label type, a prop and a server-side mapping. This test fails when an
 * island (a *.client.tsx file) declares a `*Labels` type or takes a `labels` prop — the way strings
 * were carried from server components before.
 */

/** What in an island's source carries labels from its server component. */
export function labelPlumbing(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:interface|type)\s+(\w*Labels)\b/g)) found.push(`declares ${match[1]}`);
  // A prop in a component's type ({ labels: …; } or { labels?: … }) or its destructured parameters.
  if (/[{;,]\s*labels\??\s*:/.test(source) || /\(\s*\{[^)]*\blabels\b[^)]*\}\s*:/.test(source)) found.push('takes a labels prop');
  return found;
}

const root = path.resolve('src');
const islands = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.client.tsx'))
  .map((file) => path.join('src', file).split(path.sep).join('/'))
  .sort();

/**
 * Islands not converted yet (they still receive labels as props): none since the domain-search
 * islands were converted. It stays empty: an island that no longer carries labels must leave it
 * (the last test says so), and no island may join it.
 */
const PENDING = new Set<string>([]);

describe('islands read messages, not label props', () => {
  it('finds the islands', () => {
    expect(islands.length).toBeGreaterThan(50);
  });

  it('recognises label plumbing (and leaves an island with useTranslations alone)', () => {
    const before = `export interface GlossaryLabels { letters: string }\nexport function Glossary({ entries, labels }: { entries: Entry[]; labels: GlossaryLabels }) {}`;
    expect(labelPlumbing(before)).toEqual(['declares GlossaryLabels', 'takes a labels prop']);
    expect(labelPlumbing(`export function Row({ item, labels }: Props) {}`)).toEqual(['takes a labels prop']);
    expect(labelPlumbing(`function Card(props: { title: string; labels?: CardText }) {}`)).toEqual(['takes a labels prop']);
    const after = `export function Glossary({ entries }: { entries: Entry[] }) {\n  const t = useTranslations('resources');\n  const labels = usePaginationLabels();\n  return <Pagination labels={labels} />;\n}`;
    expect(labelPlumbing(after)).toEqual([]);
  });

  it.each(islands.filter((file) => !PENDING.has(file)))('%s takes no labels from its server component', (file) => {
    expect(labelPlumbing(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('the list of islands still to convert names only islands that still carry labels', () => {
    const stale = [...PENDING].filter((file) => !islands.includes(file) || labelPlumbing(readFileSync(file, 'utf8')).length === 0);
    expect(stale, 'remove these from PENDING').toEqual([]);
  });
});
