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

interface PatternRule {
  pattern: RegExp;
  accept?: (match: RegExpExecArray) => boolean;
}

/** Things that stay as written inside a sentence. Order matters: addresses before the names inside them. */
const PATTERNS: PatternRule[] = [
  // URLs (absolute or www.)
  { pattern: /\b(?:https?:\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?)\]]/gi },
  // e-mail addresses
  { pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu },
  // domain names: labels ending in a known TLD (example.com, my-shop.co.uk)
  {
    pattern: /(?<![\p{L}\p{N}@._-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+([\p{L}]{2,63}|xn--[a-z0-9-]+)(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])/gu,
    accept: (match) => isKnownTld(match[1]!),
  },
  // TLDs: .com, .nl, .shop
  { pattern: /(?<![\p{L}\p{N}_.-])\.([\p{L}]{2,63}|xn--[a-z0-9-]+)(?![\p{L}\p{N}_-])/gu, accept: (match) => isKnownTld(match[1]!) },
  // prices and amounts with a currency: $10.44, € 6,49, 6,49 €, 2,499 INR, USD 49.99
  { pattern: /(?:\b(?:USD|EUR|GBP|INR)\s?|[$€£₹]\s?)\d[\d.,]*|\d[\d.,]*\s?(?:€|\b(?:USD|EUR|GBP|INR)\b)/g },
  // message placeholders: {count}, {{name}}, %s, %d
  { pattern: /\{\{?[^{}\s]{1,40}\}?\}|%[sd]/g },
];

const KEEP_WHOLE = /^<(script|style|code|pre)\b/i;

export interface ProtectOptions {
  termbase: Termbase;
  source: Language;
  target: Language;
}

export function protect(text: string, options: ProtectOptions): ProtectedText {
  const leading = /^\s*/.exec(text)![0];
  const trailing = text.length > leading.length ? /\s*$/.exec(text)![0] : '';
  const body = text.slice(leading.length, text.length - trailing.length);
  const html = isHtml(body);
  const slots: Slot[] = [];
  const matchers = options.termbase.matchersFor(options.source, options.target);

  const protectPiece = (piece: string): string => {
    let out = piece;
    const replace = (pattern: RegExp, make: (match: RegExpExecArray) => Slot | null) => {
      pattern.lastIndex = 0;
      let result = '';
      let last = 0;
      for (let match = pattern.exec(out); match; match = pattern.exec(out)) {
        if (match[0] === '') {
          pattern.lastIndex += 1;
          continue;
        }
        const slot = make(match);
        if (!slot) continue;
        result += out.slice(last, match.index) + placeholder(slots.length);
        slots.push(slot);
        last = match.index + match[0].length;
      }
      out = result + out.slice(last);
    };
    for (const rule of PATTERNS) {
      replace(rule.pattern, (match) => (!rule.accept || rule.accept(match) ? { kind: 'keep', source: match[0], target: match[0] } : null));
    }
    for (const matcher of matchers) {
      replace(matcher.pattern, (match) => {
        const resolved = matcher.resolve(match[0]);
        return { kind: resolved.kind, source: match[0], target: resolved.kind === 'keep' ? match[0] : resolved.target };
      });
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

const SENTENCE_END = /(?:^|[.!?:]|[¿¡("“«'‘])\s*$/;

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The text of an engine's answer with every placeholder replaced, or null when one went missing. */
export function restore(output: string, text: ProtectedText): string | null {
  // A provider's keep-markup around a token (DeepL: <span translate="no">) goes with it.
  let answer = output.replace(/<span translate="no">\s*([Xx][Tt]\d+[Xx])\s*<\/span>/g, '$1');
  const seen = new Set<number>();
  answer = answer.replace(PLACEHOLDER, (whole, digits: string, offset: number, all: string) => {
    const index = Number(digits);
    const slot = text.slots[index];
    if (!slot) return whole;
    seen.add(index);
    if (slot.kind === 'keep') return slot.source;
    let value = slot.target;
    const letters = slot.source.replace(/[^\p{L}]/gu, '');
    if (letters.length > 1 && letters === letters.toLocaleUpperCase() && letters !== letters.toLocaleLowerCase()) return value.toLocaleUpperCase();
    const before = all.slice(0, offset).replace(/<[^>]*>/g, '');
    if (SENTENCE_END.test(before)) value = capitalise(value);
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
