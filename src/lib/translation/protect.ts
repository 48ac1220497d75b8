import type { Language } from './languages';
import type { Termbase } from './termbase';
import { escapeText, isHtml, isKnownTld, splitHtml, stripTags, unescapeText } from './text';

/**
 * Protection around a machine engine. Before a string goes to an engine, every span the engine
 * must not touch becomes an opaque placeholder (Xt0x, Xt1x …): termbase entries (protected words
 * and fixed terms), URLs, e-mail addresses, domain names, TLDs, prices and message placeholders.
 * HTML keeps its tags (engines translate text nodes and leave markup alone); plain text is escaped
 * so both kinds travel as HTML fragments. After the engine, placeholders are replaced: protected
 * spans by the source text, fixed terms by the termbase's target form.
 */
export interface Slot {
  kind: 'keep' | 'fixed';
  /** The source text that was replaced. */
  source: string;
  /** For fixed terms, the target form from the termbase. */
  target: string;
}

export interface ProtectedText {
  /** The HTML fragment an engine receives. */
  fragment: string;
  slots: Slot[];
  /** The input was HTML (answer HTML) or plain text (unescape the answer). */
  html: boolean;
  leading: string;
  trailing: string;
}

export const placeholder = (index: number) => `Xt${index}x`;
/** An engine may change the case of a token or wrap it in the provider's keep-markup. */
const PLACEHOLDER = /[Xx][Tt](\d+)[Xx]/g;

/**
 * A span an engine must not touch, found by one of the recognisers below; `group` is what a rule's
 * accept() looks at (the TLD of a domain name).
 */
export interface Span {
  start: number;
  end: number;
  group?: string;
}

/**
 * The recognisers are scanners, linear in the length of the text whatever it holds: each position
 * is looked at a bounded number of times (a 1 MB string without '@' or a run of 60,000 digits costs
 * what reading it costs). The backtracking patterns they replace took quadratic time on such input
 * (issue 24: one 60 KB string held the site for 30 s). Each keeps the rule of the pattern it
 * replaced, written next to it, except that labels are at most 63 characters, as in DNS.
 */
const letterOrNumberCache = new Uint8Array(0x10000);
/** \p{L} or \p{N} (memoised for the BMP). */
function isLetterOrNumber(code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  if (code > 0xffff) return /[\p{L}\p{N}]/u.test(String.fromCodePoint(code));
  const known = letterOrNumberCache[code]!;
  if (known) return known === 1;
  const yes = /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
  letterOrNumberCache[code] = yes ? 1 : 2;
  return yes;
}
const letterCache = new Uint8Array(0x10000);
/** \p{L} (memoised for the BMP). */
function isLetter(code: number): boolean {
  if (code < 0x80) return (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
  if (code > 0xffff) return /\p{L}/u.test(String.fromCodePoint(code));
  const known = letterCache[code]!;
  if (known) return known === 1;
  const yes = /\p{L}/u.test(String.fromCharCode(code));
  letterCache[code] = yes ? 1 : 2;
  return yes;
}
/** JavaScript's \s. */
function isSpace(code: number): boolean {
  return (
    code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}
/** \w without the u flag: [A-Za-z0-9_]. */
function isWordChar(code: number): boolean {
  return code === 0x5f || (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
}
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
/** The code point that starts at index (NaN past the end). */
const codeAt = (text: string, index: number) => (index < text.length ? text.codePointAt(index)! : NaN);
const width = (code: number) => (code > 0xffff ? 2 : 1);
/** The code point that ends just before index (NaN at the start). */
function codeBefore(text: string, index: number): number {
  if (index <= 0) return NaN;
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(index - 2)!;
  }
  return low;
}

const URL_STOP = new Set(['<', '>', '"', "'"]);
const URL_TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']']);

/** URLs, absolute or www.: /\b(?:https?:\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?)\]]/gi. */
export function findUrls(text: string): Span[] {
  const spans: Span[] = [];
  for (let index = 0; index < text.length; index++) {
    const first = text.charCodeAt(index) | 0x20;
    if (first !== 0x68 && first !== 0x77) continue;
    // Lower-cased a few characters at a time: toLowerCase() of the whole text made charCodeAt quadratic in V8.
    const head = text.slice(index, index + 8).toLowerCase();
    const prefix = head.startsWith('https://') ? 8 : head.startsWith('http://') ? 7 : head.startsWith('www.') ? 4 : 0;
    if (!prefix || (index > 0 && isWordChar(text.charCodeAt(index - 1)))) continue;
    let end = index + prefix;
    while (end < text.length && !URL_STOP.has(text[end]!) && !isSpace(text.charCodeAt(end))) end++;
    const runEnd = end;
    while (end > index + prefix && URL_TRAILING.has(text[end - 1]!)) end--;
    if (end > index + prefix) {
      spans.push({ start: index, end });
      index = end - 1;
    } else index = runEnd - 1;
  }
  return spans;
}

