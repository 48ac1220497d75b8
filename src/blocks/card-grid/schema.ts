import { z } from 'zod';
import { buttonSchema, columnsSchema, flag, headingSchema, imageSchema, text, titledAttributes, titledBlock } from '@/components/blocks/attributes';
import { safeHref } from './filter';
import { linkTarget } from '@/lib/html/link-target';

/** Card grid item: image, link {url, target}, button, heading, text; sub_heading feeds the filter. */
export const cardGridItemSchema = z
  .object({
    image: imageSchema.optional(),
    link: z
      .object({ url: text.optional(), target: text.optional() })
      .loose()
      .nullish()
      .transform((value) => {
        const url = safeHref(value?.url ?? '');
        return url ? { url, target: linkTarget(url, value?.target) } : null;
      }),
    button: buttonSchema.optional(),
    heading: headingSchema.optional(),
    sub_heading: text.optional(),
    text: text.optional(),
  })
  .loose()
  .transform((item) => ({
    image: item.image ?? null,
    link: item.link,
    button: item.button ?? null,
    heading: item.heading ?? null,
    subHeading: item.sub_heading ?? '',
    text: item.text ?? '',
  }));
export type CardGridItem = z.output<typeof cardGridItemSchema>;

/**
 * Card grid. columns: one-four ('cuatro'/'vier' = four), default two. The search filter is on
 * with `search` or `filter` (or `search_filter`) set to on/true/1; its placeholder is
 * `placeholder` (or `search_placeholder`), else the translated default.
 */
export const cardGridBlockSchema = z
  .object({
    ...titledAttributes,
    items: z.array(cardGridItemSchema).nullish(),
    columns: columnsSchema.optional(),
    search: flag.optional(),
    filter: flag.optional(),
    search_filter: flag.optional(),
    placeholder: text.optional(),
    search_placeholder: text.optional(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    items: value.items ?? [],
    columns: value.columns ?? 2,
    filter: Boolean(value.search || value.filter || value.search_filter),
    placeholder: value.placeholder || value.search_placeholder || '',
  }));
export type CardGridBlockAttributes = z.output<typeof cardGridBlockSchema>;
