import { z } from 'zod';
import { backgroundSchema, badgeSchema, buttonSchema, commonAttributes, headingSchema, imageSchema, text } from '../shared/attributes';

/** list_items: [{content: '<p>…</p>'}] or plain strings; empty items dropped. */
const listItemsSchema = z
  .union([z.array(z.union([z.string(), z.object({ content: text.optional() }).loose()])), z.null(), z.undefined()])
  .transform((items) => (items ?? []).map((item) => (typeof item === 'string' ? item : (item.content ?? '')).trim()).filter(Boolean));

/**
 * Banner (pricing §3): badge, heading, content, list_items.content (HTML strings), button and
 * buttonTwo (title, url, target; button_2 accepted too), image, background colours left and right.
 */
export const bannerSchema = z
  .object({
    ...commonAttributes,
    badge: badgeSchema.optional(),
    heading: headingSchema.optional(),
    content: text.optional(),
    list_items: listItemsSchema.optional(),
    button: buttonSchema.optional(),
    buttonTwo: buttonSchema.optional(),
    button_2: buttonSchema.optional(),
    image: imageSchema.optional(),
    bgColorLeft: backgroundSchema.optional(),
    bgColorRight: backgroundSchema.optional(),
  })
  .transform(({ button_2, ...banner }) => ({ ...banner, buttonTwo: banner.buttonTwo ?? button_2 ?? null }));
export type BannerAttributes = z.output<typeof bannerSchema>;
