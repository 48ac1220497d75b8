import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDomains, findEmails, findMessagePlaceholders, findPrices, findTlds, findUrls, protect, restore } from './protect';
import { loadTermbase } from './termbase';
import { escapeText, isDomainLike, isEmailLike, isHtml, isHumanText, splitHtml, stripTags, unescapeText } from './text';

/**
 * Issue 24: one 60 KB string to /api/translate-json held the site for 30 s (8 s of CPU), because
 * the protection patterns backtracked quadratically. Every recogniser and every text rule a
 * request's strings go through is fed adversarial strings up to 1 MB, and its CPU time is compared
 * with a linear scan of the same string measured in the same run (a regular expression that reads
 * each character once) — a relative budget, never a wall-clock figure. Sizes grow from 16 KB, so a
 * quadratic rule fails at a small size instead of running for hours at 1 MB.
 */
const termbase = loadTermbase(path.join(process.cwd(), 'content', 'translation', 'termbase.json'));
const options = { termbase, source: 'en', target: 'es' } as const;

/**
 * CPU time may exceed the linear scan's by this factor. Linear rules measured 1–25× (protect() makes
 * about 60 passes: 6 recognisers, 55 termbase entries); the quadratic patterns this replaced were
 * hundreds of times over it at 16 KB and thousands at 128 KB.
 */
const BUDGET = 100;
const SIZES = [16 * 1024, 128 * 1024, 1024 * 1024];

const repeat = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Strings that made backtracking patterns go quadratic, or might: runs without the character a pattern waits for. */
const ADVERSARIAL: Record<string, (size: number) => string> = {
  letters: (size) => repeat('a', size),
  digits: (size) => repeat('1', size),
  'digits and commas, no currency': (size) => repeat('1,', size) + 'x',
  'a currency sign before a digit run': (size) => '$' + repeat('1', size) + 'x',
  'amounts without a currency': (size) => repeat('12.50 ', size),
  'currency codes': (size) => repeat('USD EUR 1 ', size),
  'spaces between words': (size) => 'x' + repeat(' ', size) + 'x',
  'no @ after a long local part': (size) => repeat('a.b_c%d+e-', size),
  'an @ then dots': (size) => 'a@' + repeat('.', size) + '@',
  'many @': (size) => repeat('a@', size),
  'labels and dots': (size) => repeat('a.', size) + '1',
  'long labels with hyphens': (size) => repeat('ab-', size),
  'punycode without end': (size) => 'a.xn--' + repeat('a', size) + '_',
  'many punycode TLDs': (size) => repeat(' .xn--a', size),
  'www and dots': (size) => 'www.' + repeat('.', size),
  'url prefixes': (size) => repeat('http://', size),
  'unclosed comments': (size) => repeat('<!--', size),
  'unclosed tags': (size) => repeat('<a', size),
  'a tag that never ends': (size) => '<a ' + repeat('b', size),
  'ampersands': (size) => repeat('&#x1', size),
  'an entity that never ends': (size) => '&' + repeat('a', size),
  braces: (size) => repeat('{{a', size),
  'termbase words and spaces': (size) => repeat('domain   ', size) + 'x',
  'placeholder look-alikes': (size) => 'Xt' + repeat('1', size),
  'astral letters and dots': (size) => repeat('𝒜.', size),
};

/** What a request's strings go through (protect() runs the recognisers, then the termbase matchers). */
const RULES: Record<string, (text: string) => unknown> = {
  findUrls,
  findEmails,
  findDomains,
  findTlds,
  findPrices,
  findMessagePlaceholders,
  'protect (plain text)': (text) => protect(text, options),
  'protect (HTML)': (text) => protect(`<p>${text}</p>`, options),
  restore: (text) => restore(text, protect('Register your domain', options)),
  // Every fixed term of the text becomes a placeholder, and each is capitalised or not by what precedes it.
  'protect, then restore its own fragment': (text) => {
    const item = protect(text, options);
    return restore(item.fragment, item);
  },
  isHumanText,
  isEmailLike,
  isDomainLike,
  isHtml,
  splitHtml,
  stripTags,
  escapeText,
  unescapeText,
};

const LINEAR_SCAN = /[\s\S]/gu;
/** A regular expression that visits every character once, as a match (and allocates one string). */
function linearScan(text: string): number {
  return text.replace(LINEAR_SCAN, '').length;
}

/** The least CPU time (µs, user + system) of a few runs. */
function cpu(run: () => unknown, times = 3): number {
  let best = Infinity;
  for (let attempt = 0; attempt < times; attempt++) {
    const before = process.cpuUsage();
    run();
    const used = process.cpuUsage(before);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

describe('translation input is handled in linear time', () => {
  // Each adversarial string at each size, with the CPU time of its linear scan (measured once, in this run).
  const cases = Object.entries(ADVERSARIAL).map(([kind, make]) => ({
    kind,
    sizes: SIZES.map((size) => {
      const text = make(size);
      return { size, text, scan: cpu(() => linearScan(text)) };
    }),
  }));

  it.each(Object.entries(RULES))('%s stays within the budget on every adversarial string up to 1 MB', (name, rule) => {
    const failures: string[] = [];
    // Compiled and warm before anything is measured.
    for (let round = 0; round < 20; round++) rule(cases[round % 5]!.sizes[0]!.text.slice(0, 256));
    for (const { kind, sizes } of cases) {
      for (const { size, text, scan } of sizes) {
        const used = cpu(() => rule(text), size === SIZES[SIZES.length - 1] ? 1 : 3);
        if (process.env.LINEAR_TIME_REPORT) console.log(`${name} | ${kind} | ${size}: ${(used / scan).toFixed(1)}×`);
        if (used > BUDGET * scan) {
          failures.push(`${kind} (${size} characters): ${Math.round(used / 1000)} ms of CPU, ${Math.round(used / scan)}× the linear scan`);
          break;
        }
      }
    }
    expect(failures, name).toEqual([]);
  }, 120_000);
});
