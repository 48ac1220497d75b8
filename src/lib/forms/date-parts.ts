/**
 * Dates entered in the page's locale (issue 14 point 5). A browser's native `<input type="date">`
 * shows the browser's own pattern (mm/dd/yyyy on an English Chromium, whatever the page language),
 * so the forms use three parts — day, month by name, year — ordered as the page's locale writes a
 * date, and send the ISO form (YYYY-MM-DD) the schemas validate.
 *
 * Without JavaScript the parts post as `<field>__day`, `<field>__month`, `<field>__year`;
 * `combineDateParts` turns them into the field's ISO value on the server.
 */

export type DatePart = 'day' | 'month' | 'year';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

/** Value sent for a date that was started but not finished: not a calendar date, so not 'required'. */
export const INCOMPLETE_DATE = 'incomplete';

const SAMPLE = new Date(Date.UTC(2000, 10, 22));

/** The order the locale writes day, month and year in ('en-US' → month, day, year; 'es' → day, month, year). */
export function datePartOrder(locale: string): DatePart[] {
  const parts = new Intl.DateTimeFormat(bcp47(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(SAMPLE);
  const order = parts.map((part) => part.type).filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

/** Month names in the locale, January first: [{ value: '01', label: 'enero' }, …]. */
export function monthOptions(locale: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(bcp47(locale), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1).padStart(2, '0'), label: format.format(new Date(Date.UTC(2000, index, 1))) }));
}

/** 'es_ES' → 'es-ES'; anything Intl cannot use falls back to 'en-US'. */
export function bcp47(locale: string): string {
  const tag = locale.replace('_', '-');
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(tag).length ? tag : 'en-US';
  } catch {
    return 'en-US';
  }
}

/**
 * Parts → the field's value: '' when nothing was entered, YYYY-MM-DD when all three are there
 * (the schema then checks the date exists), otherwise INCOMPLETE_DATE.
 */
export function datePartsToValue(parts: DateParts): string {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (!day && !month && !year) return '';
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return INCOMPLETE_DATE;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** YYYY-MM-DD → parts (anything else gives empty parts). */
export function valueToDateParts(value: string | undefined | null): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return { ...EMPTY_DATE_PARTS };
  return { year: match[1]!, month: match[2]!, day: String(Number(match[3])) };
}

/**
 * Server side of a plain form post: for every `<name>__day|__month|__year` trio whose `<name>` is
 * empty or missing, sets `<name>` from the parts. The part fields are removed either way.
 */
export function combineDateParts(fields: Record<string, unknown>): Record<string, unknown> {
  const combined: Record<string, unknown> = {};
  const names = new Set<string>();
  for (const [key, value] of Object.entries(fields)) {
    const match = /^(.+)__(day|month|year)$/.exec(key);
    if (match) names.add(match[1]!);
    else combined[key] = value;
  }
  for (const name of names) {
    const current = combined[name];
    if (typeof current === 'string' && current.trim() !== '') continue;
    const part = (suffix: DatePart) => {
      const value = fields[`${name}__${suffix}`];
      return typeof value === 'string' ? value : '';
    };
    combined[name] = datePartsToValue({ day: part('day'), month: part('month'), year: part('year') });
  }
  return combined;
}
