import { z } from 'zod';
import { commonAttributes, flag, headingSchema, optionalNumber, text } from '../shared/attributes';

/**
 * Heading block. `animation` (when enabled) reveals the heading once at least `threshold` of it is
 * visible: a share 0-1 or a percentage 1-100 (both readings of "configured share" are accepted and
 * normalised to 0-1); `once` defaults to true (content-layer §4 "once only by default").
 */
export const headingBlockSchema = z.object({
  ...commonAttributes,
  heading: headingSchema,
  sub_heading: text.optional(),
  animation: z
    .object({ enabled: flag, threshold: optionalNumber, once: z.unknown().optional() })
    .loose()
    .nullish()
    .transform((value) => {
      if (!value?.enabled) return null;
      const raw = value.threshold ?? 0.5;
      const threshold = Math.min(1, Math.max(0, raw > 1 ? raw / 100 : raw));
      return { threshold, once: value.once === undefined ? true : flag.parse(value.once) };
    }),
});
export type HeadingBlockAttributes = z.output<typeof headingBlockSchema>;
