import { z } from 'zod';
import { animationSchema, commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

/**
 * Heading block. `animation` (when enabled) reveals the heading once at least `threshold` of it is
 * visible: a share 0-1 or a percentage 1-100 (both readings of "configured share" are accepted and
 * normalised to 0-1); `once` defaults to true.
 */
export const headingBlockSchema = z.object({
  ...commonAttributes,
  heading: headingSchema,
  sub_heading: text.optional(),
  animation: animationSchema,
});
export type HeadingBlockAttributes = z.output<typeof headingBlockSchema>;
