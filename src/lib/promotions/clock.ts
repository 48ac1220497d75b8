/**
 * The one clock every promotion date rule reads (trial card launch date, the free .com calculator's
 * 2024-04-11, countdowns' server render). `PROMOTIONS_NOW` (an ISO date-time) stands the whole site
 * on a chosen day: e2e tests use it to stand on either side of a date; unset, it is the real time.
 */
export function promotionsNow(env: Record<string, string | undefined> = process.env): Date {
  const fixed = env.PROMOTIONS_NOW?.trim();
  if (fixed) {
    const date = new Date(fixed);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date();
}
