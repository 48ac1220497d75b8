import { toUnicode } from 'punycode/';
import { withDot } from './tld-name';

/**
 * How an extension is shown (issue 14 point 3): its Unicode name ('.рф' for '.xn--p1ai') with the
 * ASCII form kept for a title. Client-safe (punycode.js, no node:url).
 */
export function tldDisplay(tld: string): { name: string; ascii: string; isIdn: boolean } {
  const ascii = withDot(tld.trim().toLowerCase());
  let name = ascii;
  try {
    name = toUnicode(ascii);
  } catch {
    // keep the ASCII form
  }
  return { name, ascii, isIdn: name !== ascii };
}
