import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

export const SEARCH_THEMES = ['small', 'normal', 'large'] as const;
export type SearchTheme = (typeof SEARCH_THEMES)[number];

/** Search settings: endpoint, query string, placeholder, button, extension, theme. */
export const domainSearchSchema = z
  .object({
    ...commonAttributes,
    heading: headingSchema.optional(),
    search_endpoint: text.optional(),
    search_querystring: text.optional(),
    search_placeholder: text.optional(),
    search_button: text.optional(),
    search_ext: text.optional(),
    suggested_tld: text.optional(),
    search_theme: z.unknown().optional(),
    list_items: z
      .array(z.object({ ext: text, price: text.optional(), link: z.object({ url: text, target: text.optional() }).loose().nullish() }).loose())
      .nullish(),
  })
  .transform((value) => ({
    ...value,
    endpoint: value.search_endpoint && /^https?:\/\//.test(value.search_endpoint) ? value.search_endpoint : '',
    querystring: value.search_querystring || 'domain',
    searchExt: (value.search_ext || value.suggested_tld || '').replace(/^\.+/, ''),
    theme: (SEARCH_THEMES as readonly unknown[]).includes(value.search_theme) ? (value.search_theme as SearchTheme) : 'normal',
    suggestions: (value.list_items ?? []).filter((item) => item.ext),
  }));
export type DomainSearchAttributes = z.output<typeof domainSearchSchema>;
