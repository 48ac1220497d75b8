/**
 * Registry dates to ISO 8601. Browser-safe, no dependencies.
 *
 * Whois servers write dates in dozens of ways: 2024-10-01T01:00:44Z, 2024/10/01 01:00:44 (JST),
 * 01.10.2024, 2024.10.01, 'YYYY. MM. DD.', 20241001, 01-Oct-2024, 'Tue Oct 01 01:00:44 GMT 2024',
 * 'Oct 1 2024', '1st October, 2024', 'before Aug-1996', with the zone as an offset, a name or not at all.
 *
 * Output (one reading, tested): when the zone is known the time is converted to UTC and written with
 * "Z" ("the zone applied"); a time without a zone is written without one (the registry's local time);
 * a date without a time stays a calendar date (YYYY-MM-DD), and a month-only approximation stays a month
 * (YYYY-MM). Fractions of a second are dropped. A text that is not a date gives undefined: a date the
 * parser cannot read is left out, never passed through.
 */

/** Numeric dates with the year last: day first (most registries) or month first (US-style, e.g. Freenom). */
export type DateOrder = 'dmy' | 'mdy';

export interface DateOptions {
  /** How to read an ambiguous nn/nn/yyyy date; day first when not given. */
  order?: DateOrder;
  /** Offset in minutes for ambiguous zone names (e.g. CST: China +480 for CNNIC/TWNIC, US Central -360 elsewhere). */
  zones?: Record<string, number>;
}

const MONTH_NAMES: Record<string, number> = {};
(
  [
    // English, Spanish, French, German, Dutch, Italian, Portuguese, Swedish/Danish/Norwegian, Turkish, Polish, Czech (short forms)
    ['jan', 'january', 'ene', 'enero', 'janv', 'janvier', 'januar', 'januari', 'gen', 'gennaio', 'janeiro', 'ocak', 'sty', 'styczen', 'led', 'leden'],
    ['feb', 'february', 'febrero', 'fev', 'fevr', 'fevrier', 'februar', 'februari', 'febbraio', 'fevereiro', 'subat', 'lut', 'luty', 'uno', 'unor'],
    ['mar', 'march', 'marzo', 'mars', 'marz', 'maerz', 'maart', 'mrt', 'marco', 'mart', 'marzec', 'bre', 'brezen'],
    ['apr', 'april', 'abr', 'abril', 'avr', 'avril', 'aprile', 'nisan', 'kwi', 'kwiecien', 'dub', 'duben'],
    ['may', 'mayo', 'mai', 'mei', 'mag', 'maggio', 'maio', 'maj', 'mayis', 'kve', 'kveten'],
    ['jun', 'june', 'junio', 'juin', 'juni', 'giu', 'giugno', 'junho', 'haziran', 'cze', 'czerwiec', 'cer', 'cerven'],
    ['jul', 'july', 'julio', 'juil', 'juillet', 'juli', 'lug', 'luglio', 'julho', 'temmuz', 'lip', 'lipiec', 'cvc', 'cervenec'],
    ['aug', 'august', 'ago', 'agosto', 'aout', 'augustus', 'agu', 'agustos', 'sie', 'sierpien', 'srp', 'srpen', 'augusti'],
    ['sep', 'sept', 'september', 'septiembre', 'septembre', 'set', 'settembre', 'setembro', 'eylul', 'wrz', 'wrzesien', 'zar', 'zari'],
    ['oct', 'october', 'octubre', 'octobre', 'okt', 'oktober', 'ott', 'ottobre', 'out', 'outubro', 'ekim', 'paz', 'pazdziernik', 'rij', 'rijen'],
    ['nov', 'november', 'noviembre', 'novembre', 'novembro', 'kasim', 'lis', 'listopad'],
    ['dec', 'december', 'diciembre', 'dic', 'decembre', 'dez', 'dezember', 'dicembre', 'dezembro', 'aralik', 'gru', 'grudzien', 'pro', 'prosinec'],
  ] as const
).forEach((names, index) => {
  for (const name of names) MONTH_NAMES[name] = index + 1;
});

function monthNumber(word: string): number | undefined {
  const key = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.$/, '');
  return MONTH_NAMES[key];
}

/** Zone names whose offset is not in doubt (minutes east of UTC). CST and IST are left to the caller's hints. */
const ZONES: Record<string, number> = {
  z: 0, ut: 0, utc: 0, gmt: 0, wet: 0, bst: 60, west: 60, cet: 60, met: 60, wat: 60, cest: 120, mest: 120, eet: 120, cat: 120,
  sast: 120, eest: 180, msk: 180, eat: 180, ast: 180, gst: 240, pkt: 300, ict: 420, wib: 420, hkt: 480, sgt: 480,
  awst: 480, myt: 480, pht: 480, jst: 540, kst: 540, acst: 570, aest: 600, aedt: 660, nzst: 720, nzdt: 780,
  est: -300, edt: -240, cdt: -300, mst: -420, mdt: -360, pst: -480, pdt: -420, akst: -540, akdt: -480, hst: -600,
  art: -180, brt: -180, brst: -120, clt: -240, clst: -180, cot: -300, pet: -300, vet: -240, uyt: -180,
};

