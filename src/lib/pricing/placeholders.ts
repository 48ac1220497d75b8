/**
 * Placeholders for figures inside editorial copy (issue 25): copy never carries a typed price, it
 * names the figure and the page fills it from the catalogue, the membership facts or the product
 * prices in its own currency. Client-safe and pure: the grammar only; src/lib/pricing/fill.ts
 * resolves it on the server. docs/pricing.md lists every placeholder.
 *
 *   {price:TLD}                     .com's first-year price for non-members now (promotion applied)
 *   {price:TLD:ROLE}                ROLE: nonmember, member, supreme (now, promotion applied),
 *                                   nonmember-regular, member-regular (list price, no promotion),
 *                                   nonmember-renew, member-renew, nonmember-off, member-off (% off
 *                                   while a promotion runs), ends (the promotion's last day)
 *   {plan:PLAN}                     a plan's or tier's yearly price now (its promotion applied)
 *   {plan:PLAN:FIELD}               PLAN: free, basic, professional or a tier (basic_s … supreme_l);
 *                                   FIELD: yearly, monthly, regular (yearly without promotion),
 *                                   promo, off (% off), ends, savings, roi, break-even (domains a
 *                                   year after which it pays for itself), domains, free-coms,
 *                                   ssl-from, spam-from
 *   {product:ID}                    a product's reseller price (ID: ssl-dv, ssl-ov, ssl-ev,
 *                                   email-security, plesk-web-admin, plesk-web-pro, plesk-web-host,
 *                                   premium-dns); {product:ID:list} its list price, {product:ID:off}
 *                                   the % below the list price
 *   {tlds:count}                    extensions in the catalogue; {tlds:saving-max} the largest %
 *                                   a Member saves on an extension's list price
 *   {promo:end}                     inside a promotion's own texts: its last day
 */

export const PLACEHOLDER_KINDS = ['price', 'plan', 'product', 'tlds', 'promo'] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

export interface Placeholder {
  /** The text as written, braces included: '{price:com:member}'. */
  raw: string;
  kind: PlaceholderKind;
  /** TLD, plan or product id, or the tlds/promo field. */
  subject: string;
  /** Role or field; '' when not given. */
  field: string;
  index: number;
}

const PATTERN = /\{(price|plan|product|tlds|promo):([\p{L}\p{N}._-]+)(?::([a-z-]+))?\}/gu;

/** Every placeholder of a text, in order. */
export function findPlaceholders(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const match of text.matchAll(PATTERN)) {
    found.push({ raw: match[0], kind: match[1] as PlaceholderKind, subject: match[2]!.toLowerCase(), field: match[3] ?? '', index: match.index ?? 0 });
  }
  return found;
}

export function hasPlaceholders(text: string | null | undefined): boolean {
  return Boolean(text && text.includes('{') && findPlaceholders(text).length);
}

/**
 * Splits a text at its placeholders: text pieces and the resolved value of each placeholder, in
 * order. `resolve` answers the replacement for a placeholder.
 */
export function splitAtPlaceholders<T>(text: string, resolve: (placeholder: Placeholder) => T): Array<string | T> {
  const parts: Array<string | T> = [];
  let last = 0;
  for (const placeholder of findPlaceholders(text)) {
    if (placeholder.index > last) parts.push(text.slice(last, placeholder.index));
    parts.push(resolve(placeholder));
    last = placeholder.index + placeholder.raw.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/**
 * A price typed into copy ('$4.99', '4,49 €', '€ 6,49', '₹929.16', 'USD 49.99'): copy must name the
 * figure with a placeholder instead. Used by content:validate and the crawl.
 */
export const TYPED_MONEY = /(?:\b(?:USD|EUR|GBP|INR|RUB)\s?|[$€£₹₽]\s?)\d+(?:[.,]\d+)*|\d+(?:[.,]\d+)*\s?(?:[$€£₹₽]|\b(?:USD|EUR|GBP|INR|RUB)\b|\beuros?\b)/g;

export function typedMoney(text: string): string[] {
  return [...text.matchAll(TYPED_MONEY)].map((match) => match[0]);
}
