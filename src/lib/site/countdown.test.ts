import { countdownEndDate, countdownParts, parseCountdownDate } from './countdown';

const at = (iso: string) => new Date(iso);

describe('countdownParts', () => {
  const target = at('2025-04-01T23:59:59Z');

  it('splits the time left into two-digit units', () => {
    expect(countdownParts(target, at('2025-03-30T21:58:50Z'))).toEqual({ days: '02', hours: '02', minutes: '01', seconds: '09', done: false, beyondTwoDigits: false });
    expect(countdownParts(target, at('2025-03-22T00:00:00Z'))).toMatchObject({ days: '10', hours: '23', minutes: '59', seconds: '59' });
  });

  it('counts whole seconds at the boundaries', () => {
    expect(countdownParts(target, at('2025-04-01T23:59:58Z'))).toMatchObject({ days: '00', hours: '00', minutes: '00', seconds: '01', done: false });
    expect(countdownParts(target, at('2025-04-01T23:59:58.500Z'))).toMatchObject({ seconds: '00', done: false });
    expect(countdownParts(target, at('2025-04-01T23:58:59Z'))).toMatchObject({ minutes: '01', seconds: '00' });
    expect(countdownParts(target, at('2025-03-31T23:59:59Z'))).toMatchObject({ days: '01', hours: '00', minutes: '00', seconds: '00' });
  });

  it('shows 00 everywhere at and after the target', () => {
    const zero = { days: '00', hours: '00', minutes: '00', seconds: '00', done: true, beyondTwoDigits: false };
    expect(countdownParts(target, target)).toEqual(zero);
    expect(countdownParts(target, at('2025-04-02T00:00:00Z'))).toEqual(zero);
    expect(countdownParts(target, at('2030-01-01T00:00:00Z'))).toEqual(zero);
    expect(countdownParts(new Date(Number.NaN), target)).toEqual(zero);
  });

  it('never shows more than two digits: above 99 days the parts say so (the timer shows the end date)', () => {
    const year = countdownParts(at('2026-01-01T00:00:00Z'), at('2025-01-01T00:00:00Z'));
    expect(year).toMatchObject({ days: '99', beyondTwoDigits: true, done: false });
    expect(countdownParts(at('2025-04-11T00:00:00Z'), at('2025-01-01T00:00:00Z'))).toMatchObject({ days: '99', beyondTwoDigits: true });
    expect(countdownParts(at('2025-04-10T00:00:00Z'), at('2025-01-01T00:00:00Z'))).toMatchObject({ days: '99', beyondTwoDigits: false });
    expect(countdownParts(at('2025-04-10T23:59:59Z'), at('2025-01-01T00:00:00Z'))).toMatchObject({ days: '99', hours: '23', beyondTwoDigits: false });
    for (const part of Object.values(countdownParts(at('2025-01-05T03:04:05Z'), at('2025-01-01T00:00:00Z'))).filter((value) => typeof value === 'string')) {
      expect(part).toMatch(/^\d{2}$/);
    }
  });

  it('formats the end date in the page language and the site time zone', () => {
    expect(countdownEndDate(at('2027-12-31T22:59:59Z'), 'en-US', 'Europe/Amsterdam')).toBe('December 31, 2027');
    expect(countdownEndDate(at('2027-12-31T22:59:59Z'), 'es-ES', 'Europe/Amsterdam')).toBe('31 de diciembre de 2027');
    expect(countdownEndDate(at('2027-12-31T23:30:00Z'), 'nl-NL', 'Europe/Amsterdam')).toBe('1 januari 2028');
  });
});

