/**
 * Metric values (pre, value, post). The value may be a dollar
 * amount with an optional per-unit suffix ('$4.99/yr', '$10.44 per year'), a percent ('69%'), an
 * "N M+" form ('2.5M+', '10K'), a plain number ('1900', '1,900+'), or static text ('ISO 27001').
 * Parsed once, then formatted at any point of a count-up in the page's locale: the decimal mark and
 * grouping separator are the locale's, and digits are grouped only when the source grouped them
 * ('1,900+' -> '1.900+' in Dutch; '2004' stays '2004').
 */
export type MetricValue =
  | { kind: 'currency'; symbol: string; amount: number; decimals: number; grouped: boolean; unit: string }
  | { kind: 'percent'; amount: number; decimals: number; grouped: boolean }
  | { kind: 'abbreviated'; amount: number; decimals: number; grouped: false; suffix: 'K' | 'M' | 'B'; plus: boolean }
  | { kind: 'number'; amount: number; decimals: number; grouped: boolean; plus: boolean }
  | { kind: 'text'; text: string };

const CURRENCY = /^([$€£₹])\s?(\d[\d,]*(?:\.\d+)?)\s*((?:\/|per\s)\s*\S.*)?$/i;
const PERCENT = /^(\d[\d,]*(?:\.\d+)?)\s?%$/;
const ABBREVIATED = /^(\d+(?:\.\d+)?)\s?([KMB])(\+?)$/i;
const PLAIN = /^(\d[\d,]*(?:\.\d+)?)(\+?)$/;

function decimalsOf(number: string): number {
  return number.split('.')[1]?.length ?? 0;
}

function numberOf(number: string): number {
  return Number(number.replace(/,/g, ''));
}

export function parseMetricValue(input: string | number | null | undefined): MetricValue {
  const raw = String(input ?? '').trim();
  let match = CURRENCY.exec(raw);
  if (match?.[1] && match[2]) {
    const unit = (match[3] ?? '').trim();
    return { kind: 'currency', symbol: match[1], amount: numberOf(match[2]), decimals: decimalsOf(match[2]), grouped: match[2].includes(','), unit };
  }
  match = PERCENT.exec(raw);
  if (match?.[1]) return { kind: 'percent', amount: numberOf(match[1]), decimals: decimalsOf(match[1]), grouped: match[1].includes(',') };
  match = ABBREVIATED.exec(raw);
  if (match?.[1] && match[2]) {
    return { kind: 'abbreviated', amount: Number(match[1]), decimals: decimalsOf(match[1]), grouped: false, suffix: match[2].toUpperCase() as 'K' | 'M' | 'B', plus: match[3] === '+' };
  }
  match = PLAIN.exec(raw);
  if (match?.[1]) return { kind: 'number', amount: numberOf(match[1]), decimals: decimalsOf(match[1]), grouped: match[1].includes(','), plus: match[2] === '+' };
  return { kind: 'text', text: raw };
}

/** Whether the value is a number that can count up (everything but static text). */
export function isCountable(value: MetricValue): boolean {
  return value.kind !== 'text';
}

/**
 * The value as shown, at `progress` (0..1) of its count-up; 1 is the final value. Numbers keep the
 * source's number of decimals; the currency symbol, unit, 'K/M/B' and '+' stay as written.
 */
export function formatMetricValue(value: MetricValue, locale: string, progress = 1): string {
  if (value.kind === 'text') return value.text;
  const fraction = Math.min(1, Math.max(0, progress));
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: value.decimals,
    maximumFractionDigits: value.decimals,
    useGrouping: value.grouped,
  }).format(fraction === 1 ? value.amount : roundTo(value.amount * fraction, value.decimals));
  switch (value.kind) {
    case 'currency':
      return `${value.symbol}${number}${value.unit ? (value.unit.startsWith('/') ? value.unit.replace(/^\/\s*/, '/') : ` ${value.unit}`) : ''}`;
    case 'percent':
      return `${number}%`;
    case 'abbreviated':
      return `${number}${value.suffix}${value.plus ? '+' : ''}`;
    case 'number':
      return `${number}${value.plus ? '+' : ''}`;
  }
}

function roundTo(number: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.floor(number * factor) / factor;
}

/** Ease-out cubic: fast start, gentle landing. */
export function easeOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return 1 - (1 - x) ** 3;
}
