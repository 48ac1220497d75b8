import { describe, expect, it } from 'vitest';
import {
  CURRENCY_OPTIONS,
  convertFromUsd,
  convertPriceText,
  currencyForLocale,
  formatMoney,
  isCurrency,
} from './currency';

describe('currency options', () => {
  it('offers USD $, EUR €, GBP £, INR ₹ in that order', () => {
    expect(CURRENCY_OPTIONS.map((option) => option.label)).toEqual(['USD $', 'EUR €', 'GBP £', 'INR ₹']);
  });

  it('recognises only the four currencies', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
    expect(isCurrency('RUB')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});

describe('currency by language', () => {
  it('uses INR on /hi whatever the visitor chose', () => {
    expect(currencyForLocale('hi', 'GBP')).toBe('INR');
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

describe('conversion', () => {
  it('converts USD with the rates USD 1, EUR 0.9, GBP 0.77, INR 89 to two decimals', () => {
    expect(convertFromUsd(10.44, 'USD')).toBe(10.44);
    expect(convertFromUsd(10.44, 'EUR')).toBe(9.4);
    expect(convertFromUsd(10.44, 'GBP')).toBe(8.04);
    expect(convertFromUsd(10.44, 'INR')).toBe(929.16);
    expect(convertFromUsd(6.99, 'EUR')).toBe(6.29);
  });

  it('converts dollar prices inside text, two decimals', () => {
    expect(convertPriceText('SSL from $6.99 per year', 'EUR')).toBe('SSL from €6.29 per year');
    expect(convertPriceText('Up to $1,000 and $5', 'INR')).toBe('Up to ₹89,000.00 and ₹445.00');
    expect(convertPriceText('SSL from $6.99', 'EUR', 'es')).toBe('SSL from 6,29\u00a0€');
    expect(convertPriceText('No price here', 'GBP')).toBe('No price here');
  });

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
