import type { Locale } from '@/i18n/locales';

/**
 * Marketing figures from the spec's copy. '.com from $10.44' (content-layer §1); the India variant
 * shows prices in INR, converted with the spec's client rate (USD 1 = INR 89) to two decimals.
 */
export const COM_FROM_USD = 10.44;
export const INR_PER_USD = 89;

export function comFromPrice(locale: Locale): string {
  if (locale === 'hi') {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(COM_FROM_USD * INR_PER_USD);
  }
  return `$${COM_FROM_USD.toFixed(2)}`;
}
