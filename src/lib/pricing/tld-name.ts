/**
 * TLD name rules shared by the blocks and the APIs. Client-safe.
 */

/** Trim, lowercase, remove ONE leading dot ("a single leading dot is removed"). */
export function normaliseTldText(text: string): string {
  const trimmed = text.trim().toLowerCase();
  return trimmed.startsWith('.') ? trimmed.slice(1).trim() : trimmed;
}

/** Featured TLD names: trimmed, lowercased, leading dot removed, empties dropped, duplicates dropped. */
export function normaliseFeaturedTlds(names: readonly string[] | string): string[] {
  const list = typeof names === 'string' ? names.split(',') : names;
  const seen = new Set<string>();
  for (const name of list) {
    const normalised = normaliseTldText(name);
    if (normalised) seen.add(normalised);
  }
  return [...seen];
}

/** '.com' → 'com', '.co.uk' → 'co-uk' (leading dot removed, remaining dots become dashes). */
export function tldSlug(tld: string): string {
  return normaliseTldText(tld).replace(/\./g, '-');
}

/** Landing page of a TLD, the Buy now target of a price card. */
export function tldLandingPath(tld: string): string {
  return `/domains/tlds/${tldSlug(tld)}`;
}

/** '.com' with exactly one leading dot, for display. */
export function withDot(tld: string): string {
  const name = normaliseTldText(tld);
  return name ? `.${name}` : '';
}
