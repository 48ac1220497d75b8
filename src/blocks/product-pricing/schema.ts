import { z } from 'zod';
import { PRODUCT_PRICING_DEFAULT_BACKGROUND, type PlanRow } from '@/lib/product-tables/plans';
import { stripHtml } from '@/lib/html/sanitize';
import { buttonSchema, commonAttributes, headingSchema, text } from '@/components/blocks/attributes';
import { safeMediaUrl } from '@/components/blocks/social/schema';
import { safeCssColor } from '@/lib/video/youtube';

/**
 * promoEnabled as the CMS sends it. Only a real "on" counts (true, 'true', '1', 'on', 'yes');
 * anything else, including a missing value, is off (the label shows only when promoEnabled is true).
 */
const promoEnabled = z.unknown().transform((value) => value === true || value === 1 || (typeof value === 'string' && ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase())));

/** Plan row: feature, price, promoEnabled, promoLabel, compareAt. Rows without a feature are dropped. */
export const planRowSchema = z
  .object({ feature: text, price: text, promoEnabled: promoEnabled.optional(), promoLabel: text, compareAt: text })
  .loose()
  .transform(
    (row): PlanRow => ({
      feature: stripHtml(row.feature),
      price: stripHtml(row.price),
      promoEnabled: row.promoEnabled ?? false,
      promoLabel: stripHtml(row.promoLabel),
      compareAt: stripHtml(row.compareAt),
    }),
  );

const planList = z
  .array(planRowSchema)
  .nullish()
  .transform((rows) => (rows ?? []).filter((row) => row.feature));

/**
 * Product pricing block: heading, description, isYearly (the starting period),
 * monthlyPlans, yearlyPlans, button, backgroundUrl, backgroundColor (default #012856).
 */
export const productPricingSchema = z
  .object({
    ...commonAttributes,
    heading: headingSchema.optional(),
    description: text.optional(),
    isYearly: z.unknown().optional(),
    monthlyPlans: planList.optional(),
    yearlyPlans: planList.optional(),
    button: buttonSchema.optional(),
    backgroundUrl: z.union([text, z.object({ url: text }).loose().transform((value) => value.url)]).optional(),
    backgroundColor: text.optional(),
  })
  .transform((value) => ({
    heading: value.heading ?? null,
    description: value.description ?? '',
    isYearly: value.isYearly === true || value.isYearly === 1 || (typeof value.isYearly === 'string' && ['true', '1', 'on', 'yes'].includes(value.isYearly.trim().toLowerCase())),
    plans: { month: value.monthlyPlans ?? [], year: value.yearlyPlans ?? [] },
    button: value.button ?? null,
    backgroundUrl: safeMediaUrl(value.backgroundUrl ?? ''),
    backgroundColor: safeCssColor(value.backgroundColor ?? '') ?? PRODUCT_PRICING_DEFAULT_BACKGROUND,
    anchor: value.anchor ?? '',
    className: value.className ?? '',
  }));
export type ProductPricingAttributes = z.output<typeof productPricingSchema>;
