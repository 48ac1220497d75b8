import { z } from 'zod';
import type { ImageSource } from '@/components/ui/types';
import { titledAttributes, titledBlock } from '@/components/blocks/attributes';
import { looseImage } from '@/components/blocks/social/schema';

/** Badge image: url, alt. Badges without a safe url are dropped. */
export const badgeImagesSchema = z
  .object({
    ...titledAttributes,
    badges: z.array(looseImage).nullish(),
    images: z.array(looseImage).nullish(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    badges: (value.badges ?? value.images ?? []).filter((badge): badge is ImageSource => badge !== null),
  }));
export type BadgeImagesAttributes = z.output<typeof badgeImagesSchema>;
