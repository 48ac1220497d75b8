import { z } from 'zod';
import { commonAttributes, headingSchema, optionalNumber, text } from '@/components/blocks/attributes';

/** Recommended-blog carousel: `category` (slug) narrows it; `count` posts (default 6, at most 12). */
export const recommendedBlogsSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  category: text.optional(),
  count: optionalNumber.optional().transform((value) => Math.min(12, Math.max(1, Math.trunc(value ?? 6)))),
});
export type RecommendedBlogsAttributes = z.output<typeof recommendedBlogsSchema>;
