import { z } from 'zod';
import { columnsSchema, commonAttributes, headingAttributes, imageSchema, text } from '@/components/blocks/attributes';

/** A link attribute as a URL string or {url, target}; only http(s), site-relative and mailto links are kept. */
const linkUrl = z
  .union([z.string(), z.object({ url: text.optional() }).loose(), z.null()])
  .optional()
  .transform((value) => {
    const url = (typeof value === 'string' ? value : (value?.url ?? '')).trim();
    return /^(https?:\/\/|\/(?!\/)|mailto:)/i.test(url) ? url : '';
  });

/** Template card: title, image, link_one, link_two. */
const templateSchema = z
  .object({ title: text, image: imageSchema.optional(), link_one: linkUrl, link_two: linkUrl })
  .loose()
  .transform((item) => ({ title: item.title.trim(), image: item.image ?? null, linkOne: item.link_one, linkTwo: item.link_two }));

/** Marketing toolkit: heading, text, icon (default 'box'), download_link. */
const toolkitSchema = z
  .object({ heading: text, text: text, icon: text.optional(), download_link: linkUrl })
  .loose()
  .transform((item) => ({ heading: item.heading.trim(), text: item.text, icon: item.icon?.trim().toLowerCase() || 'box', downloadLink: item.download_link }));

/**
 * Templates page block: Canva templates and marketing toolkits
 * in two tabs. link_text_settings.link_text_one / link_text_two label the template links
 * (defaults 'Rectangle' and 'Square'); columns one, three or four, else two.
 */
export const templatesBlockSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  placeholder: text.optional(),
  columns: columnsSchema.optional().transform((value) => value ?? 2),
  link_text_settings: z
    .object({ link_text_one: text.optional(), link_text_two: text.optional() })
    .loose()
    .nullish()
    .transform((value) => ({ one: value?.link_text_one?.trim() || '', two: value?.link_text_two?.trim() || '' })),
  templates: z
    .array(templateSchema)
    .nullish()
    .transform((items) => (items ?? []).filter((item) => item.title)),
  toolkits: z
    .array(toolkitSchema)
    .nullish()
    .transform((items) => (items ?? []).filter((item) => item.heading)),
});
export type TemplatesBlockAttributes = z.output<typeof templatesBlockSchema>;
export type TemplateCard = TemplatesBlockAttributes['templates'][number];
export type ToolkitCard = TemplatesBlockAttributes['toolkits'][number];