const isLocalPart = (code: number) => isLetterOrNumber(code) || code === 0x2e || code === 0x5f || code === 0x25 || code === 0x2b || code === 0x2d;
const isLabelChar = (code: number) => isLetterOrNumber(code) || code === 0x2d;

/** End of the run of code points from index that pass test. */
function runFrom(text: string, index: number, test: (code: number) => boolean): number {
  let end = index;
  for (let code = codeAt(text, end); end < text.length && test(code); code = codeAt(text, end)) end += width(code);
  return end;
}

/** E-mail addresses: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu. */
export function findEmails(text: string): Span[] {
  const spans: Span[] = [];
  let from = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    for (let code = codeBefore(text, start); start > from && isLocalPart(code); code = codeBefore(text, start)) start -= width(code);
    if (start === at) continue;
    let end = runFrom(text, at + 1, isLabelChar);
    if (end === at + 1) continue;
    let labels = 0;
    while (text.charCodeAt(end) === 0x2e) {
      const next = runFrom(text, end + 1, isLabelChar);
      if (next === end + 1) break;
      end = next;
      labels += 1;
    }
    if (!labels) continue;
    spans.push({ start, end });
    from = end;
    at = end - 1;
  }
  return spans;
}

/**
 * A top-level label at index, [\p{L}]{2,63} or else xn--[a-z0-9-]+ (at most 63 characters), whose
 * end passes isEnd (the pattern's lookahead): its end, or -1.
 */
function tldAt(text: string, index: number, isEnd: (end: number) => boolean): number {
  let end = index;
  let count = 0;
  for (let code = codeAt(text, end); end < text.length && isLetter(code) && count <= 63; code = codeAt(text, end)) {
    end += width(code);
    count += 1;
  }
  if (count >= 2 && count <= 63 && isEnd(end)) return end;
  if (text.startsWith('xn--', index)) {
    let punycodeEnd = index + 4;
    while (punycodeEnd < text.length && punycodeEnd - index < 64 && /[a-z0-9-]/.test(text[punycodeEnd]!)) punycodeEnd++;
    if (punycodeEnd > index + 4 && punycodeEnd - index <= 63 && isEnd(punycodeEnd)) return punycodeEnd;
  }
  return -1;
}

/** Not followed by [\p{L}\p{N}_-]. */
const endsWord = (text: string, index: number) => {
  if (index >= text.length) return true;
  const code = codeAt(text, index);
  return !isLetterOrNumber(code) && code !== 0x5f && code !== 0x2d;
};

/** A label ([\p{L}\p{N}] alone or with [\p{L}\p{N}-]{0,61} and [\p{L}\p{N}]) from index to end. */
function isLabel(text: string, start: number, end: number): boolean {
  if (end <= start) return false;
  const first = codeAt(text, start);
  const last = codeBefore(text, end);
  if (!isLetterOrNumber(first) || !isLetterOrNumber(last)) return false;
  let count = 0;
  for (let index = start; index < end; index += width(codeAt(text, index))) if (++count > 63) return false;
  return true;
}

/**
 * Domain names, labels ending in a TLD (example.com, my-shop.co.uk):
 * /(?<![\p{L}\p{N}@._-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+([\p{L}]{2,63}|xn--[a-z0-9-]+)(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])/gu;
 * the TLD is the span's group. The longest run of labels whose last one can be a TLD wins (the
 * pattern's backtracking: 'example.com.' ends before the final dot).
 */
export function findDomains(text: string): Span[] {
  const spans: Span[] = [];
  let index = 0;
  while (index < text.length) {
    const code = codeAt(text, index);
    const before = codeBefore(text, index);
    const startsHere = isLetterOrNumber(code) && !(isLetterOrNumber(before) || before === 0x40 || before === 0x2e || before === 0x5f || before === 0x2d);
    if (!startsHere) {
      index += width(code);
      continue;
    }
    // Dot-terminated labels from here: their starts, then where the run of labels and dots ends.
    const starts: number[] = [];
    let cursor = index;
    for (;;) {
      const end = runFrom(text, cursor, isLabelChar);
      if (text.charCodeAt(end) !== 0x2e || !isLabel(text, cursor, end)) break;
      starts.push(cursor);
      cursor = end + 1;
    }
    let found: Span | null = null;
    // k labels before the TLD, the most first; the TLD starts after the k-th dot.
    for (let labels = starts.length; labels >= 1 && !found; labels--) {
      const tldStart = labels === starts.length ? cursor : starts[labels]!;
      const end = tldAt(text, tldStart, (at) => endsWord(text, at) && !(text.charCodeAt(at) === 0x2e && at + 1 < text.length && isLetterOrNumber(codeAt(text, at + 1))));
      if (end === -1) continue;
      found = { start: index, end, group: text.slice(tldStart, end) };
    }
    if (found) {
      spans.push(found);
      index = found.end;
    } else {
      // Nothing inside the labels and dots just read can start a name (each is preceded by a label character or a dot).
      index = Math.max(cursor, runFrom(text, cursor, isLabelChar), index + width(code));
    }
  }
  return spans;
}

