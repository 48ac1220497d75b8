import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

/** Whois lookup block: an optional heading and intro; the labels are static (messages/<lang>/whois.json). */
export const whoisBlockSchema = z.object({
  ...commonAttributes,
  heading: headingSchema.optional(),
  sub_heading: text.optional(),
});
export type WhoisBlockAttributes = z.output<typeof whoisBlockSchema>;
