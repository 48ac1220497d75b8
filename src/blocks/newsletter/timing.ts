/** The newsletter form loads after 5000 ms, a spinner before. */
export const NEWSLETTER_DELAY_MS = 5000;
