import { describe, expect, it } from 'vitest';
// the IDNA tables, registered with the shared check
import './idna';
import { isValidDomainName, prepareDomainQuery, runDomainSearch } from './search';

describe('prepareDomainQuery', () => {
  it('lowercases and trims', () => {
    expect(prepareDomainQuery('  Example.COM ')).toBe('example.com');
  });
  it('appends the configured extension when the text has no dot', () => {
    expect(prepareDomainQuery('MyShop', 'com')).toBe('myshop.com');
    expect(prepareDomainQuery('myshop', '.nl')).toBe('myshop.nl');
  });
  it('keeps the text when it already has a dot or no extension is configured', () => {
    expect(prepareDomainQuery('myshop.es', 'com')).toBe('myshop.es');
    expect(prepareDomainQuery('myshop')).toBe('myshop');
    expect(prepareDomainQuery('', 'com')).toBe('');
  });
});

describe('isValidDomainName', () => {
  it.each(['example.com', 'my-shop.co.uk', 'a.io', 'xn--bcher-kva.de', 'bücher.de', '例え.jp', 'domain.xn--p1ai', 'шоп.рф', '123.com'])(
    'accepts %s',
    (domain) => expect(isValidDomainName(domain)).toBe(true),
  );
  it.each([
    '',
    'example',
    'example.',
    'example.com.',
    '-example.com',
    'example-.com',
    'exa mple.com',
    'under_score.com',
    '*.example.com',
    'example.c',
    'example.123',
    'example..com',
    `${'a'.repeat(64)}.com`,
    `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`, // 308 characters
    'http://example.com',
    'example.com/path',
    'user@example.com',
  ])('rejects %j', (domain) => expect(isValidDomainName(domain)).toBe(false));
});

describe('runDomainSearch', () => {
  const settings = { endpoint: 'https://cp.registrar.example/fast-checkout', querystring: 'domain', searchExt: 'com' };
  it('builds the fast-checkout URL with the domain query parameter', () => {
    expect(runDomainSearch('MyShop', settings)).toEqual({
      ok: true,
      domain: 'myshop.com',
      url: 'https://cp.registrar.example/fast-checkout?domain=myshop.com',
    });
  });
  it('keeps existing endpoint parameters and honours a custom query key', () => {
    const result = runDomainSearch('shop.nl', { endpoint: 'https://cp.registrar.example/checkout?ref=www', querystring: 'd' });
    expect(result).toEqual({ ok: true, domain: 'shop.nl', url: 'https://cp.registrar.example/checkout?ref=www&d=shop.nl' });
  });
  it('refuses an invalid name', () => {
    expect(runDomainSearch('bad_name', settings)).toEqual({ ok: false, domain: 'bad_name.com' });
  });
});

describe('IDNA in the domain search box (UTS #46, issue 16 point 5)', () => {
  const settings = { endpoint: 'https://cp.registrar.example/fast-checkout', querystring: 'domain', searchExt: 'com' };
  it.each(['例え。jp', '例え．jp', '例え｡jp'])('accepts ideographic full stops as dots: %s', (input) => {
    expect(prepareDomainQuery(input, 'com')).toBe('例え.jp');
    expect(runDomainSearch(input, settings)).toMatchObject({ ok: true, domain: '例え.jp' });
  });
  it('maps a final capital sigma to σ and passes the mapped name on', () => {
    expect(prepareDomainQuery('ΤΕΣΤΣ', 'gr')).toBe('ΤΕΣΤΣ.gr');
    const result = runDomainSearch('ΤΕΣΤΣ.gr', settings);
    expect(result).toMatchObject({ ok: true, domain: 'τεστσ.gr' });
    expect(runDomainSearch('Bücher.DE', settings)).toMatchObject({ ok: true, domain: 'bücher.de' });
  });
  it.each(['אa.com', 'aא.com', 'ex\uFFFDample.com', '⒈example.com', 'a\u200Db.com'])('refuses %j (Bidi rule, disallowed code points)', (input) => {
    expect(runDomainSearch(input, settings).ok).toBe(false);
  });
});

describe('A-labels are checked like the Unicode names they stand for (issue 30)', () => {
  const settings = { endpoint: 'https://cp.registrar.example/fast-checkout', querystring: 'domain', searchExt: 'com' };
  it.each([
    ['xn--0.com', 'invalid Punycode'],
    ['xn--a.com', 'invalid Punycode'],
    ['xn--zn7c.com', 'U+FFFD, disallowed'],
    ['xn--a-ecp.com', '⒈, disallowed'],
    ['xn--1ug.com', 'a lone ZERO WIDTH JOINER (ContextJ)'],
    ['xn--a-0jc.com', 'GERESH after a Latin letter (ContextO)'],
    ['xn--ab-0ea.cat', 'MIDDLE DOT between a and b (ContextO)'],
    ['xn--a-jib.gr', 'KERAIA before a Latin letter (ContextO)'],
    ['xn--ab---3ra.com', '"ab--ü": hyphens in the 3rd and 4th positions'],
    ['xn--a-wbb.com', 'a combining mark first'],
    ['xn--u-ccb.com', 'not in NFC'],
    ['ab--c.com', 'a reserved R-LDH label'],
    ['xn--0', 'no dot: the extension is appended, the A-label is still checked'],
  ])('refuses %j (%s)', (input) => {
    expect(runDomainSearch(input, settings).ok).toBe(false);
  });
  it.each([
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    ['XN--BCHER-KVA.DE', 'xn--bcher-kva.de'],
    ['shop.xn--p1ai', 'shop.xn--p1ai'],
    ['xn--ccke4x', 'xn--ccke4x.com'],
  ])('accepts the valid A-label %j and passes it on as typed (lower case)', (input, domain) => {
    expect(runDomainSearch(input, settings)).toMatchObject({ ok: true, domain });
  });
});