describe('parseCountdownDate', () => {
  it("reads the spec's 'YYYY-MM-DD HH:mm:ss' end dates in the site's time zone (default Europe/Amsterdam)", () => {
    // 1 April 2025 is summer time (CEST, UTC+2); 31 March 2025 too (the change was on 30 March).
    expect(parseCountdownDate('2025-04-01 23:59:59')?.toISOString()).toBe('2025-04-01T21:59:59.000Z');
    expect(parseCountdownDate('2025-03-31 23:59:59')?.toISOString()).toBe('2025-03-31T21:59:59.000Z');
    expect(parseCountdownDate(' 2025-03-31T23:59 ')?.toISOString()).toBe('2025-03-31T21:59:00.000Z');
    expect(parseCountdownDate('2025-03-31')?.toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(parseCountdownDate('20250331')?.toISOString()).toBe('2025-03-30T22:00:00.000Z');
  });

  it('is correct on both sides of the spring DST change (30 March 2025, 02:00 CET -> 03:00 CEST)', () => {
    expect(parseCountdownDate('2025-03-29 23:59:59')?.toISOString()).toBe('2025-03-29T22:59:59.000Z');
    expect(parseCountdownDate('2025-03-30 01:59:59')?.toISOString()).toBe('2025-03-30T00:59:59.000Z');
    expect(parseCountdownDate('2025-03-30 03:00:00')?.toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(parseCountdownDate('2025-03-30 23:59:59')?.toISOString()).toBe('2025-03-30T21:59:59.000Z');
    // 02:30 does not exist that night: it moves forward by the gap (03:30 CEST).
    expect(parseCountdownDate('2025-03-30 02:30:00')?.toISOString()).toBe('2025-03-30T01:30:00.000Z');
  });

  it('is correct on both sides of the autumn DST change (26 October 2025, 03:00 CEST -> 02:00 CET)', () => {
    expect(parseCountdownDate('2025-10-25 23:59:59')?.toISOString()).toBe('2025-10-25T21:59:59.000Z');
    expect(parseCountdownDate('2025-10-26 23:59:59')?.toISOString()).toBe('2025-10-26T22:59:59.000Z');
    expect(parseCountdownDate('2025-10-27 12:00:00')?.toISOString()).toBe('2025-10-27T11:00:00.000Z');
    // 02:30 happens twice that night: the earlier one (still summer time).
    expect(parseCountdownDate('2025-10-26 02:30:00')?.toISOString()).toBe('2025-10-26T00:30:00.000Z');
  });

  it('follows SITE_TIME_ZONE, falling back to Europe/Amsterdam when it is not a zone', () => {
    const saved = process.env.SITE_TIME_ZONE;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      process.env.SITE_TIME_ZONE = 'America/New_York';
      expect(parseCountdownDate('2025-04-01 23:59:59')?.toISOString()).toBe('2025-04-02T03:59:59.000Z');
      // New York changed on 9 March 2025: the day before is EST (UTC-5).
      expect(parseCountdownDate('2025-03-08 12:00:00')?.toISOString()).toBe('2025-03-08T17:00:00.000Z');
      process.env.SITE_TIME_ZONE = 'UTC';
      expect(parseCountdownDate('2025-04-01 23:59:59')?.toISOString()).toBe('2025-04-01T23:59:59.000Z');
      process.env.SITE_TIME_ZONE = 'Mars/Olympus';
      expect(parseCountdownDate('2025-04-01 23:59:59')?.toISOString()).toBe('2025-04-01T21:59:59.000Z');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(parseCountdownDate('2025-04-01 23:59:59', 'Asia/Kolkata')?.toISOString()).toBe('2025-04-01T18:29:59.000Z');
    } finally {
      warn.mockRestore();
      if (saved === undefined) delete process.env.SITE_TIME_ZONE;
      else process.env.SITE_TIME_ZONE = saved;
    }
  });

  it('honours an ISO zone', () => {
    expect(parseCountdownDate('2025-04-01T23:59:59Z')?.toISOString()).toBe('2025-04-01T23:59:59.000Z');
    expect(parseCountdownDate('2025-04-01T23:59:59+02:00')?.toISOString()).toBe('2025-04-01T21:59:59.000Z');
    expect(parseCountdownDate('2025-04-01T23:59:59.250-0500')?.toISOString()).toBe('2025-04-02T04:59:59.250Z');
  });

  it('rejects what is not a real date', () => {
    for (const value of ['', 'soon', '2025-02-30 10:00:00', '2025-13-01', '2025-04-01 24:00:00', '2025-04-01 23:60:00', '01/04/2025', '2025-04-01T10:00:00+99:99']) {
      expect(parseCountdownDate(value)).toBeNull();
    }
  });
});
