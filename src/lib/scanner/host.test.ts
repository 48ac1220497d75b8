import { describe, expect, it } from 'vitest';
import { scanRequestSchema, toScanHost } from './host';

describe('toScanHost: A-labels before DNS, TLS SNI and HTTP', () => {
  it.each([
    ['bücher.example', 'xn--bcher-kva.example'],
    ['Bücher.Example', 'xn--bcher-kva.example'],
    ['  münchen.test ', 'xn--mnchen-3ya.test'],
    ['例え。テスト', 'xn--r8jz45g.xn--zckzah'],
    ['faß.de', 'xn--fa-hia.de'],
    ['www.Example.COM', 'www.example.com'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('%j -> %s', (input, ascii) => {
    expect(toScanHost(input)).toBe(ascii);
  });

  it.each([
    'bad_name.com', // STD3 rule
    'a\u200db.example', // ZWJ outside its ContextJ context
    '\u05d0a.example', // Bidi rule: RTL label with an LTR letter
    'xn--zz.example', // an A-label that does not decode
    '\u{e0001}tag.example', // disallowed code point
    'nope', // no TLD
    '::7f00:1',
    '127.0.0.1',
    `${'ü'.repeat(70)}.example`, // label longer than 63 octets as an A-label
  ])('refuses %j', (input) => {
    expect(toScanHost(input)).toBeNull();
  });

  it('the route schema gives the A-label and refuses invalid IDN input as Invalid host name', () => {
    expect(scanRequestSchema.parse({ query: 'Bücher.example' })).toEqual({ query: 'xn--bcher-kva.example' });
    const bad = scanRequestSchema.safeParse({ query: 'a\u200db.example' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Invalid host name');
  });
});
