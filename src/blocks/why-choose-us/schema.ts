import { z } from 'zod';
import { SAFE_LINK, buttonPairAttributes, buttonSchema, commonAttributes, featureLines, headingSchema, imageSchema, optionalHeading, text, withSecondButton } from '@/components/blocks/attributes';

/** A reason: icon (or image), heading (or title), text, and a button or link. */
const reasonSchema = z
  .object({
    icon: z.union([z.string(), imageSchema]).optional(),
    image: imageSchema.optional(),
    heading: headingSchema.optional(),
    title: text.optional(),
    text: text.optional(),
    button: buttonSchema.optional(),
    link: z.union([z.string(), z.object({ url: text.optional() }).loose(), z.null()]).optional(),
  })
  .loose()
  .transform((item) => {
    const icon = typeof item.icon === 'string' ? (item.icon ? { url: item.icon, alt: '', width: undefined, height: undefined } : null) : (item.icon ?? item.image ?? null);
    const url = (typeof item.link === 'string' ? item.link : (item.link?.url ?? '')).trim();
    return {
      icon,
      title: item.heading?.title || item.title || '',
      text: item.text ?? '',
      button: item.button ?? null,
      link: SAFE_LINK.test(url) ? url : null,
    };
  });
export type Reason = z.output<typeof reasonSchema>;

/**
 * The "why choose us" sales section (headings, feature grids, card grids,
 * 'why choose us' sales section, call-to-action banners): the heading with its sub heading and text,
 * trust points, the buttons, and the reasons as cards beside them.
 */
export const whyChooseUsSchema = z
  .object({
    ...commonAttributes,
    heading: optionalHeading,
    sub_heading: text.optional(),
    content: text.optional(),
    points: featureLines,
    items: z.array(reasonSchema.nullable()).nullish(),
    reasons: z.array(reasonSchema.nullable()).nullish(),
    ...buttonPairAttributes,
  })
  .transform(withSecondButton)
  .transform(({ reasons, items, ...value }) => ({
    ...value,
    items: (items?.length ? items : (reasons ?? [])).filter((item): item is Reason => item !== null && Boolean(item.title || item.text)),
  }));
export type WhyChooseUsAttributes = z.output<typeof whyChooseUsSchema>;
