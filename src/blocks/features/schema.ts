import { z } from 'zod';
import { buttonPairAttributes, commonAttributes, optionalHeading, imageSchema, text, withSecondButton } from '@/components/blocks/attributes';

/** A feature point: a string, or {title, text|description|content, icon}. */
const featurePoint = z
  .union([
    z.string().transform((title) => ({ title, text: '', icon: null })),
    z
      .object({ title: text.optional(), heading: text.optional(), text: text.optional(), description: text.optional(), content: text.optional(), icon: imageSchema.optional() })
      .loose()
      .transform((point) => ({ title: point.title || point.heading || '', text: point.text || point.description || point.content || '', icon: point.icon ?? null })),
  ])
  .nullable()
  .transform((point) => (point && (point.title || point.text) ? point : null));

export const FEATURE_VARIATIONS = ['v1', 'v2', 'v3', 'v5'] as const;
export type FeatureVariation = (typeof FEATURE_VARIATIONS)[number];

/** Features block variations (pricing "Block registry"): v1, v2 (v1 flipped), v3, v5 (v3 flipped); anything else is v1. */
export function featureVariation(variation: string | undefined, advIdentity: string | undefined): FeatureVariation {
  for (const raw of [variation, advIdentity]) {
    const value = (raw ?? '').trim().toLowerCase();
    if ((FEATURE_VARIATIONS as readonly string[]).includes(value)) return value as FeatureVariation;
  }
  return 'v1';
}

/** The flipped variations put the image on the other side. */
export function isFlipped(variation: FeatureVariation): boolean {
  return variation === 'v2' || variation === 'v5';
}

/**
 * Features block (the feature-points section): heading, sub_heading, content, the feature points,
 * an image and the buttons; `variation` picks the layout.
 */
export const featuresSchema = z
  .object({
    ...commonAttributes,
    variation: text.optional(),
    heading: optionalHeading,
    sub_heading: text.optional(),
    content: text.optional(),
    features: z
      .array(featurePoint)
      .nullish()
      .transform((points) => (points ?? []).filter((point) => point !== null)),
    image: imageSchema.optional(),
    ...buttonPairAttributes,
  })
  .transform(withSecondButton)
  .transform((value) => ({ ...value, layout: featureVariation(value.variation, value.advIdentity) }));
export type FeaturesAttributes = z.output<typeof featuresSchema>;
