import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNotFoundAnswer, parseSummary } from './parse';
import { sampleBytes, whoisSamples } from './testing/conformance';
import {
  answerText,
  corrections,
  fieldResults,
  hostKey,
  registriesDir,
  registryAnswers,
  type RegistryAnswer,
} from './testing/registries';

/**
 * Every answer of the registry corpus (conformance/whois-registries: likexian and weppos whois-parser
 * test data, plus CORRECTIONS.json where the raw text contradicts them) is a test: not-found answers
 * are recognised, registered ones are never read as not found, and registrar, created, expires,
 * updated, status and name servers equal the expected values.
 */
const answers = registryAnswers();
const ISO = /^\d{4}-\d{2}(?:-\d{2}(?:T\d{2}:\d{2}:\d{2}Z?)?)?$/;

/** The layout hint the site's lookup has: the domain asked (or, for captures without one, its suffix). */
function hintDomain(answer: RegistryAnswer): string | undefined {
  return answer.domain ?? (answer.suffix ? `x.${answer.suffix}` : undefined);
}

describe('registry corpus', () => {
  it('holds the copied answers with their sources and licences', () => {
    for (const file of ['SOURCE.txt', 'likexian/LICENSE', 'weppos/LICENSE.txt', 'weppos/INDEX.json']) {
      expect(existsSync(path.join(registriesDir(), file)), file).toBe(true);
    }
    expect(answers.length).toBeGreaterThanOrEqual(324);
    expect(new Set(answers.map((a) => a.group)).size).toBeGreaterThanOrEqual(100);
    expect(answers.filter((a) => a.outcome === 'not-found').length).toBeGreaterThanOrEqual(130);
  });

  it('corrections name real files and fields, each with a reason', () => {
    const files = new Set(answers.map((a) => a.file));
    for (const fix of corrections()) {
      expect(files.has(fix.file), fix.file).toBe(true);
      expect(fix.reason.length).toBeGreaterThan(20);
    }
  });
});

describe.each(answers.filter((a) => a.outcome === 'not-found').map((a) => [a.file, a] as const))('not found: %s', (_file, answer) => {
  it('is recognised', () => {
    expect(isNotFoundAnswer(answerText(answer), hintDomain(answer), answer.server)).toBe(true);
  });
});

describe.each(answers.filter((a) => a.outcome === 'registered').map((a) => [a.file, a] as const))('registered: %s', (_file, answer) => {
  const text = answerText(answer);
  const summary = parseSummary(text, answer.domain, { ...(answer.server ? { server: answer.server } : {}), suffix: answer.suffix });

  it('is never read as not found', () => {
    expect(isNotFoundAnswer(text, hintDomain(answer), answer.server)).toBe(false);
    expect(isNotFoundAnswer(text)).toBe(false);
  });

  it('gives the expected registrar, dates, statuses and name servers', () => {
    const results = fieldResults(summary, answer.expected);
    for (const [field, ok] of Object.entries(results)) {
      const ours = summary[field as keyof typeof summary];
      expect(ok, `${field}: ${JSON.stringify(ours)} vs ${JSON.stringify(answer.expected[field as keyof typeof answer.expected])}`).toBe(true);
    }
  });

  it('writes dates as ISO 8601 only (an unreadable date is left out)', () => {
    for (const field of ['created', 'expires', 'updated'] as const) {
      if (summary[field] !== undefined) expect(summary[field]).toMatch(ISO);
    }
  });

  it('expected values are in the raw text (a surprising one was checked against it)', () => {
    const lower = text.toLowerCase();
    for (const host of answer.expected.nameServers ?? []) expect(lower).toContain(hostKey(host));
    // the registrar shown is the registry's text, never made up (it matched the expected name above)
    if (answer.expected.registrar) expect(lower).toContain(summary.registrar!.toLowerCase());
  });
});

describe('a not-found verdict never fires on a registered answer', () => {
  it('over every registered answer of both corpora, with and without the layout hint', () => {
    const registered = [
      ...answers.filter((a) => a.outcome === 'registered').map((a) => ({ name: a.file, text: answerText(a), domain: hintDomain(a) })),
      ...whoisSamples()
        .filter((s) => s.outcome === 'registered')
        .map((s) => ({ name: s.file, text: new TextDecoder().decode(sampleBytes(s)), domain: s.domain })),
    ];
    expect(registered.length).toBeGreaterThanOrEqual(190);
    const wrong = registered.filter((r) => isNotFoundAnswer(r.text, r.domain) || isNotFoundAnswer(r.text)).map((r) => r.name);
    expect(wrong).toEqual([]);
  });
});
