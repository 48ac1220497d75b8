/**
 * Countdown maths: recalculated every 1000 ms; days, hours,
 * minutes and seconds in (at least) two digits; all '00' once the target has passed.
 *
 * Spec: content-layer.md §4 "Countdown", §9.
 */
import { siteTimeZone, wallTimeToInstant } from '@/lib/site/time-zone';

export const COUNTDOWN_INTERVAL_MS = 1000;
/** Days fit the spec's two digits up to 99. */
export const COUNTDOWN_MAX_DAYS = 99;

export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  /** True when the target is reached or passed (every unit is '00'). */
  done: boolean;
  /**
   * True while more than 99 days are left: two digits cannot show the days, so the countdown shows
   * its end date instead (the timer starts once the days fit; see CountdownTimer).
   */
  beyondTwoDigits: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Whole seconds left are split into units of two digits each. More than 99 days
 * do not fit: `beyondTwoDigits` is set (days then read '99') and the timer shows the end date.
 */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const remaining = target.getTime() - now.getTime();
  if (!Number.isFinite(remaining) || remaining <= 0) {
    return { days: '00', hours: '00', minutes: '00', seconds: '00', done: true, beyondTwoDigits: false };
  }
  const totalSeconds = Math.floor(remaining / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  return {
    days: pad(Math.min(days, COUNTDOWN_MAX_DAYS)),
    hours: pad(Math.floor((totalSeconds % 86_400) / 3_600)),
    minutes: pad(Math.floor((totalSeconds % 3_600) / 60)),
    seconds: pad(totalSeconds % 60),
    done: false,
    beyondTwoDigits: days > COUNTDOWN_MAX_DAYS,
  };
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Target date from the CMS: ISO 8601 with a zone ('2025-04-01T23:59:59+02:00', '...Z') is taken
 * as is; a date without a zone ('2025-04-01 23:59:59', '2025-04-01T23:59:59', '2025-04-01',
 * ACF's '20250401') is a wall-clock time in the site's time zone (SITE_TIME_ZONE, default
 * Europe/Amsterdam: the registrar's campaigns end at 23:59 Amsterdam time, CET or CEST as the
 * date falls). A wall time skipped or repeated by a DST change follows wallTimeToInstant.
 * Returns null for anything that is not a real calendar date and time.
 */
export function parseCountdownDate(value: string, timeZone: string = siteTimeZone()): Date | null {
  const raw = value.trim();
  if (!raw) return null;
  const compact = COMPACT_DATE.exec(raw);
  const local = compact ? [raw, compact[1], compact[2], compact[3]] : LOCAL_DATE_TIME.exec(raw);
  if (local) {
    const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = Array.from({ length: 6 }, (_, index) => Number(local[index + 1] ?? 0));
    // The calendar check runs on the wall time itself (2025-02-30 and 24:00 are refused).
    const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    const valid =
      check.getUTCFullYear() === year &&
      check.getUTCMonth() === month - 1 &&
      check.getUTCDate() === day &&
      check.getUTCHours() === hour &&
      check.getUTCMinutes() === minute &&
      check.getUTCSeconds() === second;
    return valid ? wallTimeToInstant({ year, month, day, hour, minute, second }, timeZone) : null;
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(raw) && HAS_ZONE.test(raw)) {
    const time = Date.parse(raw);
    return Number.isNaN(time) ? null : new Date(time);
  }
  return null;
}

/** The countdown's end date in the page's language ('31 December 2027' / '31 de diciembre de 2027'), in the site's time zone. */
export function countdownEndDate(target: Date, htmlLang: string, timeZone: string = siteTimeZone()): string {
  return new Intl.DateTimeFormat(htmlLang, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(target);
}
