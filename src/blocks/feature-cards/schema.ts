import { z } from 'zod';
import { buttonSchema, columnsSchema, headingSchema, text, titledAttributes, titledBlock } from '@/components/blocks/attributes';
import { lineList, looseImage } from '@/components/blocks/social/schema';

/**
 * Card: icon {url, alt}, title, bullets; also image, heading, text, highlights.default[].
 * Both shapes become one: title (title or heading), features (bullets or highlights.default), icon,
 * image, text, button.
 */
export const featureCardSchema = z
  .object({
    icon: looseImage.optional(),
    image: looseImage.optional(),
    title: text,
    heading: z.union([headingSchema, z.null()]).optional(),
    text: text,
    bullets: lineList.optional(),
    features: lineList.optional(),
    highlights: z.object({ default: lineList.optional() }).loose().nullish(),
    button: buttonSchema.optional(),
  })
  .loose()
  .transform((card) => ({
    icon: card.icon ?? null,
    image: card.image ?? null,
    title: card.title || card.heading?.title || '',
    text: card.text,
    features: card.bullets?.length ? card.bullets : card.features?.length ? card.features : (card.highlights?.default ?? []),
    button: card.button ?? null,
  }));
export type FeatureCard = z.output<typeof featureCardSchema>;

/** Cards with features: one to four columns (default three); cards without a title are dropped. */
export const featureCardsSchema = z
  .object({
    ...titledAttributes,
    cards: z.array(featureCardSchema).nullish(),
    items: z.array(featureCardSchema).nullish(),
    columns: columnsSchema.optional(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    cards: (value.cards ?? value.items ?? []).filter((card) => card.title),
    // columnsSchema defaults to two; a missing setting here means three.
    columns: value.columns === undefined ? 3 : value.columns,
  }));
export type FeatureCardsAttributes = z.output<typeof featureCardsSchema>;
