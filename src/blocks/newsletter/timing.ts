/** The newsletter form loads after 5000 ms, a spinner before (pricing §4, §9 "newsletter delay 5000 ms"). */
export const NEWSLETTER_DELAY_MS = 5000;
