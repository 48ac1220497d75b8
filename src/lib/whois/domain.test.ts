import { readFileSync } from 'node:fs';
import path from 'node:path';
import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DOMAIN_INPUT_MAX_LENGTH } from '@/lib/domain/limits';
import { domainInputError, isValidDomainName, whoisRequestSchema } from './domain';
import { normalizeDomain } from './normalize';
import { conformanceDir } from './testing/conformance';

const isfqdnCases = z
  .array(z.object({ input: z.string(), valid: z.boolean(), note: z.string() }))
  .parse(JSON.parse(readFileSync(path.join(conformanceDir(), 'domains', 'isfqdn-cases.json'), 'utf8')));

const toAsciiCases = z
  .array(
    z.object({
      input: z.string(),
      valid: z.boolean(),
      whatwg_domain_to_ascii: z.string().nullable(),
      whatwg_ok: z.boolean(),
      valid_after_toascii: z.boolean(),
    }),
  )
  .parse(JSON.parse(readFileSync(path.join(conformanceDir(), 'domains', 'whatwg-toascii-cases.json'), 'utf8')));

describe('isValidDomainName (isfqdn-cases.json, default rules)', () => {
  it('has the whole table', () => {
    expect(isfqdnCases.length).toBeGreaterThanOrEqual(46);
  });
  // For a name that needs IDNA the FQDN rule is applied to its A-label form (domain.ts, issue 30: an
  // A-label and its Unicode name get one verdict); the one entry where that differs from validator.js
  // on the Unicode text, with the reason:
  const BY_A_LABEL: Record<string, string> = {
    'domain.com©': 'UTS #46 allows © (a symbol IDNA2008 leaves out, like emoji); "domain.xn--com-" + "…" is an FQDN',
  };
  it.each(isfqdnCases.map((c) => [JSON.stringify(c.input), c.input, c.valid] as const))('%s -> %s', (_label, input, valid) => {
    expect(isValidDomainName(input)).toBe(valid);
    // the API gives the spec's code for every invalid entry (none of them is empty or too long)
    expect(domainInputError(input)).toBe(valid || input in BY_A_LABEL ? null : 'invalid-domain');
  });
});

