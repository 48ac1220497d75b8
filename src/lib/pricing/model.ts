/**
 * The catalogue's data model: one price row per extension and currency, with the register, renew,
 * transfer and restore fees of the three price audiences and the promotion fields of the spec's
 * "TLD price entry". Client-safe types and the zod schema used by import and sync.
 */
import { z } from 'zod';
import { CURRENCIES, type Currency } from './currency';

/** Column names of a price row, in the order of the CSV format. */
export const PRICE_COLUMNS = [
  'tld',
  'currency',
  'nonMemberRegister',
  'nonMemberRenew',
  'nonMemberTransfer',
  'nonMemberRestore',
  'memberRegister',
  'memberRenew',
  'memberTransfer',
  'memberRestore',
  'supremeRegister',
  'supremeRenew',
  'supremeTransfer',
  'supremeRestore',
  'onGoingPromo',
  'memberPromoPrice',
  'memberPromoEndDate',
  'memberPromoPercentageOff',
  'nonMemberPromoPrice',
  'nonMemberPromoEndDate',
  'nonMemberPromoPercentageOff',
  'supremeMMPercentageOff',
] as const;

/** ASCII (A-label) form of an extension: labels of a-z, 0-9 and '-', 'xn--' allowed, no leading dot. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
export function isAsciiExtension(name: string): boolean {
  if (name.length === 0 || name.length > 253) return false;
  const labels = name.split('.');
  if (labels.length > 3) return false;
  const last = labels[labels.length - 1] ?? '';
  if (/^\d+$/.test(last)) return false;
  return labels.every((label) => LABEL.test(label));
}

const fee = z
  .union([z.number(), z.string()])
  .transform((value, context) => {
    const parsed = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, ''));
    if (!Number.isFinite(parsed) || parsed <= 0) {
      context.addIssue({ code: 'custom', message: 'must be a price above 0' });
      return z.NEVER;
    }
    return Math.round(parsed * 100) / 100;
  });

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const optionalFee = z.preprocess(emptyToNull, fee.nullable());
const optionalPercent = z.preprocess(
  emptyToNull,
  z.coerce.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100').nullable(),
);
const optionalDate = z.preprocess(
  emptyToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'must be a real date')
    .nullable(),
);
const flag = z.preprocess(
  (value) => {
    if (value === '' || value === undefined || value === null) return false;
    if (typeof value === 'string') {
      const lowered = value.trim().toLowerCase();
      if (['true', '1', 'yes'].includes(lowered)) return true;
      if (['false', '0', 'no'].includes(lowered)) return false;
    }
    if (value === 1) return true;
    if (value === 0) return false;
    return value;
  },
  z.boolean({ error: 'must be true or false' }),
);

/**
 * One price row as imported. The register, renew and transfer fees are required for every
 * audience; the restore fee may be missing (shown as unavailable). Prices are never 0.
 */
export const priceRowSchema = z.object({
  tld: z
    .string({ error: 'is required' })
    .transform((text) => text.trim().toLowerCase().replace(/^\./, ''))
    .pipe(z.string().min(1, 'is required')),
  currency: z
    .string({ error: 'is required' })
    .transform((text) => text.trim().toUpperCase())
    .pipe(z.enum(CURRENCIES, { error: `must be one of ${CURRENCIES.join(', ')}` })),
  nonMemberRegister: fee,
  nonMemberRenew: fee,
  nonMemberTransfer: fee,
  nonMemberRestore: optionalFee,
  memberRegister: fee,
  memberRenew: fee,
  memberTransfer: fee,
  memberRestore: optionalFee,
  supremeRegister: fee,
  supremeRenew: fee,
  supremeTransfer: fee,
  supremeRestore: optionalFee,
  onGoingPromo: flag,
  memberPromoPrice: optionalFee,
  memberPromoEndDate: optionalDate,
  memberPromoPercentageOff: optionalPercent,
  nonMemberPromoPrice: optionalFee,
  nonMemberPromoEndDate: optionalDate,
  nonMemberPromoPercentageOff: optionalPercent,
  supremeMMPercentageOff: optionalPercent,
});

/** A validated price row; `tld` is still the text as given (Unicode or A-label) until resolved. */
export type PriceRow = z.output<typeof priceRowSchema>;

/** A stored price row: `tld` is the A-label (ASCII) form without a dot. */
export interface CataloguePrice extends Omit<PriceRow, 'currency'> {
  currency: Currency;
}

export type ExtensionKind = 'generic' | 'country-code' | 'second-level';

export function extensionKind(asciiName: string): ExtensionKind {
  if (asciiName.includes('.')) return 'second-level';
  if (/^[a-z]{2}$/.test(asciiName)) return 'country-code';
  return 'generic';
}
