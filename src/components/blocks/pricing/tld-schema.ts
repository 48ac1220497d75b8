import { z } from 'zod';
import { commonAttributes, text } from '@/components/blocks/attributes';

/** TLD landing hero / details blocks: the extension to show ('.com', 'co.uk', 'рф'). */
export const tldAttributeSchema = z.object({
  ...commonAttributes,
  tld: text.pipe(z.string().trim().min(1, 'tld is required').max(100)),
});
export type TldAttributes = z.output<typeof tldAttributeSchema>;
