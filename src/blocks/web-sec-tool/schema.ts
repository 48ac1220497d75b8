import { z } from 'zod';
import { commonAttributes, text } from '@/components/blocks/attributes';

/**
 * Web security tool block: the hero with the host input, feature cards, progress panel, score
 * overview, email gate and result tables. Every text defaults to the tool's catalogue
 * (messages/<lang>/webSecTool.json); the content system may override the hero title and sub title.
 */
export const webSecToolSchema = z.object({
  ...commonAttributes,
  title: text.optional(),
  sub_heading: text.optional(),
});
export type WebSecToolAttributes = z.output<typeof webSecToolSchema>;
