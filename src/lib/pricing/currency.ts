/**
 * Currency rules of the pricing screens. Client-safe: no server imports.
 *
 * Spec: pricing-and-catalogue.md §5, §8, §9.
 */
/** Every currency the site sells in: USD $, EUR €, GBP £, INR ₹, and RUB, which the spec lists among the symbols. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'USD';

/** Currency option: value and label, the label's last word is the symbol. */
export interface CurrencyOption {
  value: Currency;
  label: string;
}

export const CURRENCY_OPTIONS: readonly CurrencyOption[] = [
  { value: 'USD', label: 'USD $' },
  { value: 'EUR', label: 'EUR €' },
  { value: 'GBP', label: 'GBP £' },
  { value: 'INR', label: 'INR ₹' },
  { value: 'RUB', label: 'RUB ₽' },
];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Currency by language: INR for the India/Hindi variant, EUR for Spanish and Dutch, otherwise the
 * visitor's selection (default dollar).
 */
export function currencyForLocale(locale: string | undefined, selected?: string | null): Currency {
  const language = (locale ?? '').toLowerCase().slice(0, 2);
  if (language === 'hi') return 'INR';
  if (language === 'es' || language === 'nl') return 'EUR';
  return isCurrency(selected) ? selected : DEFAULT_CURRENCY;
}

/** True on pages whose currency the language decides (INR on /hi, EUR on /es and /nl): no visitor choice applies. */
export function isCurrencyFixed(locale: string | undefined): boolean {
  return currencyForLocale(locale, 'USD') !== 'USD';
}

export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Number formatting locale of each site locale (the India variant groups as en-IN: ₹1,00,392.00). */
const MONEY_LOCALES: Record<string, string> = { en: 'en-US', es: 'es-ES', nl: 'nl-NL', hi: 'en-IN' };

/** 'es', 'es_ES', 'es-ES' → 'es-ES'; unknown or missing → 'en-US'. */
export function moneyLocale(locale?: string | null): string {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return MONEY_LOCALES[language] ?? 'en-US';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Money in the page's locale through Intl.NumberFormat (issue 14 point 3): grouping, the symbol
 * where the language puts it, two decimals — '$1,003.92' (en), '1003,92 €' (es), '€ 1.003,92' (nl),
 * '₹1,003.92' (hi). The narrow symbol keeps '$' rather than 'US$'. Non-finite numbers give ''.
 */
export function formatMoney(amount: number, currency: Currency, locale?: string | null): string {
  if (!Number.isFinite(amount)) return '';
  const tag = moneyLocale(locale);
  const key = `${tag}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/**
 * Promotion end date for 'Valid until …': English '{day with ordinal} of {month} {year}'
 * ('31st of December 2027'); Spanish and Dutch use their own long date. A missing or invalid date
 * is 'N/A'.
 */
export function validUntilDate(date: string | null | undefined, locale = 'en'): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return 'N/A';
  const value = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return 'N/A';
  const language = locale.slice(0, 2);
  if (language === 'es' || language === 'nl') {
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(value);
  }
  const month = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(value);
  return `${ordinal(value.getUTCDate())} of ${month} ${value.getUTCFullYear()}`;
}
