import { z } from 'zod';
import type { ExploreItem, GlossaryItem } from './glossary';

/** The content system's item shapes, reshaped once; kept apart from glossary.ts so islands load no zod. */
const text = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

/** 'dnssec', '/glossary/dnssec/', 'https://cms.example.com/glossary/dnssec' -> 'dnssec'. */
export function slugOf(value: string): string {
  let path = value.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return '';
  }
  const last = path.split(/[/?#]/).filter(Boolean).pop() ?? '';
  const slug = last.toLowerCase();
  return /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,127}$/u.test(slug) ? slug : '';
}

const fieldsOf = (item: unknown): Record<string, unknown> => {
  if (typeof item !== 'object' || item === null) return {};
  const fields = (item as { fields?: unknown }).fields;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : (item as Record<string, unknown>);
};

/** Glossary items: invalid or duplicate ones (no title, no usable link) are dropped; sorted by title. */
export const glossaryItemsSchema = z
  .array(z.unknown())
  .nullish()
  .transform((items): GlossaryItem[] => {
    const seen = new Set<string>();
    const out: GlossaryItem[] = [];
    for (const item of items ?? []) {
      const fields = fieldsOf(item);
      const title = text.parse(fields.title);
      const link = slugOf(text.parse(fields.link)) || slugOf(title.replace(/\s+/g, '-'));
      if (!title || !link || seen.has(link)) continue;
      seen.add(link);
      out.push({ title, description: text.parse(fields.description), link });
    }
    return out.sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
  });

/** Explore items, in the editor's order; invalid or duplicate ones are dropped. */
export const exploreItemsSchema = z
  .array(z.unknown())
  .nullish()
  .transform((items): ExploreItem[] => {
    const seen = new Set<string>();
    const out: ExploreItem[] = [];
    for (const item of items ?? []) {
      const fields = fieldsOf(item);
      const title = text.parse(fields.title);
      const slug = slugOf(text.parse(fields.slug));
      if (!title || !slug || seen.has(slug)) continue;
      seen.add(slug);
      out.push({ title, description: text.parse(fields.description), slug });
    }
    return out;
  });

