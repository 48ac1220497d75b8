import { z } from 'zod';
import { commonAttributes, optionalNumber, text } from '@/components/blocks/attributes';

/**
 * Pagination control block. total_pages and current_page arrive as numbers or numeric strings;
 * missing or non-numeric values read as 1. base_url: when given the pages are links `?page=N` on
 * that url; without it the control is an interactive island.
 */
export const paginationBlockSchema = z.object({
  ...commonAttributes,
  total_pages: optionalNumber.optional().transform((value) => Math.max(1, Math.trunc(value ?? 1))),
  current_page: optionalNumber.optional().transform((value) => Math.max(1, Math.trunc(value ?? 1))),
  base_url: text.optional().transform((value) => value?.trim() ?? ''),
});
export type PaginationBlockAttributes = z.output<typeof paginationBlockSchema>;
