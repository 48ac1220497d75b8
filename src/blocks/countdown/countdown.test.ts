import { countdownParts, parseCountdownDate } from './countdown';

const at = (iso: string) => new Date(iso);

describe('countdownParts', () => {
  const target = at('2025-04-01T23:59:59Z');

  it('splits the time left into two-digit units', () => {
    expect(countdownParts(target, at('2025-03-30T21:58:50Z'))).toEqual({ days: '02', hours: '02', minutes: '01', seconds: '09', done: false });
    expect(countdownParts(target, at('2025-03-22T00:00:00Z'))).toMatchObject({ days: '10', hours: '23', minutes: '59', seconds: '59' });
  });

  it('counts whole seconds at the boundaries', () => {
    expect(countdownParts(target, at('2025-04-01T23:59:58Z'))).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '01', done: false });
    expect(countdownParts(target, at('2025-04-01T23:59:58.500Z'))).toMatchObject({ seconds: '00', done: false });
    expect(countdownParts(target, at('2025-04-01T23:58:59Z'))).toMatchObject({ minutes: '01', seconds: '00' });
    expect(countdownParts(target, at('2025-03-31T23:59:59Z'))).toMatchObject({ days: '01', hours: '00', minutes: '00', seconds: '00' });
  });

  it('shows 00 everywhere at and after the target', () => {
    const zero = { days: '00', hours: '00', minutes: '00', seconds: '00', done: true };
    expect(countdownParts(target, target)).toEqual(zero);
    expect(countdownParts(target, at('2025-04-02T00:00:00Z'))).toEqual(zero);
    expect(countdownParts(target, at('2030-01-01T00:00:00Z'))).toEqual(zero);
    expect(countdownParts(new Date(Number.NaN), target)).toEqual(zero);
  });

  it('keeps every digit above 99 days', () => {
    expect(countdownParts(at('2026-01-01T00:00:00Z'), at('2025-01-01T00:00:00Z')).days).toBe('365');
    expect(countdownParts(at('2025-04-11T00:00:00Z'), at('2025-01-01T00:00:00Z')).days).toBe('100');
    expect(countdownParts(at('2025-04-10T00:00:00Z'), at('2025-01-01T00:00:00Z')).days).toBe('99');
  });
});

describe('parseCountdownDate', () => {
  it("reads the spec's 'YYYY-MM-DD HH:mm:ss' end dates as UTC", () => {
    expect(parseCountdownDate('2025-04-01 23:59:59')?.toISOString()).toBe('2025-04-01T23:59:59.000Z');
    expect(parseCountdownDate('2025-03-31 23:59:59')?.toISOString()).toBe('2025-03-31T23:59:59.000Z');
    expect(parseCountdownDate(' 2025-03-31T23:59 ')?.toISOString()).toBe('2025-03-31T23:59:00.000Z');
    expect(parseCountdownDate('2025-03-31')?.toISOString()).toBe('2025-03-31T00:00:00.000Z');
    expect(parseCountdownDate('20250331')?.toISOString()).toBe('2025-03-31T00:00:00.000Z');
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