/** TLDs written alone: .com, .nl, .shop (/(?<![\p{L}\p{N}_.-])\.([\p{L}]{2,63}|xn--[a-z0-9-]+)(?![\p{L}\p{N}_-])/gu). */
export function findTlds(text: string): Span[] {
  const spans: Span[] = [];
  for (let dot = text.indexOf('.'); dot !== -1; dot = text.indexOf('.', dot + 1)) {
    const before = codeBefore(text, dot);
    if (isLetterOrNumber(before) || before === 0x5f || before === 0x2e || before === 0x2d) continue;
    const end = tldAt(text, dot + 1, (at) => endsWord(text, at));
    if (end === -1) continue;
    spans.push({ start: dot, end, group: text.slice(dot + 1, end) });
    dot = end - 1;
  }
  return spans;
}

const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'INR'];
const CURRENCY_SIGNS = new Set(['$', '€', '£', '₹']);
const codeAtIndex = (text: string, index: number) => CURRENCY_CODES.some((code) => text.startsWith(code, index));
/** End of [\d.,]* from index. */
function amountEnd(text: string, index: number): number {
  let end = index;
  for (let code = text.charCodeAt(end); end < text.length && (isDigit(code) || code === 0x2e || code === 0x2c); code = text.charCodeAt(end)) end++;
  return end;
}

/**
 * Prices and amounts with a currency: $10.44, € 6,49, 6,49 €, 2,499 INR, USD 49.99:
 * /(?:\b(?:USD|EUR|GBP|INR)\s?|[$€£₹]\s?)\d[\d.,]*|\d[\d.,]*\s?(?:€|\b(?:USD|EUR|GBP|INR)\b)/g. A run of
 * digits is read once: whether a currency follows it does not depend on where in the run a match
 * would start.
 */
export function findPrices(text: string): Span[] {
  const spans: Span[] = [];
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    // A currency sign or code, an optional space, then the amount.
    let amount = -1;
    if (CURRENCY_SIGNS.has(text[index]!)) amount = index + 1;
    else if (codeAtIndex(text, index) && !(index > 0 && isWordChar(text.charCodeAt(index - 1)))) amount = index + 3;
    if (amount !== -1) {
      if (isSpace(text.charCodeAt(amount)) && isDigit(text.charCodeAt(amount + 1))) amount += 1;
      if (isDigit(text.charCodeAt(amount))) {
        const end = amountEnd(text, amount + 1);
        spans.push({ start: index, end });
        index = end;
        continue;
      }
    }
    if (!isDigit(code)) {
      index += 1;
      continue;
    }
    // The amount, an optional space, then € or a currency code.
    const run = amountEnd(text, index + 1);
    let end = -1;
    for (const at of isSpace(text.charCodeAt(run)) ? [run + 1, run] : [run]) {
      if (text[at] === '€') end = at + 1;
      else if (codeAtIndex(text, at) && !isWordChar(text.charCodeAt(at - 1)) && !(at + 3 < text.length && isWordChar(text.charCodeAt(at + 3)))) end = at + 3;
      if (end !== -1) break;
    }
    if (end !== -1) spans.push({ start: index, end });
    index = end !== -1 ? end : run;
  }
  return spans;
}

