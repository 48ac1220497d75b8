/**
 * The prices of one extension as every block shows them (issue 25 "one price per role"): for each
 * audience the price now — the promotion's price while the catalogue says a promotion runs and
 * it is below the list price, else the list price — the list price itself, the renewal and the
 * percentage off. The popular grid, the promotion grids and cards, the landing page, the price
 * search and the {price:…} placeholders all read these, so a TLD has one price per role on a page.
 * Client-safe and pure.
 */
import { parsePrice } from './savings-calculator';

/** The fields of a TLD price entry the views read; numbers or numeric strings. */
export interface TldPriceFields {
  memberPrice?: unknown;
  nonMemberPrice?: unknown;
  supremeMMPrice?: unknown;
  onGoingPromo?: boolean | null;
  memberPromoPrice?: unknown;
  memberPromoEndDate?: string | null;
  nonMemberPromoPrice?: unknown;
  nonMemberPromoEndDate?: string | null;
  memberRenewPrice?: unknown;
  nonMemberRenewPrice?: unknown;
}

export interface AudiencePrice {
  /** What the audience pays for the first year now. */
  now: number;
  /** The list price without a promotion. */
  regular: number;
  renew: number | null;
  /** Rounded percentage off while a promotion runs; null otherwise. */
  off: number | null;
  /** Last day of the running promotion (YYYY-MM-DD), when it has one. */
  ends: string | null;
}

export interface TldPriceView {
  member: AudiencePrice | null;
  nonMember: AudiencePrice | null;
  supreme: number | null;
  /** A promotion runs for at least one audience. */
  onPromo: boolean;
}

/** Percentage off, rounded to a whole number, from the two prices themselves. */
export function percentOff(now: number, regular: number): number | null {
  if (!(regular > 0) || !(now < regular)) return null;
  return Math.round((1 - now / regular) * 100);
}

function audience(regularValue: unknown, promoValue: unknown, renewValue: unknown, ends: string | null | undefined, ongoing: boolean): AudiencePrice | null {
  const regular = parsePrice(regularValue);
  if (regular === null) return null;
  const promo = ongoing ? parsePrice(promoValue) : null;
  const running = promo !== null && promo < regular;
  const now = running ? promo : regular;
  return { now, regular, renew: parsePrice(renewValue), off: running ? percentOff(now, regular) : null, ends: running ? (ends ?? null) : null };
}

export function tldPriceView(entry: TldPriceFields | null | undefined): TldPriceView {
  if (!entry) return { member: null, nonMember: null, supreme: null, onPromo: false };
  const ongoing = entry.onGoingPromo === true;
  const member = audience(entry.memberPrice, entry.memberPromoPrice, entry.memberRenewPrice, entry.memberPromoEndDate, ongoing);
  const nonMember = audience(entry.nonMemberPrice, entry.nonMemberPromoPrice, entry.nonMemberRenewPrice, entry.nonMemberPromoEndDate, ongoing);
  return { member, nonMember, supreme: parsePrice(entry.supremeMMPrice), onPromo: (member?.off ?? null) !== null || (nonMember?.off ?? null) !== null };
}
