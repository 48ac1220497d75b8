/**
 * The promotions clock of the e2e server (PROMOTIONS_NOW): a day inside the embedded campaigns
 * (content/promotions.json and the sample catalogue's promotions run until 2027-12-31), so the
 * tests see the same running offers whatever day they run on. e2e/offers.spec.ts moves it past
 * their end in a second server.
 */
export const E2E_PROMOTIONS_NOW = '2027-06-15T10:00:00Z';
/** A day after every embedded campaign has ended. */
export const AFTER_CAMPAIGNS = '2028-01-03T10:00:00Z';
