import { describe, expect, it } from 'vitest';
import { addressKey, arrivedOverHttps, clientAddress, clientKey, fromTrustedProxy, parseTrustedProxies } from './client-address';
import { socketHeaders } from './testing';

/** Request headers as the site's server passes them: a socket address comes with its secret. */
const headers = (values: Record<string, string>) => {
  const { 'x-site-socket-address': socket, ...rest } = values;
  return new Headers({ ...rest, ...(socket ? socketHeaders(socket) : {}) });
};

describe('clientAddress', () => {
  it('is the socket address; a forged X-Forwarded-For changes nothing without trusted proxies', () => {
    const none = parseTrustedProxies(undefined);
    expect(clientAddress(headers({ 'x-site-socket-address': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }), none)).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'x-site-socket-address': '::ffff:203.0.113.7' }), none)).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'x-forwarded-for': '198.51.100.1' }), none)).toBe('unknown');
  });
  it('TRUSTED_PROXIES=1: the address the proxy appended; what the client forged before it is ignored', () => {
    const one = parseTrustedProxies('1');
    expect(clientAddress(headers({ 'x-site-socket-address': '127.0.0.1', 'x-forwarded-for': '203.0.113.7' }), one)).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'x-site-socket-address': '127.0.0.1', 'x-forwarded-for': 'forged, 1.1.1.1, 203.0.113.7' }), one)).toBe('203.0.113.7');
    // No forwarded header at all: the socket (the client reached us directly).
    expect(clientAddress(headers({ 'x-site-socket-address': '203.0.113.9' }), one)).toBe('203.0.113.9');
  });
  it('TRUSTED_PROXIES=1 believes X-Forwarded-For only from a private or loopback peer', () => {
    const one = parseTrustedProxies('1');
    for (const proxy of ['10.1.2.3', '172.20.0.5', '192.168.1.1', '100.64.0.9', '127.0.0.1', '::1', 'fd00::5', '::ffff:10.0.0.1']) {
      expect(clientAddress(headers({ 'x-site-socket-address': proxy, 'x-forwarded-for': '203.0.113.7' }), one), proxy).toBe('203.0.113.7');
    }
    // A client that reaches the port directly from a public address is that address, whatever it forwards.
    for (const direct of ['198.51.100.20', '2001:db8::20', '169.254.1.1', 'fe80::1']) {
      expect(clientAddress(headers({ 'x-site-socket-address': direct, 'x-forwarded-for': '203.0.113.7' }), one), direct).toBe(direct);
    }
    expect(fromTrustedProxy(headers({ 'x-site-socket-address': '10.0.0.2' }), one)).toBe(true);
    expect(fromTrustedProxy(headers({ 'x-site-socket-address': '198.51.100.20' }), one)).toBe(false);
    expect(fromTrustedProxy(headers({ 'x-site-socket-address': '10.0.0.2' }), parseTrustedProxies(undefined))).toBe(false);
  });
  it("believes the socket header only with the site server's per-process secret (plain `next start` passes a client's copy)", () => {
    const none = parseTrustedProxies(undefined);
    expect(clientAddress(new Headers({ 'x-site-socket-address': '203.0.113.7' }), none)).toBe('unknown');
    expect(clientAddress(new Headers({ 'x-site-socket-address': '203.0.113.7', 'x-site-socket-proof': 'x'.repeat(43) }), none)).toBe('unknown');
    expect(clientAddress(new Headers({ ...socketHeaders('203.0.113.7'), 'x-site-socket-proof': '' }), none)).toBe('unknown');
    expect(clientAddress(new Headers(socketHeaders('203.0.113.7')), none)).toBe('203.0.113.7');
    expect(fromTrustedProxy(new Headers({ 'x-site-socket-address': '127.0.0.1' }), parseTrustedProxies('1'))).toBe(false);
  });
  it('TRUSTED_PROXIES as CIDRs: skip trusted hops from the right', () => {
    const cidrs = parseTrustedProxies('127.0.0.1/32, 10.0.0.0/8');
    expect(clientAddress(headers({ 'x-site-socket-address': '127.0.0.1', 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.1.2.3' }), cidrs)).toBe('203.0.113.7');
    // A direct client not in the list: its own address, whatever it forwards.
    expect(clientAddress(headers({ 'x-site-socket-address': '203.0.113.8', 'x-forwarded-for': '1.2.3.4' }), cidrs)).toBe('203.0.113.8');
  });
  it('refuses nonsense configuration', () => {
    expect(() => parseTrustedProxies('nginx')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/99')).toThrow(/prefix/);
  });
});

describe('clientKey', () => {
  it('keys IPv6 by /64 and IPv4 by address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('198.51.100.4')).toBe('198.51.100.4');
    const previous = process.env.TRUSTED_PROXIES;
    delete process.env.TRUSTED_PROXIES;
    expect(clientKey(headers({ 'x-site-socket-address': '2001:db8:1:2::7' }))).toBe(clientKey(headers({ 'x-site-socket-address': '2001:db8:1:2::8' })));
    if (previous !== undefined) process.env.TRUSTED_PROXIES = previous;
  });
});

describe('arrivedOverHttps', () => {
  const https = (socket: string, proto?: string) => headers({ 'x-site-socket-address': socket, ...(proto ? { 'x-forwarded-proto': proto } : {}) });
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(arrivedOverHttps(https('203.0.113.7', 'https'), parseTrustedProxies(undefined))).toBe(false);
    expect(arrivedOverHttps(https('127.0.0.1', 'https'), parseTrustedProxies('1'))).toBe(true);
    expect(arrivedOverHttps(https('127.0.0.1', 'HTTPS, http'), parseTrustedProxies('1'))).toBe(true);
    expect(arrivedOverHttps(https('127.0.0.1', 'http'), parseTrustedProxies('1'))).toBe(false);
    expect(arrivedOverHttps(https('127.0.0.1'), parseTrustedProxies('1'))).toBe(false);
    const cidrs = parseTrustedProxies('127.0.0.1/32');
    expect(arrivedOverHttps(https('127.0.0.1', 'https'), cidrs)).toBe(true);
    expect(arrivedOverHttps(https('203.0.113.8', 'https'), cidrs)).toBe(false);
    // Without the site server's socket header (plain `next start`): never.
    expect(arrivedOverHttps(headers({ 'x-forwarded-proto': 'https' }), parseTrustedProxies('1'))).toBe(false);
  });
});
