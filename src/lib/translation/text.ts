import tlds from 'tlds';

/**
 * What counts as human text (pricing §7: translate-json "translates only human text"). Keys,
 * numbers, booleans, URLs, e-mail addresses, prices, domain names and TLDs, identifiers and HTML
 * markup are never sent to an engine; inside a sentence the same things are protected by
 * placeholders (protect.ts).
 */
const TLDS = new Set(tlds.map((tld) => tld.toLowerCase()));

export function isKnownTld(label: string): boolean {
  return TLDS.has(label.toLowerCase());
}

const LETTER = /\p{L}/u;
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/\/|www\.|[/#?])\S*$/i;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const DOMAIN_OR_TLD = /^\.?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)*([\p{L}\p{N}-]+)\.?$/u;
const TLD_LIST = /^\.?[a-z0-9-]+(?:\s*,\s*\.?[a-z0-9-]+)+$/i;
const PRICE = /^(?:[A-Z]{3}\s?)?[\p{Sc}]?\s?[-+]?\d[\d.,\s']*(?:\s?(?:[\p{Sc}]|[A-Z]{3}))?\s?%?$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** kebab-case, snake_case, camelCase, dotted or slashed tokens without spaces: 'pricing-table', 'acf/heading', 'h2'. */
const IDENTIFIER = /^(?:[a-z0-9]+(?:[-_/.:][a-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*|h[1-6]|[a-z]\d+)$/;
const CSS_VALUE = /^(?:-?\d[\d.]*(?:px|em|rem|%|vh|vw|s|ms)|(?:rgba?|hsla?|linear-gradient|radial-gradient|url|var|calc)\(.*\))$/i;

/** ISO 4217 currency codes ('USD', 'EUR'): a price list's currency column is a value, not words. */
const CURRENCY_CODES = new Set(Intl.supportedValuesOf('currency'));

export function isDomainLike(text: string): boolean {
  const match = DOMAIN_OR_TLD.exec(text);
  if (!match) return false;
  if (!text.includes('.')) return false;
  return isKnownTld(match[1]!.replace(/\.$/, ''));
}

/** True for text a reader reads; false for machine values that must pass through untouched. */
export function isHumanText(value: string): boolean {
  const text = value.trim();
  if (!text || !LETTER.test(text)) return false;
  if (text.length > 1 && !/\s/.test(text)) {
    if (URL_LIKE.test(text) || EMAIL.test(text) || isDomainLike(text)) return false;
    if (IDENTIFIER.test(text) || HEX_COLOUR.test(text) || CSS_VALUE.test(text)) return false;
  }
  if (PRICE.test(text) || ISO_DATE.test(text) || TLD_LIST.test(text) || CURRENCY_CODES.has(text)) return false;
  if (/^\s*[{[]/.test(text) && /[}\]]\s*$/.test(text)) {
    try {
      JSON.parse(text);
      return false;
    } catch {
      // not JSON: human text in brackets
    }
  }
  // Markup alone ('<br>', '<img src=…>') has nothing to read.
  if (isHtml(text) && !LETTER.test(stripTags(text))) return false;
  return true;
}

const TAG = /<!--[\s\S]*?-->|<\/?[a-z][^<>]*>/gi;

export function isHtml(text: string): boolean {
  TAG.lastIndex = 0;
  return /<\/?[a-z][^<>]*>/i.test(text);
}

export function stripTags(html: string): string {
  return html.replace(TAG, ' ');
}

export interface HtmlPiece {
  kind: 'tag' | 'text';
  value: string;
}

/** Splits HTML into tags (kept verbatim) and text nodes (what a reader reads). */
export function splitHtml(html: string): HtmlPiece[] {
  const pieces: HtmlPiece[] = [];
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push({ kind: 'text', value: html.slice(last, index) });
    pieces.push({ kind: 'tag', value: match[0] });
    last = index + match[0].length;
  }
  if (last < html.length) pieces.push({ kind: 'text', value: html.slice(last) });
  return pieces;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (character) => ESCAPES[character]!);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** Undoes escapeText (and the numeric or common named references an engine may emit). */
export function unescapeText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}
