/**
 * How promotions are shown: the discount label, the rounded percentage and the fixed promo copy.
 * Pure and client-safe.
 *
 * Spec: pricing-and-catalogue.md §9 "discount display", "promo copy".
 */
import { validUntilDate } from '@/lib/pricing/currency';

export { validUntilDate };

/** Whether a promotion has an end date 'Valid until …' can show (else the spec's N/A). */
export function hasEndDate(date: string | null | undefined): boolean {
  return validUntilDate(date) !== 'N/A';
}

/** The spec's default discount: the label reads '50% Off' (in the page's words) when a promotion names no percentage. */
export const DEFAULT_DISCOUNT_PERCENTAGE = 50;

/** Percentage rounded; text like '69.5' or '70%' is read, anything else is null. */
export function roundedPercentage(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value.replace('%', '').trim()) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? Math.round(number) : null;
}

/**
 * The discount badge: the content's own label when it has one; else the rounded percentage, or
 * the default 50, worded by `off` (the page's message, e.g. '{percentage}% Off').
 */
export function discountLabel(label: string | null | undefined, percentage: unknown, off: (percentage: number) => string): string {
  if (label && label.trim()) return label.trim();
  return off(roundedPercentage(percentage) ?? DEFAULT_DISCOUNT_PERCENTAGE);
}
