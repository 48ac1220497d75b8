import { z } from 'zod';
import { parsePrice } from '@/lib/pricing/savings-calculator';
import { toPriceMap, type PriceMap } from '@/lib/memberships/prices';
import { text } from '../attributes';

/**
 * Attribute pieces of the membership blocks. CMS values arrive loosely (numbers as strings, lists
 * of strings or of {text}, a price as a number or a per-currency map); each piece outputs one
 * clean shape.
 */

/**
 * A plan price: a per-currency map ({USD, EUR, GBP, INR}) → that PriceMap; a number or a numeric
 * string → a dollar price; any other string ('Free', 'Gratis') → null, the free plan.
 */
export const planPriceSchema = z
  .union([z.record(z.string(), z.unknown()), z.number(), z.string(), z.null(), z.undefined()])
  .transform((value): PriceMap | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number' || typeof value === 'string') {
      const amount = parsePrice(value);
      return amount === null ? null : { USD: amount };
    }
    return toPriceMap(value);
  });

/** A price that must be a number or map (never 'free'): a missing one is an empty map. */
export const priceMapSchema = planPriceSchema.transform((value): PriceMap => value ?? {});

const listItem = z
  .union([z.string(), z.number(), z.object({ text: text.optional(), content: text.optional(), feature: text.optional(), title: text.optional() }).loose()])
  .transform((value) => (typeof value === 'object' ? value.text || value.content || value.feature || value.title || '' : String(value)).trim());

/** A list of lines: strings or {text}/{content}/{feature}/{title}; empty lines dropped. */
export const textListSchema = z
  .union([z.array(listItem), z.null(), z.undefined()])
  .transform((lines) => (lines ?? []).filter(Boolean));

/** A link given as a url or {url, title, target}: the url ('' when none). */
export const linkUrlSchema = z
  .union([z.string(), z.object({ url: text.optional() }).loose(), z.null(), z.undefined()])
  .transform((value) => (typeof value === 'string' ? value : (value?.url ?? '')).trim());

/** A feature with its tooltip lines (membership tier card: features[] (text, tooltip[])). */
export const tierFeatureSchema = z
  .union([
    z.string().transform((value) => ({ text: value, tooltip: [] as string[] })),
    z
      .object({ text: text.optional(), content: text.optional(), tooltip: z.union([z.array(text), z.string(), z.null(), z.undefined()]).optional() })
      .loose()
      .transform((value) => ({
        text: value.text || value.content || '',
        tooltip: (Array.isArray(value.tooltip) ? value.tooltip : value.tooltip ? [value.tooltip] : []).map((line) => line.trim()).filter(Boolean),
      })),
  ])
  .transform((feature) => ({ text: feature.text.trim(), tooltip: feature.tooltip }));

/**
 * A membership tier card as the content system sends it: membershipType, price,
 * features[] (text, tooltip[]), roi, savings. Everything but the type is optional: the catalogue
 * (the tier table and the plan contents) fills what is not set.
 */
export const tierCardAttributeSchema = z
  .object({
    membershipType: text,
    price: priceMapSchema.optional(),
    features: z.array(tierFeatureSchema).nullish(),
    roi: text.optional(),
    savings: priceMapSchema.optional(),
  })
  .loose();
export type TierCardAttribute = z.output<typeof tierCardAttributeSchema>;
