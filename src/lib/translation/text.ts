import tlds from 'tlds';

/**
 * What counts as human text (translate-json "translates only human text"). Keys,
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
/**
 * An e-mail address alone: /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, without the pattern (which tried
 * every dot after the '@' against the rest of the text: quadratic on 'a@' and a long run of dots).
 */
export function isEmailLike(text: string): boolean {
  if (/[\s<>]/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || text.indexOf('@', at + 1) !== -1) return false;
  return text.slice(at + 2, -1).includes('.');
}

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
    if (URL_LIKE.test(text) || isEmailLike(text) || isDomainLike(text)) return false;
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

export function isHtml(text: string): boolean {
  return /<\/?[a-z][^<>]*>/i.test(text);
}

/**
 * The tags and comments of HTML, in order, as /<!--[\s\S]*?-->|<\/?[a-z][^<>]*>/gi finds them,
 * read once: that pattern looked for '-->' to the end of the text from every '<!--' (quadratic on a
 * run of unclosed comments).
 */
function tagSpans(html: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let commentsClose = true;
  for (let index = html.indexOf('<'); index !== -1; index = html.indexOf('<', index + 1)) {
    if (commentsClose && html.startsWith('<!--', index)) {
      const close = html.indexOf('-->', index + 4);
      if (close !== -1) {
        spans.push([index, close + 3]);
        index = close + 2;
        continue;
      }
      // No comment after this one can close either.
      commentsClose = false;
    }
    let name = index + 1;
    if (html[name] === '/') name += 1;
    if (!/[a-z]/i.test(html[name] ?? '')) continue;
    let end = name + 1;
    while (end < html.length && html[end] !== '<' && html[end] !== '>') end++;
    if (html[end] !== '>') {
      index = end - 1;
      continue;
    }
    spans.push([index, end + 1]);
    index = end;
  }
  return spans;
}

export function stripTags(html: string): string {
  let out = '';
  let last = 0;
  for (const [start, end] of tagSpans(html)) {
    out += html.slice(last, start) + ' ';
    last = end;
  }
  return out + html.slice(last);
}

export interface HtmlPiece {
  kind: 'tag' | 'text';
  value: string;
}

/** Splits HTML into tags (kept verbatim) and text nodes (what a reader reads). */
export function splitHtml(html: string): HtmlPiece[] {
  const pieces: HtmlPiece[] = [];
  let last = 0;
  for (const [start, end] of tagSpans(html)) {
    if (start > last) pieces.push({ kind: 'text', value: html.slice(last, start) });
    pieces.push({ kind: 'tag', value: html.slice(start, end) });
    last = end;
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
