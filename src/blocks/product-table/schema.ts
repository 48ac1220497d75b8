import { z } from 'zod';
import { productTableSchema, type DynamicDataKey } from '@/lib/dynamic-data/schema';
import { pageSizeOf } from '@/lib/product-tables/tables';
import { onFlag, text, titledAttributes } from '@/components/blocks/attributes';

const KEYS: Record<string, DynamicDataKey> = {
  premiumdnstabledata: 'premiumDnsTableData',
  'premium-dns': 'premiumDnsTableData',
  premium_dns: 'premiumDnsTableData',
  plesklicensetabledata: 'pleskLicenseTableData',
  'plesk-license': 'pleskLicenseTableData',
  'plesk-licence': 'pleskLicenseTableData',
  plesk_license: 'pleskLicenseTableData',
};

/**
 * A table from dynamic data: `table` names the data (premiumDnsTableData
 * or pleskLicenseTableData; also 'premium-dns', 'plesk-license'). The rows come from the block's own
 * dynamicData when the content system sends it, else from the embedded dynamic data. pagination
 * {enabled on/off, per_page} (10 when per_page is not a number), searchable on/off. An unknown
 * table name fails the block (field `table`).
 */
export const productTableBlockSchema = z
  .object({
    ...titledAttributes,
    table: text,
    dynamicData: z.record(z.string(), z.unknown()).nullish(),
    pagination: z.object({ enabled: onFlag.optional(), per_page: z.unknown().optional() }).loose().nullish(),
    searchable: onFlag.optional(),
  })
  .transform((value, ctx) => {
    const key = KEYS[value.table.trim().toLowerCase()];
    if (!key) {
      ctx.addIssue({ code: 'custom', path: ['table'], message: 'expected premiumDnsTableData or pleskLicenseTableData' });
      return z.NEVER;
    }
    const inline = value.dynamicData?.[key];
    const parsedInline = inline === undefined ? null : productTableSchema.safeParse(inline);
    if (parsedInline && !parsedInline.success) {
      ctx.addIssue({ code: 'custom', path: ['dynamicData', key], message: parsedInline.error.issues[0]?.message ?? 'invalid table' });
      return z.NEVER;
    }
    return {
      heading: value.heading ?? null,
      subHeading: value.sub_heading ?? '',
      key,
      inlineTable: parsedInline?.data ?? null,
      paginate: value.pagination?.enabled ?? false,
      pageSize: pageSizeOf(value.pagination?.per_page),
      searchable: value.searchable ?? false,
      anchor: value.anchor ?? '',
      className: value.className ?? '',
    };
  });
export type ProductTableBlockAttributes = z.output<typeof productTableBlockSchema>;
