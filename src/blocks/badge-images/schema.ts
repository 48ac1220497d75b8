import { z } from 'zod';
import type { ImageSource } from '@/components/ui/types';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';
import { looseImage } from '@/components/blocks/social/schema';

/** Badge image: url, alt. Badges without a safe url are dropped. */
export const badgeImagesSchema = z
  .object({
    ...commonAttributes,
    heading: headingSchema.optional(),
    sub_heading: text.optional(),
    badges: z.array(looseImage).nullish(),
    images: z.array(looseImage).nullish(),
  })
  .transform((value) => ({
    heading: value.heading ?? null,
    subHeading: value.sub_heading ?? '',
    badges: (value.badges ?? value.images ?? []).filter((badge): badge is ImageSource => badge !== null),
    anchor: value.anchor ?? '',
    className: value.className ?? '',
  }));
export type BadgeImagesAttributes = z.output<typeof badgeImagesSchema>;
