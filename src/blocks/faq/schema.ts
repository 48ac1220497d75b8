import { z } from 'zod';
import { commonAttributes, flag, headingSchema, text } from '@/components/blocks/attributes';

export const faqItemSchema = z.object({ heading: text, text: text, is_open: flag.optional() }).loose();

/**
 * FAQ accordion. Reading chosen: type 'toggle' = one item open at a time
 * (opening one closes the others); any other value = items open independently. The pricing spec
 * notes the opposite reading exists; the content-layer spec states this one twice, so it wins.
 *
 * Spec: content-layer.md §3 "FAQ item", §4; pricing-and-catalogue.md §2, §4.
 */
export const faqSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  type: text.optional(),
  /** The search box without a side heading: on /faq, or anywhere with search 'on'. */
  search: flag.optional(),
  items: z
    .array(faqItemSchema)
    .nullish()
    .transform((items) => (items ?? []).filter((item) => item.heading)),
});
export type FaqAttributes = z.output<typeof faqSchema>;

export type FaqMode = 'single' | 'multiple';
export function faqMode(type: string | undefined): FaqMode {
  return type?.trim().toLowerCase() === 'toggle' ? 'single' : 'multiple';
}

/** Initially open items: those flagged is_open; in single mode only the first of them. */
export function initiallyOpen(items: ReadonlyArray<{ is_open?: boolean }>, mode: FaqMode): string[] {
  const open = items.flatMap((item, index) => (item.is_open ? [`item-${index}`] : []));
  return mode === 'single' ? open.slice(0, 1) : open;
}

