import { z } from 'zod';
import { columnsSchema, commonAttributes, headingAttributes, onFlag, optionalNumber, text } from '@/components/blocks/attributes';
import { cardsPageSize } from '@/lib/posts/cards-list';

/**
 * Blog post cards list.
 * `pagination` 'on' enables Load more; `per_page` is the page size (the configured number, else
 * 10); `category` (slug) narrows the list; `columns` one–four, three when not set.
 */
export const blogCardsSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  category: text.optional(),
  pagination: onFlag.optional(),
  per_page: optionalNumber.optional().transform(cardsPageSize),
  columns: z.unknown().optional().transform((value) => (value === undefined || value === null || value === '' ? 3 : columnsSchema.parse(value))),
});
export type BlogCardsAttributes = z.output<typeof blogCardsSchema>;
