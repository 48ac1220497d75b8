import { z } from 'zod';
import { commonAttributes, headingAttributes, text } from '@/components/blocks/attributes';

/** TLD promo entry: imageUrl, link, tld, isHideMobile. */
const tldPromoEntry = z
  .object({ tld: text.pipe(z.string().min(1).max(63)), imageUrl: text.optional(), link: text.optional(), isHideMobile: z.unknown().optional() })
  .loose()
  .transform((entry) => ({ tld: entry.tld, imageUrl: entry.imageUrl || null, link: entry.link || null, hideOnMobile: entry.isHideMobile === true || entry.isHideMobile === 'true' || entry.isHideMobile === 1 }));
export type TldPromoEntry = z.output<typeof tldPromoEntry>;

const list = z
  .array(tldPromoEntry)
  .max(60)
  .nullish()
  .transform((entries) => entries ?? []);

/**
 * Sports promo grid: the sports list and the tld-promos list of the page's locale
 * (23 and 12 entries), shown on paths containing domain-registration or /promotions.
 */
export const sportsPromoGridSchema = z.object({
  ...commonAttributes,
  ...headingAttributes,
  sports_heading: text.optional(),
  tld_promos_heading: text.optional(),
  sports: list,
  tld_promos: list,
});
export type SportsPromoGridAttributes = z.output<typeof sportsPromoGridSchema>;
