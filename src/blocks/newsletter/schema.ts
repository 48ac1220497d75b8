import { z } from 'zod';
import { buttonSchema, text, titledAttributes } from '@/components/blocks/attributes';

const id = text.transform((value) => value.trim().slice(0, 100));

/**
 * Newsletter block. Its copy is the catalogue's (messages/<lang>/newsletter.json `block`), in the
 * page's language with English as the fallback — the reading chosen for "newsletter text switches
 * to the translated version when language is not English; falls back to English on failure". A CMS
 * heading, sub_heading or button title replaces the catalogue's (the CMS page is per language).
 * form_data {portal_id, form_id} name the marketing-form portal's form (used when MARKETING_FORMS
 * is configured). anchor defaults to 'newsletter' (the confirm page links to #newsletter).
 */
export const newsletterBlockSchema = z
  .object({
    ...titledAttributes,
    text: text.optional(),
    button: buttonSchema.optional(),
    form_data: z.object({ portal_id: id.optional(), form_id: id.optional() }).loose().nullish(),
    unique_id: id.optional(),
  })
  .transform((value) => ({
    identity: value.advIdentity === 'home-news-letter' ? ('home-news-letter' as const) : ('news-letter' as const),
    heading: value.heading?.title ? value.heading : null,
    text: value.sub_heading || value.text || '',
    buttonTitle: value.button?.title ?? '',
    portalId: value.form_data?.portal_id ?? '',
    formId: value.form_data?.form_id || value.unique_id || '',
    anchor: value.anchor || 'newsletter',
    className: value.className ?? '',
  }));
export type NewsletterBlockAttributes = z.output<typeof newsletterBlockSchema>;
