import type { BlockFixture } from '../types';

/** 30 days after this module was loaded (the catalogue's ticking example stays within two-digit days). */
const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const countdownBlockFixtures: BlockFixture[] = [
  {
    title: 'Ticking countdown (30 days ahead: days, hours, minutes, seconds in two digits)',
    attributes: { heading: { title: 'Limited offer', tag: 'h2' }, date: inThirtyDays },
  },
  {
    title: 'Far target (more than 99 days ahead: two digits cannot show the days, so the end date)',
    attributes: { heading: { title: 'Next year’s offer', tag: 'h2' }, date: '2099-12-31 23:59:59' },
  },
  {
    title: 'Promo end date 2025-04-01 23:59:59 (passed: all 00)',
    attributes: { heading: { title: 'Basic S: {plan:basic_s:off} off, {plan:basic_s:promo} instead of {plan:basic_s:yearly}', tag: 'h3' }, date: '2025-04-01 23:59:59' },
  },
  {
    title: 'Offer ending 2025-03-31 23:59:59 (ISO, passed: all 00)',
    attributes: { sub_heading: 'Limited offer ending March 31, 2025.', end_date: '2025-03-31T23:59:59Z' },
  },
];
