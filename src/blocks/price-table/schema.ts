import { z } from 'zod';
import { onFlag, text, titledAttributes } from '@/components/blocks/attributes';
import { tldListSchema } from '@/components/blocks/pricing/schema';
import { pageSizeOf } from '@/lib/product-tables/tables';
import { normaliseFeaturedTlds } from '@/lib/pricing/tld-name';

/**
 * A price table row as the page passes it: extension, operation (create, renew,
 * transfer), non-member price, member price. Only the extension is taken from a row: the prices are
 * the catalogue's (one truth per page), so a passed-in price can never disagree with the price list.
 */
const passedRow = z
  .object({ extension: text, operation: text.optional(), non_member_price: z.unknown().optional(), member_price: z.unknown().optional() })
  .loose();

/**
 * The content layer's price table: columns Extension, Register, Register (Members), Renew, Renew
 * (Members), Transfer, Transfer (Members). The extensions come from `tlds` ('com, net' or a list) or
 * the page's `rows`. Page size: the configured `per_page` (also pagination.per_page), or 10 if not a
 * number; pagination and search are switched on only by the value 'on'.
 */
export const priceTableSchema = z
  .object({
    ...titledAttributes,
    tlds: tldListSchema.optional(),
    rows: z.array(passedRow).nullish(),
    per_page: z.unknown().optional(),
    pagination: z.union([onFlag, z.object({ enabled: onFlag.optional(), per_page: z.unknown().optional() }).loose()]).optional(),
    search: onFlag.optional(),
    searchable: onFlag.optional(),
  })
  .transform((value) => {
    const pagination = typeof value.pagination === 'object' && value.pagination !== null ? value.pagination : { enabled: value.pagination === true, per_page: undefined };
    const fromRows = normaliseFeaturedTlds((value.rows ?? []).map((row) => row.extension));
    const tlds = [...new Set([...(value.tlds ?? []), ...fromRows])];
    return {
      heading: value.heading ?? null,
      subHeading: value.sub_heading ?? '',
      tlds,
      paginate: Boolean(pagination.enabled),
      pageSize: pageSizeOf(value.per_page ?? pagination.per_page),
      searchable: Boolean(value.search || value.searchable),
      anchor: value.anchor ?? '',
      className: value.className ?? '',
    };
  });
export type PriceTableAttributes = z.output<typeof priceTableSchema>;
