import { z } from 'zod';
import type { ProductTable, TableCell } from '@/lib/product-tables/tables';
import type { Vacancy } from '@/lib/company/careers';

const str = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

/** Links only to http(s) or a site path. */
const SAFE_LINK = /^(?:https?:\/\/|\/(?!\/))/i;

const cellSchema = z.union([
  z.string(),
  z.number().transform(String),
  z
    .object({ label: str, title: str, url: str, price: str })
    .loose()
    .transform((cell): TableCell => {
      const label = cell.label || cell.title;
      if (cell.url && SAFE_LINK.test(cell.url) && label) return { label, url: cell.url, ...(cell.price ? { price: cell.price } : {}) };
      return [cell.price, label].filter(Boolean).join(' ');
    }),
]);

/** A table as rows of cells; the footer (Buy now) row stays out of search and paging. */
export const productTableSchema = z
  .object({
    caption: str,
    columns: z.array(str).default([]),
    rows: z.array(z.array(cellSchema)).default([]),
    footer: z.array(cellSchema).nullish(),
  })
  .loose()
  .transform(
    (table): ProductTable => ({
      caption: table.caption,
      columns: table.columns,
      rows: table.rows.filter((row) => row.length > 0),
      footer: table.footer && table.footer.length ? table.footer : null,
    }),
  );

export const vacancySchema = z
  .object({
    id: str,
    title: str,
    department: str,
    city: str,
    country: str,
    location: str,
    description: str,
    applyUrl: str,
  })
  .loose()
  .transform(
    (vacancy, ctx): Vacancy => {
      if (!vacancy.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'a vacancy needs a title' });
      return {
        ...vacancy,
        id: vacancy.id || vacancy.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        applyUrl: SAFE_LINK.test(vacancy.applyUrl) || vacancy.applyUrl.startsWith('mailto:') ? vacancy.applyUrl : '',
      };
    },
  );

export const dynamicDataDocumentSchema = z
  .object({
    premiumDnsTableData: productTableSchema.nullish(),
    pleskLicenseTableData: productTableSchema.nullish(),
    careers: z.array(z.object({ name: str }).loose()).nullish(),
    vacancies: z.array(vacancySchema).nullish(),
  })
  .loose()
  .transform((document) => ({
    premiumDnsTableData: document.premiumDnsTableData ?? null,
    pleskLicenseTableData: document.pleskLicenseTableData ?? null,
    careers: (document.careers ?? []).map((item) => ({ name: item.name })),
    vacancies: document.vacancies ?? [],
  }));
export type DynamicData = z.output<typeof dynamicDataDocumentSchema>;
export type DynamicDataKey = 'premiumDnsTableData' | 'pleskLicenseTableData';
