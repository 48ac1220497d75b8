import { describe, expect, it } from 'vitest';
import {
  CURRENCY_OPTIONS,
  convertFromUsd,
  convertPriceText,
  currencyForLocale,
  currencySymbol,
  formatMoney,
  isCurrency,
  symbolFromLabel,
} from './currency';

describe('currency options', () => {
  it('offers USD $, EUR €, GBP £, INR ₹ in that order', () => {
    expect(CURRENCY_OPTIONS.map((option) => option.label)).toEqual(['USD $', 'EUR €', 'GBP £', 'INR ₹']);
  });

  it("takes the label's last word as the symbol", () => {
    expect(symbolFromLabel('EUR €')).toBe('€');
    expect(symbolFromLabel('  Indian rupee  ₹ ')).toBe('₹');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('INR')).toBe('₹');
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
    expect(convertPriceText('Up to $1,000 and $5', 'INR')).toBe('Up to ₹89000.00 and ₹445.00');
    expect(convertPriceText('No price here', 'GBP')).toBe('No price here');
  });

  it('formats money with the symbol', () => {
    expect(formatMoney(9.4, 'EUR')).toBe('€9.40');
    expect(formatMoney(Number.NaN, 'EUR')).toBe('');
  });
});
