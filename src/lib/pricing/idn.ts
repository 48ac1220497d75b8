import 'server-only';
import { domainToASCII, domainToUnicode } from 'node:url';
import { isAsciiExtension } from './model';
import { normaliseTldText } from './tld-name';

/**
 * Extension name in both forms: 'рф' ⇄ 'xn--p1ai', 'co.uk' ⇄ 'co.uk'. Returns null when the text is
 * not a possible extension name.
 */
export function toAsciiExtension(text: string): string | null {
  const name = normaliseTldText(text).replace(/\s+/g, '');
  if (!name || name.endsWith('.') || name.includes('..')) return null;
  const ascii = domainToASCII(name);
  return ascii && isAsciiExtension(ascii) ? ascii : null;
}

export function toUnicodeExtension(ascii: string): string {
  return domainToUnicode(ascii) || ascii;
}

/** A whole domain name in ASCII ('Shop.Пример.РФ' -> 'shop.xn--e1afmkfd.xn--p1ai'); null when it is not one. */
export function toAsciiDomain(text: string): string | null {
  const name = normaliseTldText(text).replace(/\s+/g, '').replace(/\.$/, '');
  if (!name || name.includes('..')) return null;
  return domainToASCII(name) || null;
}
