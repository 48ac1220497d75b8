import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

/**
 * Support forms block (spec "Support forms block"): the form is chosen by the block's identity
 * value. Reading chosen: the identity (advIdentity, or an explicit `form` attribute) is matched
 * loosely — anything containing "disclosure" is the data disclosure request, anything containing
 * "owner" the domain owner verification, "text" the plain text block; any other value is the form
 * the spec does not show, which renders nothing.
 */
export type SupportFormKind = 'disclosure' | 'domain-owner' | 'abuse' | 'text' | 'other';

/** "abuse" (report-abuse-form, abuseReport…) is the DNS abuse report, a form the spec does not show. */
export function supportFormKind(identity: string): SupportFormKind {
  const value = identity.toLowerCase().replace(/[^a-z]/g, '');
  if (value.includes('abuse')) return 'abuse';
  if (value.includes('disclosure')) return 'disclosure';
  if (value.includes('owner')) return 'domain-owner';
  if (value === 'text' || value.endsWith('text')) return 'text';
  return 'other';
}

export const supportFormsSchema = z
  .object({
    ...commonAttributes,
    form: text.optional(),
    heading: headingSchema.optional(),
    text: text.optional(),
    content: text.optional(),
  })
  .transform((value) => ({ ...value, kind: supportFormKind(value.form || value.advIdentity || '') }));
export type SupportFormsAttributes = z.output<typeof supportFormsSchema>;
