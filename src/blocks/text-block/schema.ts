import { z } from 'zod';
import { badgeSchema, buttonSchema, commonAttributes, featureLines, headingSettingsSchema, imageSchema, text } from '@/components/blocks/attributes';

/** A v5 card: title, description, icon (url, alt), cardImage (url, alt). */
const v5Card = z
  .object({ title: text.optional(), description: text.optional(), icon: imageSchema.optional(), cardImage: imageSchema.optional() })
  .loose()
  .nullish()
  .transform((card) => (card && (card.title || card.description) ? { title: card.title ?? '', description: card.description ?? '', icon: card.icon ?? null, image: card.cardImage ?? null } : null));
export type V5Card = NonNullable<z.output<typeof v5Card>>;

/** A step-flow card: image, title, description. */
const stepCard = z
  .object({ image: imageSchema.optional(), title: text.optional(), description: text.optional() })
  .loose()
  .transform((card) => ({ image: card.image ?? null, title: card.title ?? '', description: card.description ?? '' }));

/** The CMS has both cta_text and ctaText for the first variation. */
const cta = (label: string | undefined, url: string | undefined) => (label && url ? { title: label, url } : null);

export const TEXT_BLOCK_VARIATIONS = ['v1', 'v2', 'v3', 'v5', 'step-flow'] as const;
export type TextBlockVariation = (typeof TEXT_BLOCK_VARIATIONS)[number];

/**
 * Which layout a text block uses: the
 * `variation` value, else the advIdentity; 'v2', 'v3', 'v5', and the step flow as 'step-flow'
 * (also 'step_flow', 'stepflow', 'steps'); anything else is v1.
 */
export function textBlockVariation(variation: string | undefined, advIdentity: string | undefined): TextBlockVariation {
  for (const raw of [variation, advIdentity]) {
    const value = (raw ?? '').trim().toLowerCase().replace(/_/g, '-');
    if (value === 'v2' || value === 'v3' || value === 'v5' || value === 'v1') return value;
    if (value === 'step-flow' || value === 'stepflow' || value === 'steps') return 'step-flow';
  }
  return 'v1';
}

/**
 * Text block: v1 title, descriptionOne, descriptionTwo, features, mainImage,
 * cta_text/ctaText + ctaUrl; v2 v2Title, v2Description, v2DescriptionTwo, v2Features, v2CtaText,
 * v2CtaUrl; v3 (badge) v3Title, v3Features, v3BadgeText, v3Description, v3CtaText, v3CtaUrl,
 * v3Image; v5 cards v5Title, v5Description and five cards; step flow v3Title, v3Cards, button.
 * heading_settings.heading_tag sets the title's tag (absent or invalid -> h3).
 */
/**
 * The feature list a CMS may carry in the className setting as a JSON list of strings (the text
 * block lists className among its fields; invalid JSON in a block's className list is logged and
 * the feature list stays empty). A className that is not a list ('[' first) is an
 * ordinary CSS class. The block's own `features` win.
 */
export function classNameFeatures(className: string | undefined, features: string[]): { className: string; features: string[] } {
  const raw = (className ?? '').trim();
  if (!raw.startsWith('[')) return { className: raw, features };
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch (error) {
    console.warn(`[blocks] text block: the className feature list is not valid JSON (${(error as Error).message}); no features shown`);
    return { className: '', features };
  }
  const lines = Array.isArray(list) ? featureLines.parse(list.filter((line) => typeof line === 'string' || (line && typeof line === 'object'))) : [];
  if (!Array.isArray(list)) console.warn('[blocks] text block: the className feature list is not a JSON list; no features shown');
  return { className: '', features: features.length ? features : lines };
}

export const textBlockSchema = z
  .object({
    ...commonAttributes,
    variation: text.optional(),
    heading_settings: headingSettingsSchema.optional(),
    title: text.optional(),
    descriptionOne: text.optional(),
    descriptionTwo: text.optional(),
    /** The long description's badge text (shown with the second paragraph); v3BadgeText when absent. */
    badge: badgeSchema.optional(),
    features: featureLines,
    mainImage: imageSchema.optional(),
    cta_text: text.optional(),
    ctaText: text.optional(),
    ctaUrl: text.optional(),
    v2Title: text.optional(),
    v2Description: text.optional(),
    v2DescriptionTwo: text.optional(),
    v2Features: featureLines,
    v2CtaText: text.optional(),
    v2CtaUrl: text.optional(),
    v3Title: text.optional(),
    v3Features: featureLines,
    v3BadgeText: text.optional(),
    v3Description: text.optional(),
    v3CtaText: text.optional(),
    v3CtaUrl: text.optional(),
    v3Image: imageSchema.optional(),
    v3Cards: z.array(stepCard).nullish().transform((cards) => (cards ?? []).filter((card) => card.title || card.description)),
    v5Title: text.optional(),
    v5Description: text.optional(),
    v5LeftCard: v5Card,
    v5LeftCardTwo: v5Card,
    v5TopLongCard: v5Card,
    v5LeftMiniCard: v5Card,
    v5RightMiniCard: v5Card,
    button: buttonSchema.optional(),
  })
  .transform((value) => ({
    ...value,
    ...classNameFeatures(value.className, value.features),
    layout: textBlockVariation(value.variation, value.advIdentity),
    badge: value.badge || value.v3BadgeText || '',
    titleTag: value.heading_settings?.headingTag ?? ('h3' as const),
    v1Cta: cta(value.ctaText || value.cta_text, value.ctaUrl),
    v2Cta: cta(value.v2CtaText, value.v2CtaUrl),
    v3Cta: cta(value.v3CtaText, value.v3CtaUrl),
    mainImage: value.mainImage ?? null,
    v3Image: value.v3Image ?? null,
  }));
export type TextBlockAttributes = z.output<typeof textBlockSchema>;
