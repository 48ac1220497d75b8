import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * TLDs a reseller cannot register for a customer: .brand TLDs (Specification 13), closed generics
 * and TLDs restricted to eligible bodies. The list and its origin are in
 * content/pricing/closed-tlds.txt; the sample catalogue sells every IANA TLD except these, and a
 * test keeps it that way.
 */
export const CLOSED_TLDS_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'pricing', 'closed-tlds.txt');

/** Names of the list: whitespace separated A-labels; '#' starts a comment. */
export function parseClosedTlds(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    for (const name of line.replace(/#.*/, '').trim().split(/\s+/)) if (name) names.add(name.toLowerCase());
  }
  return names;
}

let cached: Set<string> | null = null;

export function closedTlds(file = CLOSED_TLDS_FILE): Set<string> {
  if (file !== CLOSED_TLDS_FILE) return parseClosedTlds(readFileSync(file, 'utf8'));
  cached ??= parseClosedTlds(readFileSync(file, 'utf8'));
  return cached;
}

/** True when the extension (A-label, no dot) or the TLD it sits under is closed to resellers. */
export function isClosedExtension(ascii: string, closed: Set<string> = closedTlds()): boolean {
  const top = ascii.slice(ascii.lastIndexOf('.') + 1);
  return closed.has(ascii) || closed.has(top);
}
