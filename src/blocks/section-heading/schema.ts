import { z } from 'zod';
import { animationSchema, badgeSchema, commonAttributes, optionalHeading, text } from '@/components/blocks/attributes';

/**
 * Section heading: heading, sub_heading, badge (promo-heading's label) and the animated heading's
 * `animation {enabled, threshold, once}`.
 */
export const sectionHeadingSchema = z.object({
  ...commonAttributes,
  heading: optionalHeading,
  sub_heading: text.optional(),
  badge: badgeSchema.optional(),
  animation: animationSchema,
});
export type SectionHeadingAttributes = z.output<typeof sectionHeadingSchema>;
