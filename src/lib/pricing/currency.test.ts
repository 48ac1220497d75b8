import { describe, expect, it } from 'vitest';
import {
  CURRENCY_OPTIONS,
  currencyForLocale,
  formatMoney,
  isCurrency,
  isCurrencyFixed,
} from './currency';

describe('currency options', () => {
  it('offers USD $, EUR €, GBP £, INR ₹, RUB ₽ in that order', () => {
    expect(CURRENCY_OPTIONS.map((option) => option.label)).toEqual(['USD $', 'EUR €', 'GBP £', 'INR ₹', 'RUB ₽']);
  });

  it('recognises only the five currencies the site sells in', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('RUB')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
    expect(isCurrency('JPY')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});

describe('currency by language', () => {
  it('uses INR on /hi whatever the visitor chose', () => {
    expect(currencyForLocale('hi', 'GBP')).toBe('INR');
  });
  it('is fixed on /hi, /es and /nl; the visitor chooses on English pages', () => {
    expect(['hi', 'es', 'nl', 'en'].map((locale) => isCurrencyFixed(locale))).toEqual([true, true, true, false]);
  });
  it('uses EUR for Spanish and Dutch', () => {
    expect(currencyForLocale('es', 'USD')).toBe('EUR');
    expect(currencyForLocale('nl_NL', 'GBP')).toBe('EUR');
  });
  it("otherwise keeps the visitor's choice, default dollar", () => {
    expect(currencyForLocale('en', 'GBP')).toBe('GBP');
    expect(currencyForLocale('en', null)).toBe('USD');
    expect(currencyForLocale('en', 'XYZ')).toBe('USD');
    expect(currencyForLocale(undefined)).toBe('USD');
  });
});

describe('money', () => {
  it('formats money with the symbol', () => {
    expect(formatMoney(9.4, 'EUR')).toBe('€9.40');
    expect(formatMoney(Number.NaN, 'EUR')).toBe('');
  });
});

describe('promotion end date', () => {
  it("reads 'Valid until {day with ordinal} of {month} {year}' in English", async () => {
    const { validUntilDate } = await import('./currency');
    expect(validUntilDate('2027-12-31')).toBe('31st of December 2027');
    expect(validUntilDate('2024-04-11')).toBe('11th of April 2024');
    expect(validUntilDate('2025-03-02')).toBe('2nd of March 2025');
    expect(validUntilDate('2025-03-23')).toBe('23rd of March 2025');
    expect(validUntilDate('2025-03-22', 'hi')).toBe('22nd of March 2025');
  });
  it('uses a long local date in Spanish and Dutch, and N/A when missing', async () => {
    const { validUntilDate } = await import('./currency');
    expect(validUntilDate('2027-12-31', 'es')).toBe('31 de diciembre de 2027');
    expect(validUntilDate('2027-12-31', 'nl')).toBe('31 december 2027');
    expect(validUntilDate(null)).toBe('N/A');
    expect(validUntilDate('soon')).toBe('N/A');
  });
});

describe('money through Intl.NumberFormat in the page locale', () => {
  it('groups, places the symbol and the decimals as each language does', async () => {
    const { formatMoney } = await import('./currency');
    expect(formatMoney(1003.92, 'USD', 'en')).toBe('$1,003.92');
    expect(formatMoney(1003.92, 'INR', 'hi')).toBe('₹1,003.92');
    expect(formatMoney(100392, 'INR', 'hi')).toBe('₹1,00,392.00');
    expect(formatMoney(1003.92, 'EUR', 'nl')).toBe('€\u00a01.003,92');
    expect(formatMoney(12003.5, 'EUR', 'es_ES')).toBe('12.003,50\u00a0€');
    expect(formatMoney(9.4, 'GBP')).toBe('£9.40');
    expect(formatMoney(Number.NaN, 'USD')).toBe('');
  });
});