interface Parts {
  year: number;
  month: number;
  day?: number;
  hour?: number;
  minute?: number;
  second?: number;
  /** minutes east of UTC, when known */
  offset?: number;
  /** what follows the date (must be empty or a separate note) */
  rest: string;
}

const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;
const TIME = /^[T\s,]*(\d{1,2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?(?:\s*([ap])\.?m\.?)?/i;
const MONTH_WORD = /^([A-Za-z\u00C0-\u017F]{3,10}\.?)/;

function zoneAt(text: string, options: DateOptions): { offset?: number; known: boolean; rest: string } {
  let m = text.match(/^\s*(?:\(\s*)?(?:(UTC|GMT|UT)\s*)?([+-])(\d{1,2})(?::?(\d{2}))?(?:\s*\))?(?![\d:])/i);
  if (m && (m[1] || m[4] !== undefined || /^\s*\(/.test(text) || m[3]!.length === 2)) {
    const minutes = Number(m[3]) * 60 + Number(m[4] ?? 0);
    return { offset: m[2] === '-' ? -minutes : minutes, known: true, rest: text.slice(m[0].length) };
  }
  m = text.match(/^\s*(?:\(\s*)?([A-Za-z]{1,5})(?:\s*\))?(?![A-Za-z])/);
  if (m) {
    const name = m[1]!.toLowerCase();
    const offset = options.zones?.[name] ?? ZONES[name];
    if (offset !== undefined) return { offset, known: true, rest: text.slice(m[0].length) };
    if (name === 'cst' || name === 'ist') return { known: false, rest: text.slice(m[0].length) };
  }
  return { known: false, rest: text };
}

function withTime(parts: Omit<Parts, 'rest'>, after: string, options: DateOptions): Parts {
  const t = after.match(TIME);
  if (!t) {
    // a zone right after a bare date ("2020-01-01 (UTC)") says nothing more about a calendar date
    const zone = zoneAt(after, options);
    return { ...parts, rest: zone.known || zone.rest !== after ? zone.rest : after };
  }
  let hour = Number(t[1]);
  if (t[4]) hour = (hour % 12) + (t[4].toLowerCase() === 'p' ? 12 : 0);
  const rest = after.slice(t[0].length);
  // "2021-10-03T23:59:59Z", "... 12:00 UTC", "... +0800", "(GMT+0:00)", "(JST)"
  const iso = rest.match(/^Z(?![A-Za-z])/);
  if (iso) return { ...parts, hour, minute: Number(t[2]), second: Number(t[3] ?? 0), offset: 0, rest: rest.slice(1) };
  const zone = zoneAt(rest, options);
  return {
    ...parts,
    hour,
    minute: Number(t[2]),
    second: Number(t[3] ?? 0),
    ...(zone.offset !== undefined ? { offset: zone.offset } : {}),
    rest: zone.rest,
  };
}

function fullYear(text: string): number {
  const n = Number(text);
  if (text.length > 2) return n;
  return n > 50 ? 1900 + n : 2000 + n;
}

/** The date written at the start of `text`, with what follows it. */
function partsAtStart(input: string, options: DateOptions): Parts | null {
  const text = input.replace(WEEKDAY, '');
  let m: RegExpMatchArray | null;

  // 2024-10-01, 2024.10.01, 2024/10/01, '2024. 10. 01.', 2024-10-01T01:00:44.5+02:00
  m = text.match(/^(\d{4})(?:\s*([-./])\s*)(\d{1,2})\s*\2\s*(\d{1,2})(?!\d)\.?/);
  if (m) return withTime({ year: Number(m[1]), month: Number(m[3]), day: Number(m[4]) }, text.slice(m[0].length), options);
  // 20241001, 20241001 #162310, 20121216134104 (RIPE-style compact timestamps)
  m = text.match(/^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2})?)?(?!\d)/);
  if (m) {
    const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
    if (!m[4]) return withTime(date, text.slice(m[0].length), options);
    return { ...withTime(date, ` ${m[4]}:${m[5]}:${m[6] ?? '00'}${text.slice(m[0].length)}`, options) };
  }
  // 2001-Aug-23, 2001 Aug 23
  m = text.match(/^(\d{4})[-\s]([A-Za-z\u00C0-\u017F]{3,10}\.?)[-\s](\d{1,2})(?!\d)/);
  if (m && monthNumber(m[2]!)) return withTime({ year: Number(m[1]), month: monthNumber(m[2]!)!, day: Number(m[3]) }, text.slice(m[0].length), options);
  // 01.10.2024, 1/10/2024, 10-01-24 (order by the registry, day first by default)
  m = text.match(/^(\d{1,2})\s*([-./])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})(?![\d:])/);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const monthFirst = a <= 12 && (b > 12 || (options.order === 'mdy' && b <= 12));
    return withTime(
      { year: fullYear(m[4]!), month: monthFirst ? a : b, day: monthFirst ? b : a },
      text.slice(m[0].length),
      options,
    );
  }
  // 13-sep-2003, 24 Oct 1997, 2nd April, 2001, 01-Dec-05, 5 de marzo de 2010
  m = text.match(/^(\d{1,2})(?:st|nd|rd|th|\.)?(?:[-\s/]+|\s+de\s+)([A-Za-z\u00C0-\u017F]{3,10}\.?)(?:,?[-\s/]+|\s+de\s+)(\d{4}|\d{2})(?![\d:])/i);
  if (m && monthNumber(m[2]!)) return withTime({ year: fullYear(m[3]!), month: monthNumber(m[2]!)!, day: Number(m[1]) }, text.slice(m[0].length), options);
  m = text.match(MONTH_WORD);
  if (m && monthNumber(m[1]!)) {
    const month = monthNumber(m[1]!)!;
    const after = text.slice(m[0].length);
    // May 22 2002, April 2, 2001, Oct 04 2005 21:44:27
    let n = after.match(/^[-\s]+(\d{1,2})(?:st|nd|rd|th)?,?[-\s]+(\d{4})(?![\d:])/i);
    if (n) return withTime({ year: Number(n[2]), month, day: Number(n[1]) }, after.slice(n[0].length), options);
    // Feb 10 09:42:42 2004, Apr 26 07:50:40 GMT 2010, Aug 10 01:57:22 PDT 2012
    n = after.match(/^\s+(\d{1,2})\s+(?=\d{1,2}:)/);
    if (n) {
      const timed = withTime({ year: 0, month, day: Number(n[1]) }, after.slice(n[0].length), options);
      const y = timed.rest.match(/^\s*(\d{4})(?!\d)/);
      if (y) return { ...timed, year: Number(y[1]), rest: timed.rest.slice(y[0].length) };
      return null;
    }
    // Aug-1996, Aug 1996 (month precision)
    n = after.match(/^[-\s]+(\d{4})(?![\d:])/);
    if (n) return { year: Number(n[1]), month, rest: after.slice(n[0].length) };
  }
  return null;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function valid(p: Parts): boolean {
  if (p.year < 1900 || p.year > 9999 || p.month < 1 || p.month > 12) return false;
  if (p.day !== undefined && (p.day < 1 || p.day > daysIn(p.year, p.month))) return false;
  if (p.hour !== undefined && (p.hour > 24 || p.minute! > 59 || p.second! > 60)) return false;
  // after the date only a separate note may follow ("#162310", "hostmaster@x", "(Changed)")
  return p.rest === '' || /^[\s,;(\[#]/.test(p.rest);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function format(p: Parts): string {
  if (p.day === undefined) return `${pad(p.year, 4)}-${pad(p.month)}`;
  if (p.hour === undefined) return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  if (p.offset === undefined) {
    return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute!)}:${pad(Math.min(p.second!, 59))}`;
  }
  const ms = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute!, Math.min(p.second!, 59)) - p.offset * 60_000;
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/**
 * A registry date as ISO 8601 (see the module comment), or undefined when the text holds no readable date.
 * A date may be preceded by a label or a handle ("registrar AT ns.il 19960111 (Assigned)", "before Aug-1996").
 */
export function parseWhoisDate(raw: string, options: DateOptions = {}): string | undefined {
  const text = raw
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/^(?:before|on|since|ca\.?|approx\.?)\s+/i, '')
    .replace(/\.$/, '')
    .trim();
  if (!text || !/\d/.test(text)) return undefined;
  const first = partsAtStart(text, options);
  if (first && valid(first)) return format(first);
  // a date after a short prefix (an e-mail or a handle): try each later word that starts with a digit
  const starts = [...text.matchAll(/\s(?=\d{4}[-./]?\d{2}|\d{1,2}[-./\s])/g)].slice(0, 4);
  for (const start of starts) {
    const later = partsAtStart(text.slice(start.index! + 1), options);
    if (later && valid(later)) return format(later);
  }
  return undefined;
}

/**
 * Day or month first, from the answer's own dates: a first number above 12 means day first, a second
 * one above 12 month first. Undefined when every numeric date of the answer is ambiguous.
 */
export function inferDateOrder(values: readonly string[]): DateOrder | undefined {
  for (const value of values) {
    const m = value.trim().match(/^(?:[A-Za-z]{3}\w*,?\s+)?(\d{1,2})\s*([-./])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})(?![\d:])/);
    if (!m) continue;
    if (Number(m[1]) > 12) return 'dmy';
    if (Number(m[3]) > 12) return 'mdy';
  }
  return undefined;
}
