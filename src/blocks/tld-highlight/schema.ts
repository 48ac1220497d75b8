import { z } from 'zod';
import { buttonSchema, commonAttributes, headingAttributes, text } from '@/components/blocks/attributes';

const item = z
  .union([z.string().transform((value) => ({ text: value, icon: '' })), z.object({ text, icon: z.unknown().optional() }).loose()])
  .transform((value) => ({
    text: value.text,
    icon: typeof value.icon === 'string' ? value.icon : value.icon && typeof value.icon === 'object' && 'url' in value.icon ? String(value.icon.url) : '',
  }));

/** TLD highlight block (advIdentity tld-highlight-extended-v1): highlights[] and features[] (text, icon). */
export const tldHighlightSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  highlights: z.array(item).nullish().transform((list) => (list ?? []).filter((entry) => entry.text)),
  features: z.array(item).nullish().transform((list) => (list ?? []).filter((entry) => entry.text)),
  button: buttonSchema.optional(),
});
export type TldHighlightAttributes = z.output<typeof tldHighlightSchema>;
