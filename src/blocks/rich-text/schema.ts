import { z } from 'zod';
import { commonAttributes, flag, optionalNumber, text } from '@/components/blocks/attributes';

/** Animated rich text: inline HTML under the spec's allowlist, optionally revealed on scroll. */
export const richTextSchema = z.object({
  ...commonAttributes,
  content: text,
  animation: z
    .object({ enabled: flag, threshold: optionalNumber })
    .loose()
    .nullish()
    .transform((value) => (value?.enabled ? { threshold: Math.min(1, Math.max(0, (value.threshold ?? 0.3) > 1 ? (value.threshold ?? 30) / 100 : (value.threshold ?? 0.3))) } : null)),
});
export type RichTextAttributes = z.output<typeof richTextSchema>;
