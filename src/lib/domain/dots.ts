/**
 * UTS #46 maps the ideographic full stops (U+3002 。, U+FF0E ．, U+FF61 ｡) to "." — the one part of
 * the IDNA mapping that must happen before a name is split into labels, so the light, browser-side
 * checks (validator's isFQDN, the search box's "has a dot" rule) see the same labels as the full
 * mapping (./idna.ts, tr46) done later. Browser-safe, no dependencies.
 */
const FULL_STOPS = /[\u3002\uFF0E\uFF61]/g;

export function withAsciiDots(name: string): string {
  return name.replace(FULL_STOPS, '.');
}

export function isAscii(name: string): boolean {
  return !/[^\x00-\x7f]/.test(name);
}