describe('domainInputError (checks in order; the length limit)', () => {
  it('empty -> domain-required', () => {
    expect(domainInputError('')).toBe('domain-required');
  });
  it('256 characters -> domain-too-long, 255 are checked as a name (the DNS allows 253)', () => {
    const long = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`;
    expect(long.length).toBe(255);
    expect(domainInputError(long)).toBe('invalid-domain');
    expect(domainInputError(long.slice(2))).toBe(null);
    expect(domainInputError(`a${long}`)).toBe('domain-too-long');
  });
  it.each(['en', 'es', 'nl'])('the %s message for domain-too-long states the enforced limit', (locale) => {
    const messages = JSON.parse(readFileSync(`messages/${locale}/whois.json`, 'utf8')) as { fieldErrors: Record<string, string> };
    expect(messages.fieldErrors['domain-too-long']?.match(/\d+/g)).toEqual([String(DOMAIN_INPUT_MAX_LENGTH)]);
  });
  it.each([
    ['example', 'no TLD'],
    ['my_site.com', 'underscore'],
    ['example.com.', 'trailing dot'],
    ['example.123', 'numeric TLD'],
    ['*.example.com', 'wildcard'],
  ])('%s -> invalid-domain (%s)', (input) => {
    expect(domainInputError(input)).toBe('invalid-domain');
  });
});

describe('whoisRequestSchema', () => {
  const codeOf = (body: unknown) => {
    const result = whoisRequestSchema.safeParse(body);
    return result.success ? null : result.error.issues.map((i) => i.message);
  };
  it('reports exactly one code', () => {
    expect(codeOf({ domainName: '' })).toEqual(['domain-required']);
    expect(codeOf({})).toEqual(['domain-required']);
    expect(codeOf({ domainName: 'x'.repeat(300) })).toEqual(['domain-too-long']);
    expect(codeOf({ domainName: 'bad_name.com' })).toEqual(['invalid-domain']);
  });
  it('trims surrounding white space', () => {
    expect(whoisRequestSchema.parse({ domainName: '  example.com ' })).toEqual({ domainName: 'example.com' });
    expect(codeOf({ domainName: '   ' })).toEqual(['domain-required']);
  });
});

describe('normalizeDomain (punycode)', () => {
  it('converts Unicode names to A-labels and lower-cases', () => {
    expect(normalizeDomain('Bücher.DE')).toEqual({ ok: true, ascii: 'xn--bcher-kva.de' });
    expect(normalizeDomain('münchen.de')).toEqual({ ok: true, ascii: 'xn--mnchen-3ya.de' });
    expect(normalizeDomain('例え.jp')).toEqual({ ok: true, ascii: domainToASCII('例え.jp') });
  });
  it('keeps the spec codes', () => {
    expect(normalizeDomain('')).toEqual({ ok: false, code: 'domain-required' });
    expect(normalizeDomain('a_b.com')).toEqual({ ok: false, code: 'invalid-domain' });
  });

  // whatwg-toascii-cases.json (WPT toascii.json, UTS #46 as the URL standard applies it): our verdict
  // is the stricter IDN-aware one (valid_after_toascii: the output is an FQDN), over the whole table,
  // but for the URL standard's two lenient flags, which the site does not take (IdnaTestV2's toAsciiN
  // flags, issue 30): CheckHyphens=false (a label with "--" in its 3rd and 4th positions that is not an
  // A-label is a reserved R-LDH label no registry delegates) and IgnoreInvalidPunycode=true (an A-label
  // is decoded and validated like the Unicode label it stands for); and the DNS length (VerifyDnsLength).
  const STRICTER: Record<string, string> = {
    'ab--c.xn--zca': 'CheckHyphens: "ab--c"',
    'ab--cd.com': 'CheckHyphens: "ab--cd"',
    'ab--c.ß': 'CheckHyphens: "ab--c"',
    [`${'01234567890123456789012345678901234567890123456789.'.repeat(4)}0123456789012345678901234567890123456789012345678.ß`]:
      'VerifyDnsLength: 255 octets as an A-label, the DNS allows 253',
    'xn--a.xn--zca': 'invalid Punycode: "xn--a" decodes to nothing',
    'xn--0.com': 'invalid Punycode: "xn--0"',
    'xn--1ug.example': 'the A-label of a lone ZERO WIDTH JOINER (ContextJ)',
    'xn--zn7c.com': 'the A-label of U+FFFD, a disallowed code point',
  };
  it.each(toAsciiCases.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_label, c) => {
    const result = normalizeDomain(c.input);
    // `valid` is validator.js on the Unicode text; the site applies the FQDN rule to the A-label form
    // (valid_after_toascii), so "xn--zca.ß" is accepted like "xn--zca.xn--zca", the name it stands for
    const expected = c.input.length > 0 && c.input.length <= 255 && c.valid_after_toascii && !(c.input in STRICTER);
    expect(result.ok).toBe(expected);
    if (result.ok) expect(result.ascii).toBe(c.whatwg_domain_to_ascii);
  });
  it('refuses what the URL standard lets through only for its lenient flags (each listed with its reason)', () => {
    const differing = toAsciiCases.filter((c) => c.valid_after_toascii && c.input.length <= 255 && !normalizeDomain(c.input).ok);
    expect(differing.map((c) => c.input).sort()).toEqual(Object.keys(STRICTER).sort());
  });
});

describe('IDNA input rules (UTS #46, issue 16 point 5)', () => {
  it.each(['例え。jp', '例え．jp', '例え｡jp', 'example。com'])('accepts ideographic full stops as dots: %s', (input) => {
    expect(domainInputError(input)).toBeNull();
    const result = normalizeDomain(input);
    expect(result.ok).toBe(true);
    expect(result.ok && result.ascii).toBe(input.startsWith('例') ? 'xn--r8jz45g.jp' : 'example.com');
  });

  it('maps a final capital sigma to σ (lower-case after the IDNA mapping, not before)', () => {
    // String.toLowerCase would make the last Σ a final ς, a different name (xn--qxa0accc.gr)
    expect('ΤΕΣΤΣ'.toLowerCase()).toBe('τεστς');
    expect(normalizeDomain('ΤΕΣΤΣ.gr')).toEqual({ ok: true, ascii: 'xn--qxa2aabc.gr' });
    expect(normalizeDomain('τεστσ.gr')).toEqual({ ok: true, ascii: 'xn--qxa2aabc.gr' });
    // a typed ς is its own name (non-transitional processing, as browsers do)
    expect(normalizeDomain('τεστς.gr')).toEqual({ ok: true, ascii: 'xn--qxa0accc.gr' });
  });

  it.each([
    ['אa.com', 'Bidi rule: a right-to-left label ending in a left-to-right letter'],
    ['aא.com', 'Bidi rule: a left-to-right label with a right-to-left letter'],
    ['1ا.com', 'Bidi rule: a right-to-left label starting with a digit'],
    ['ex\uFFFDample.com', 'disallowed code point U+FFFD'],
    ['⒈example.com', 'disallowed code point U+2488'],
    ['a\u200Db.com', 'ZERO WIDTH JOINER outside its ContextJ rule'],
  ])('refuses %j with invalid-domain (%s)', (input) => {
    expect(normalizeDomain(input)).toEqual({ ok: false, code: 'invalid-domain' });
  });

  it('keeps the existing codes and A-labels', () => {
    expect(normalizeDomain('Bücher.DE')).toEqual({ ok: true, ascii: 'xn--bcher-kva.de' });
    expect(normalizeDomain('الم.com')).toEqual({ ok: true, ascii: 'xn--mgb2dd.com' });
    expect(normalizeDomain('例え。')).toEqual({ ok: false, code: 'invalid-domain' });
  });
});

describe('one IDNA check for the whois input and the domain search box (issue 30)', () => {
  it('gives both inputs the same verdict on the IDNA cases of the WHATWG table', async () => {
    const { isValidDomainName: searchBoxAccepts } = await import('@/lib/domain/search');
    // names with a dot whose labels pass both inputs' own syntax rules: only the IDNA verdict can differ
    const cases = toAsciiCases.filter((c) => /[.。．｡]/.test(c.input) && c.input.length <= 253);
    let compared = 0;
    for (const c of cases) {
      const whois = domainInputError(c.input) === null;
      const searchBox = searchBoxAccepts(c.input.replace(/[。．｡]/g, '.'));
      if (isValidDomainName(c.input) && /^[\p{L}\p{N}.-]+$/u.test(c.input)) {
        compared++;
        expect(searchBox, c.input).toBe(whois);
      }
    }
    expect(compared).toBeGreaterThanOrEqual(15);
  });
});
