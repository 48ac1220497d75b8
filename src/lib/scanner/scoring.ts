/**
 * Scoring: each group's score is the sum of the weights of its passing checks; the overall score
 * weighs the groups by OVERALL_FACTORS. Pure functions, shared by the server and the browser.
 *
 * Spec: support-and-tools.md §9.
 */
export const DOMAIN_CHECKS = ['ipv6', 'dnssec', 'dane'] as const;
export const CONNECTION_CHECKS = ['https', 'httpsRedirect', 'httpCompression', 'ssl', 'tls', 'hsts'] as const;
export const OPTION_CHECKS = ['xFrameOptions', 'xContentTypeOptions', 'contentSecurityPolicy', 'referrerPolicy'] as const;
export const EMAIL_CHECKS = ['spf', 'dkim', 'dmarc'] as const;

export type DomainCheck = (typeof DOMAIN_CHECKS)[number];
export type ConnectionCheck = (typeof CONNECTION_CHECKS)[number];
export type OptionCheck = (typeof OPTION_CHECKS)[number];
export type EmailCheck = (typeof EMAIL_CHECKS)[number];
export type CheckName = DomainCheck | ConnectionCheck | OptionCheck | EmailCheck;

export const WEIGHTS = {
  domain: { ipv6: 30, dnssec: 50, dane: 20 },
  connection: { https: 25, httpsRedirect: 10, httpCompression: 5, ssl: 20, tls: 20, hsts: 20 },
  options: { xFrameOptions: 25, xContentTypeOptions: 25, contentSecurityPolicy: 25, referrerPolicy: 25 },
  email: { spf: 30, dkim: 30, dmarc: 40 },
} as const satisfies {
  domain: Record<DomainCheck, number>;
  connection: Record<ConnectionCheck, number>;
  options: Record<OptionCheck, number>;
  email: Record<EmailCheck, number>;
};

export const OVERALL_FACTORS = { domain: 0.2, connection: 0.3, options: 0.2, email: 0.3 } as const;

/** What scoring needs of a check: its pass flag. */
export type PassFlags<K extends string> = Partial<Record<K, { success: boolean } | undefined>>;

function sum<K extends string>(weights: Record<K, number>, flags: PassFlags<K>, counts: (key: K) => boolean): number {
  let total = 0;
  for (const key of Object.keys(weights) as K[]) {
    if (flags[key]?.success && counts(key)) total += weights[key];
  }
  return total;
}

/** ipv6 30, dnssec 50, dane 20 — dane counts only when dnssec passes. */
export function domainScore(flags: PassFlags<DomainCheck>): number {
  return sum(WEIGHTS.domain, flags, (key) => key !== 'dane' || Boolean(flags.dnssec?.success));
}

export function connectionScore(flags: PassFlags<ConnectionCheck>): number {
  return sum(WEIGHTS.connection, flags, () => true);
}

export function optionsScore(flags: PassFlags<OptionCheck>): number {
  return sum(WEIGHTS.options, flags, () => true);
}

export function emailScore(flags: PassFlags<EmailCheck>): number {
  return sum(WEIGHTS.email, flags, () => true);
}

export interface GroupScores {
  domainSec: number;
  connSec: number;
  secOptions: number;
  emailSec: number;
}

/**
 * overall = 0.2 domain + 0.3 connection + 0.2 options + 0.3 email, rounded to a whole number
 * (the spec gives no rounding; whole numbers are what the donut shows and save-email stores).
 */
export function overallScore(scores: GroupScores): number {
  const raw =
    OVERALL_FACTORS.domain * scores.domainSec +
    OVERALL_FACTORS.connection * scores.connSec +
    OVERALL_FACTORS.options * scores.secOptions +
    OVERALL_FACTORS.email * scores.emailSec;
  return Math.round(raw);
}

/** A score of 100 is the full mark and gets the success banner. */
export function isFullMark(score: number): boolean {
  return score >= 100;
}

export type DonutColour = 'green' | 'amber' | 'red';

/** Above 70 green, below 21 red, otherwise amber. */
export function donutColour(score: number): DonutColour {
  if (score > 70) return 'green';
  if (score < 21) return 'red';
  return 'amber';
}
