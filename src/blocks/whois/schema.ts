import { z } from 'zod';
import { commonAttributes, headingAttributes } from '@/components/blocks/attributes';

/** Whois lookup block: an optional heading and intro; the labels are static (messages/<lang>/whois.json). */
export const whoisBlockSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
});
export type WhoisBlockAttributes = z.output<typeof whoisBlockSchema>;
