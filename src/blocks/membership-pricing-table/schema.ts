import { z } from 'zod';
import type { PricingPlanInput } from '@/lib/memberships/pricing-table';
import type { PriceMap } from '@/lib/memberships/prices';
import { commonAttributes, flag, headingAttributes, optionalNumber, text } from '@/components/blocks/attributes';
import { linkUrlSchema, planPriceSchema, priceMapSchema, textListSchema } from '@/components/blocks/membership/schema';

/**
 * A plan of the newer pricing block: title, tierKey, item_id (0 free, 1 basic,
 * 2 professional), price (a free label, or a per-currency map USD/EUR/GBP/INR), isPopular,
 * features, nonFeatures, highlightText, buttonLink, discountCTA, discountLink, tooltipMessage.
 * `priceSet` says whether the content system sent a price (a plan without one takes the
 * catalogue's price for its key).
 */
export const pricingPlanSchema = z
  .object({
    title: text,
    tierKey: text.optional(),
    item_id: optionalNumber,
    price: planPriceSchema.optional(),
    isPopular: flag,
    features: textListSchema.optional(),
    nonFeatures: textListSchema.optional(),
    highlightText: text.optional(),
    buttonLink: linkUrlSchema.optional(),
    discountCTA: text.optional(),
    discountLink: linkUrlSchema.optional(),
    tooltipMessage: text.optional(),
  })
  .loose()
  .transform((plan): PricingPlanInput & { priceSet: boolean } => {
    return {
      title: plan.title,
      tierKey: plan.tierKey ?? '',
      itemId: plan.item_id ?? null,
      prices: plan.price ?? null,
      priceSet: plan.price !== undefined,
      isPopular: plan.isPopular,
      features: plan.features ?? [],
      nonFeatures: plan.nonFeatures ?? [],
      highlightText: plan.highlightText ?? '',
      buttonLink: plan.buttonLink ?? '',
      discountCta: plan.discountCTA ?? '',
      discountLink: plan.discountLink ?? '',
      tooltipMessage: plan.tooltipMessage ?? '',
    };
  });
export type PricingPlanAttribute = z.output<typeof pricingPlanSchema>;

const planGroupSchema = z.union([
  z.object({ plans: z.array(pricingPlanSchema).max(6) }).loose().transform((group) => group.plans),
  z.array(pricingPlanSchema).max(6),
]);

/** Two labels for month and year: {monthly, yearly}, {month, year} or {'1', '12'}. */
export const periodTextSchema = z
  .record(z.string(), text)
  .nullish()
  .transform((value) => ({
    month: value?.monthly || value?.month || value?.['1'] || '',
    year: value?.yearly || value?.year || value?.['12'] || '',
  }));

export const additionalCtaSchema = z
  .object({ prompt: text.optional(), linkText: text.optional(), linkUrl: linkUrlSchema.optional() })
  .loose()
  .nullish()
  .transform((value) => (value && (value.prompt || value.linkText) ? { prompt: value.prompt ?? '', linkText: value.linkText ?? '', linkUrl: value.linkUrl ?? '' } : null));

/**
 * The newer membership pricing block: pricing data grouped by '1' (month) and '12' (year) with
 * plans, and toggleLabels, planDescriptions, oldPrices, billingText, additionalCTA, mostPopular,
 * startsFrom. Without pricing data it shows the catalogue's Free, Basic and Professional plans.
 */
export const membershipPricingTableSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  pricingData: z
    .record(z.string(), planGroupSchema)
    .nullish()
    .transform((data) => (data ? { month: data['1'] ?? null, year: data['12'] ?? null } : null)),
  toggleLabels: periodTextSchema.optional(),
  billingText: periodTextSchema.optional(),
  planDescriptions: z.record(z.string(), text).nullish(),
  oldPrices: z
    .record(z.string(), priceMapSchema)
    .nullish()
    .transform((value): Record<string, PriceMap> => value ?? {}),
  additionalCTA: additionalCtaSchema.optional(),
  mostPopular: text.optional(),
  startsFrom: text.optional(),
});
export type MembershipPricingTableAttributes = z.output<typeof membershipPricingTableSchema>;