const MESSAGE_PLACEHOLDER = /\{\{?[^{}\s]{1,40}\}?\}|%[sd]/g;
/** Message placeholders: {count}, {{name}}, %s, %d (a bounded pattern: at most 44 characters from each '{'). */
export function findMessagePlaceholders(text: string): Span[] {
  return [...text.matchAll(MESSAGE_PLACEHOLDER)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

interface Recogniser {
  find: (text: string) => Span[];
  accept?: (span: Span) => boolean;
}

/** Things that stay as written inside a sentence. Order matters: addresses before the names inside them. */
export const RECOGNISERS: readonly Recogniser[] = [
  { find: findUrls },
  { find: findEmails },
  { find: findDomains, accept: (span) => isKnownTld(span.group!) },
  { find: findTlds, accept: (span) => isKnownTld(span.group!) },
  { find: findPrices },
  { find: findMessagePlaceholders },
];

const KEEP_WHOLE = /^<(script|style|code|pre)\b/i;

export interface ProtectOptions {
  termbase: Termbase;
  source: Language;
  target: Language;
}

export function protect(text: string, options: ProtectOptions): ProtectedText {
  // Counted, not matched: /\s*$/ is tried at every position of a long run of spaces.
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  const leading = text.slice(0, start);
  const trailing = text.slice(end);
  const body = text.slice(leading.length, text.length - trailing.length);
  const html = isHtml(body);
  const slots: Slot[] = [];
  const matchers = options.termbase.matchersFor(options.source, options.target);

  const protectPiece = (piece: string): string => {
    let out = piece;
    const replace = (spans: Span[], make: (span: Span) => Slot | null) => {
      let result = '';
      let last = 0;
      for (const span of spans) {
        const slot = make(span);
        if (!slot) continue;
        result += out.slice(last, span.start) + placeholder(slots.length);
        slots.push(slot);
        last = span.end;
      }
      out = result + out.slice(last);
    };
    for (const rule of RECOGNISERS) {
      replace(rule.find(out), (span) => {
        const source = out.slice(span.start, span.end);
        return !rule.accept || rule.accept(span) ? { kind: 'keep', source, target: source } : null;
      });
    }
    for (const matcher of matchers) {
      replace(
        [...out.matchAll(matcher.pattern)].filter((match) => match[0] !== '').map((match) => ({ start: match.index, end: match.index + match[0].length })),
        (span) => {
          const matched = out.slice(span.start, span.end);
          const resolved = matcher.resolve(matched);
          return { kind: resolved.kind, source: matched, target: resolved.kind === 'keep' ? matched : resolved.target };
        },
      );
    }
    return out;
  };

  let fragment: string;
  if (html) {
    let keepUntil: string | null = null;
    fragment = splitHtml(body)
      .map((piece) => {
        if (piece.kind === 'tag') {
          const opening = KEEP_WHOLE.exec(piece.value);
          if (opening) keepUntil = `</${opening[1]!.toLowerCase()}`;
          else if (keepUntil && piece.value.toLowerCase().startsWith(keepUntil)) keepUntil = null;
          return piece.value;
        }
        if (keepUntil) {
          slots.push({ kind: 'keep', source: piece.value, target: piece.value });
          return placeholder(slots.length - 1);
        }
        return protectPiece(piece.value);
      })
      .join('');
  } else {
    fragment = protectPiece(escapeText(body));
  }
  return { fragment, slots, html, leading, trailing };
}

const OPENERS = new Set([...'.!?:¿¡("“«\'‘']);

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * Whether a placeholder at an offset of the answer starts a sentence: nothing but spaces and tags
 * before it, or sentence punctuation or an opening mark as the last thing a reader sees. The
 * answer is read once from left to right as the placeholders come (tags as /<[^>]*>/ finds them),
 * not sliced and searched again for each placeholder.
 */
function sentenceStarts(answer: string): (offset: number) => boolean {
  let cursor = 0;
  let last = '';
  let tagsEnd = false;
  return (offset) => {
    while (cursor < offset) {
      const character = answer[cursor]!;
      if (character === '<' && !tagsEnd) {
        const close = answer.indexOf('>', cursor + 1);
        if (close !== -1) {
          cursor = close + 1;
          continue;
        }
        tagsEnd = true;
      }
      if (!isSpace(character.charCodeAt(0))) last = character;
      cursor += 1;
    }
    return last === '' || OPENERS.has(last);
  };
}

/** The text of an engine's answer with every placeholder replaced, or null when one went missing. */
export function restore(output: string, text: ProtectedText): string | null {
  // A provider's keep-markup around a token (DeepL: <span translate="no">) goes with it.
  let answer = output.replace(/<span translate="no">\s*([Xx][Tt]\d+[Xx])\s*<\/span>/g, '$1');
  const seen = new Set<number>();
  const startsSentence = sentenceStarts(answer);
  answer = answer.replace(PLACEHOLDER, (whole, digits: string, offset: number) => {
    const index = Number(digits);
    const slot = text.slots[index];
    if (!slot) return whole;
    seen.add(index);
    if (slot.kind === 'keep') return slot.source;
    let value = slot.target;
    const letters = slot.source.replace(/[^\p{L}]/gu, '');
    if (letters.length > 1 && letters === letters.toLocaleUpperCase() && letters !== letters.toLocaleLowerCase()) return value.toLocaleUpperCase();
    if (startsSentence(offset)) value = capitalise(value);
    return value;
  });
  // An engine that dropped a placeholder lost a protected span: the answer is not usable.
  if (seen.size !== text.slots.length) return null;
  answer = answer.trim();
  if (!text.html) answer = unescapeText(answer);
  return text.leading + answer + text.trailing;
}

/** Only placeholders, tags and punctuation left after protect(): the termbase alone translates it. */
export function termbaseOnly(item: ProtectedText): boolean {
  return item.slots.length > 0 && !/\p{L}/u.test(stripTags(item.fragment).replace(/X[tT]\d+[xX]/g, ''));
}
