import { z } from 'zod';
import {
  backgroundSchema,
  badgeSchema,
  buttonPairAttributes,
  commonAttributes,
  optionalHeading,
  imageSchema,
  text,
  withSecondButton,
} from '@/components/blocks/attributes';

/** list_items: {content} HTML strings; bare strings are read too; empties dropped. */
export const listItemsSchema = z
  .array(z.union([z.string(), z.object({ content: text.optional(), text: text.optional(), title: text.optional() }).loose(), z.null()]))
  .nullish()
  .transform((items) =>
    (items ?? []).map((item) => (typeof item === 'string' ? item : (item?.content || item?.text || item?.title || ''))).filter((item) => item.trim() !== ''),
  );

/**
 * Banner: badge, heading, content, list_items.content, button and buttonTwo (or
 * button_2), image, background colours left and right. The Plesk promo banner adds image_tablet and
 * image_mobile (desktop above 1024 px, tablet 624–1024, mobile below 624).
 */
export const bannerSchema = z
  .object({
    ...commonAttributes,
    badge: badgeSchema.optional(),
    heading: optionalHeading,
    sub_heading: text.optional(),
    content: text.optional(),
    list_items: listItemsSchema,
    ...buttonPairAttributes,
    image: imageSchema.optional(),
    image_tablet: imageSchema.optional(),
    image_mobile: imageSchema.optional(),
    bgColorLeft: backgroundSchema.optional(),
    bgColorRight: backgroundSchema.optional(),
  })
  .transform(withSecondButton);
export type BannerAttributes = z.output<typeof bannerSchema>;
