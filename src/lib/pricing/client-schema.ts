import '@/lib/zod/browser';
/**
 * The shapes of the catalogue APIs' price answers as the browser checks them (spec §7), loaded by
 * src/lib/pricing/client.ts with its first call. Client-safe.
 */
import { z } from 'zod';

const price = z.union([z.number(), z.string()]).nullish();

export const tldPriceEntrySchema = z
  .object({
    tld: z.string().optional(),
    memberPrice: price,
    nonMemberPrice: price,
    supremeMMPrice: price,
    onGoingPromo: z.boolean().optional(),
    memberPromoPrice: price,
    memberPromoEndDate: z.string().nullish(),
    memberPromoPercentageOff: price,
    nonMemberPromoPrice: price,
    nonMemberPromoEndDate: z.string().nullish(),
    nonMemberPromoPercentageOff: price,
    supremeMMPercentageOff: price,
    memberRenewPrice: price,
    nonMemberRenewPrice: price,
    supremeMMRenewPrice: price,
    unicodeTld: z.string().optional(),
    landingPath: z.string().optional(),
  })
  .loose();
export type ClientTldEntry = z.infer<typeof tldPriceEntrySchema>;

/** POST /api/tld-data: entries keyed by TLD, then currency. */
export const tldDataAnswerSchema = z.object({ data: z.record(z.string(), z.record(z.string(), z.unknown())) });
