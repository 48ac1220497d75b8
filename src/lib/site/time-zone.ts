/**
 * The site's configured time zone (SITE_TIME_ZONE, an IANA name; default Europe/Amsterdam, the
 * registrar's own zone) and the one conversion every date without a zone goes through: a wall-clock
 * date and time in that zone to an instant. Client-safe (no server imports): in a browser bundle
 * SITE_TIME_ZONE is not set and the default applies, but the dates are read on the server.
 */
export const DEFAULT_SITE_TIME_ZONE = 'Europe/Amsterdam';

const warned = new Set<string>();

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** SITE_TIME_ZONE when it names a real zone; otherwise (with one warning) Europe/Amsterdam. */
export function siteTimeZone(env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env): string {
  const configured = env.SITE_TIME_ZONE?.trim();
  if (!configured) return DEFAULT_SITE_TIME_ZONE;
  if (isTimeZone(configured)) return configured;
  if (!warned.has(configured)) {
    warned.add(configured);
    console.warn(`[site] SITE_TIME_ZONE "${configured}" is not an IANA time zone; using ${DEFAULT_SITE_TIME_ZONE}`);
  }
  return DEFAULT_SITE_TIME_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in ms (east positive: +3,600,000 for CET). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant / 1000) * 1000;
}

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The instant at which the zone's clocks show `wall`. Around a DST change (the 'compatible' rule of
 * Temporal and of most calendars): a wall time that occurs twice (clocks go back) is the earlier
 * instant; one that does not exist (clocks go forward) moves forward by the gap (02:30 on the
 * spring-forward day in Amsterdam is 03:30 summer time).
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const before = zoneOffsetMs(asUtc - 86_400_000, timeZone);
  const after = zoneOffsetMs(asUtc + 86_400_000, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => zoneOffsetMs(instant, timeZone) === asUtc - instant)
    .sort((a, b) => a - b);
  return new Date(valid[0] ?? asUtc - before);
}
