import type { Locale } from '@/i18n/locales';
import { convertFromUsd, currencyForLocale, formatMoney } from '@/lib/pricing/currency';

/**
 * Marketing figures from the spec's copy. '.com from $10.44'; the India variant
 * shows prices in INR, converted with the spec's client rate (USD 1 = INR 89) to two decimals.
 */
export const COM_FROM_USD = 10.44;

/**
 * The home hero's '.com from' price in the page's currency (one currency per page): USD on English
 * pages, EUR on es/nl, INR on /hi, converted with the spec's client rates and formatted by Intl.
 */
export function comFromPrice(locale: Locale): string {
  const currency = currencyForLocale(locale, null);
  return formatMoney(convertFromUsd(COM_FROM_USD, currency), currency, locale);
}
