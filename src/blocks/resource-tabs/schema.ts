import { z } from 'zod';
import type { ResourceItem } from '@/lib/resources/tabs';
import { imageSchema, text, titledAttributes } from '@/components/blocks/attributes';
import { linkTarget } from '@/lib/html/link-target';

/** A resource list item: heading (with its ' - cat N' suffix), text, link.url, image (url, alt). */
const resourceItemSchema = z
  .object({
    heading: text,
    text: text,
    link: z.union([z.string(), z.object({ url: text.optional(), target: text.optional() }).loose(), z.null()]).optional(),
    image: imageSchema.optional(),
  })
  .loose()
  .transform((item): ResourceItem => {
    const raw = typeof item.link === 'string' ? { url: item.link, target: '' } : { url: item.link?.url ?? '', target: item.link?.target ?? '' };
    const url = raw.url.trim();
    const safe = /^(https?:\/\/|\/(?!\/)|mailto:)/i.test(url) ? url : '';
    return {
      heading: item.heading,
      text: item.text,
      link: safe ? { url: safe, target: linkTarget(safe, raw.target) ?? null } : null,
      image: item.image ? { url: item.image.url, alt: item.image.alt, width: item.image.width ?? null, height: item.image.height ?? null } : null,
    };
  });

/** `data` (the content system's list; `items` is accepted too): items without a heading are dropped. */
const dataSchema = z
  .union([z.array(resourceItemSchema), z.object({ items: z.array(resourceItemSchema) }).loose(), z.null()])
  .optional()
  .transform((value) => (Array.isArray(value) ? value : (value?.items ?? [])).filter((item) => item.heading.trim()));

export const resourceTabsSchema = z
  .object({
    ...titledAttributes,
    data: dataSchema,
    items: dataSchema,
  })
  .transform(({ data, items, ...rest }) => ({ ...rest, data: data.length ? data : items }));
export type ResourceTabsAttributes = z.output<typeof resourceTabsSchema>;
