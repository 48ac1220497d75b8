/**
 * Money a page shows (issue 25 "one source of truth for money"). Client-safe and pure.
 *
 * Every figure reaches a page as `Amounts`: the figure in each currency the site sells in, as the
 * catalogue, the membership facts or the product prices give it (each rounded once, where it was
 * made). A page never converts: it picks the amount of its currency (INR on /hi, EUR on /es and /nl,
 * the visitor's choice on English pages) and formats it with `formatMoney`.
 */
import { CURRENCIES, formatMoney, moneyLocale, type Currency } from './currency';

/** A figure by currency; a currency without the figure is absent. */
export type Amounts = Partial<Record<Currency, number>>;

/** The amount in a currency, or null when the figure has none in it. */
export function amountIn(amounts: Amounts | null | undefined, currency: Currency): number | null {
  const amount = amounts?.[currency];
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}

/** The same number in every currency (a count or a percentage that does not depend on money). */
export function sameInEveryCurrency(value: number): Amounts {
  return Object.fromEntries(CURRENCIES.map((currency) => [currency, value])) as Amounts;
}

/**
 * A figure inside editorial copy, filled from a placeholder: money, a count of domains, a
 * percentage (each possibly different per currency: a break-even count depends on the prices of
 * the currency), or a text (a date in the page's language).
 */
export type Figure = { kind: 'money' | 'count' | 'percent'; values: Amounts } | { kind: 'text'; text: string };

/** Editorial copy with its placeholders filled: text pieces and figures, in order. */
export type FilledPart = string | Figure;

const counts = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string | null | undefined, style: 'count' | 'percent'): Intl.NumberFormat {
  const tag = moneyLocale(locale);
  const key = `${tag}:${style}`;
  let format = counts.get(key);
  if (!format) {
    format = style === 'percent' ? new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }) : new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    counts.set(key, format);
  }
  return format;
}

/** A figure in the page's currency and locale; null when it has no value in that currency. */
export function formatFigure(figure: Figure, currency: Currency, locale?: string | null): string | null {
  if (figure.kind === 'text') return figure.text;
  const value = amountIn(figure.values, currency);
  if (value === null) return null;
  if (figure.kind === 'money') return formatMoney(value, currency, locale);
  if (figure.kind === 'percent') return numberFormat(locale, 'percent').format(value / 100);
  return numberFormat(locale, 'count').format(value);
}

/** Filled copy as one string in a currency; a figure missing in it reads as `unavailable`. */
export function partsText(parts: readonly FilledPart[], currency: Currency, locale?: string | null, unavailable = ''): string {
  return parts.map((part) => (typeof part === 'string' ? part : (formatFigure(part, currency, locale) ?? unavailable))).join('');
}

/** True when a currency change cannot change the text (no money and no per-currency figure). */
export function isCurrencyFree(parts: readonly FilledPart[]): boolean {
  return parts.every((part) => {
    if (typeof part === 'string' || part.kind === 'text') return true;
    if (part.kind === 'money') return false;
    const values = Object.values(part.values);
    return values.every((value) => value === values[0]);
  });
}

/**
 * A message template ('Save {amount} a year') with named values filled: text pieces and figures,
 * so the page prints it in its currency. Names without a value stay as written.
 */
export function fillTemplate(template: string, values: Record<string, Figure | string | null | undefined>): FilledPart[] {
  const parts: FilledPart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const value = values[match[1]!];
    if (value === undefined || value === null) continue;
    const at = match.index ?? 0;
    if (at > last) parts.push(template.slice(last, at));
    parts.push(value);
    last = at + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

export const moneyFigure = (values: Amounts): Figure => ({ kind: 'money', values });
export const countFigure = (values: Amounts): Figure => ({ kind: 'count', values });
