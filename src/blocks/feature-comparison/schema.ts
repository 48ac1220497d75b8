import { z } from 'zod';
import { booleanValue, isBooleanType, type ComparisonFeature } from '@/lib/product-tables/comparison';
import { stripHtml } from '@/lib/html/sanitize';
import { buttonSchema, commonAttributes, headingSchema, text } from '@/components/blocks/attributes';

/** Feature: name, tooltip, type ('boolean' or, from Spanish content, 'booleano'), value. */
export const comparisonFeatureSchema = z
  .object({ name: text, tooltip: text, type: z.unknown().optional(), value: z.unknown().optional() })
  .loose()
  .transform((feature): ComparisonFeature => {
    const boolean = isBooleanType(feature.type);
    return {
      name: stripHtml(feature.name),
      tooltip: stripHtml(feature.tooltip),
      type: boolean ? 'boolean' : 'text',
      included: boolean ? booleanValue(feature.value) : false,
      text: boolean || feature.value === undefined || feature.value === null ? '' : stripHtml(String(feature.value)),
    };
  });

const featureList = z
  .array(comparisonFeatureSchema)
  .nullish()
  .transform((features) => (features ?? []).filter((feature) => feature.name));

/**
 * Feature comparison block: heading, description, layout ('two' = two cards side by
 * side; anything else = one card with the two lists as columns), leftFeatures, rightFeatures,
 * button; optional leftTitle / rightTitle name the two sides.
 */
export const featureComparisonSchema = z
  .object({
    ...commonAttributes,
    heading: headingSchema.optional(),
    description: text.optional(),
    layout: text.optional(),
    leftFeatures: featureList.optional(),
    rightFeatures: featureList.optional(),
    leftTitle: text.optional(),
    rightTitle: text.optional(),
    button: buttonSchema.optional(),
  })
  .transform((value) => ({
    heading: value.heading ?? null,
    description: value.description ?? '',
    layout: (value.layout ?? '').trim().toLowerCase() === 'two' ? ('two' as const) : ('one' as const),
    left: value.leftFeatures ?? [],
    right: value.rightFeatures ?? [],
    leftTitle: stripHtml(value.leftTitle),
    rightTitle: stripHtml(value.rightTitle),
    button: value.button ?? null,
    anchor: value.anchor ?? '',
    className: value.className ?? '',
  }));
export type FeatureComparisonAttributes = z.output<typeof featureComparisonSchema>;
