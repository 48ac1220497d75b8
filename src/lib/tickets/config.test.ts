import { describe, expect, it } from 'vitest';
import { ticketConfig } from './config';
import { socketHeaders } from '@/lib/http/testing';
import { assertSameOrigin } from './origin';

describe('ticketConfig', () => {
  it('defaults to the local desk', () => {
    const config = ticketConfig({ DATA_DIR: '/tmp/x' });
    expect(config).toMatchObject({ desk: 'local', zendesk: null, rateLimit: 10, rateWindowMs: 600_000, directory: '/tmp/x/tickets' });
  });
  it('zendesk needs credentials and a subdomain or base URL', () => {
    expect(() => ticketConfig({ TICKET_DESK: 'zendesk' })).toThrow(/ZENDESK_EMAIL.*ZENDESK_API_TOKEN.*ZENDESK_SUBDOMAIN/s);
    expect(() => ticketConfig({ TICKET_DESK: 'zendesk', ZENDESK_SUBDOMAIN: 'a.b/c', ZENDESK_EMAIL: 'a@b.c', ZENDESK_API_TOKEN: 't' })).toThrow(/bare subdomain/);
    const config = ticketConfig({ TICKET_DESK: 'zendesk', ZENDESK_SUBDOMAIN: 'acme', ZENDESK_EMAIL: 'a@b.c', ZENDESK_API_TOKEN: 't' });
    expect(config.zendesk).toEqual({ baseUrl: 'https://acme.zendesk.com', email: 'a@b.c', apiToken: 't', timeoutMs: 30_000 });
    const overridden = ticketConfig({ TICKET_DESK: 'zendesk', ZENDESK_BASE_URL: 'http://127.0.0.1:9/', ZENDESK_EMAIL: 'a@b.c', ZENDESK_API_TOKEN: 't' });
    expect(overridden.zendesk?.baseUrl).toBe('http://127.0.0.1:9');
  });
  it('a short outbox lease and the crash-leftover sweep by default; both configurable', () => {
    expect(ticketConfig({})).toMatchObject({ outboxLeaseMs: 30_000, sweepIntervalMs: 600_000, sweepGraceMs: 3_600_000 });
    expect(ticketConfig({ TICKET_OUTBOX_LEASE_MS: '12000', TICKET_SWEEP_INTERVAL_SECONDS: '5', TICKET_SWEEP_GRACE_SECONDS: '60' })).toMatchObject({
      outboxLeaseMs: 12_000,
      sweepIntervalMs: 5000,
      sweepGraceMs: 60_000,
    });
    expect(() => ticketConfig({ TICKET_OUTBOX_LEASE_MS: '10' })).toThrow(/TICKET_OUTBOX_LEASE_MS/);
    expect(() => ticketConfig({ TICKET_SWEEP_GRACE_SECONDS: '0' })).toThrow(/TICKET_SWEEP_GRACE_SECONDS/);
  });
  it('refuses nonsense', () => {
    expect(() => ticketConfig({ TICKET_DESK: 'email' })).toThrow(/TICKET_DESK/);
    expect(() => ticketConfig({ TICKET_RATE_LIMIT: '0' })).toThrow(/TICKET_RATE_LIMIT/);
  });
});

describe('assertSameOrigin', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  it.each([
    [{ origin: 'http://localhost:3000', host: 'localhost:3000' }, true],
    // X-Forwarded-Host without a trusted proxy in front: the client's own word, not believed.
    [{ origin: 'https://www.example.com', host: 'internal:3000', 'x-forwarded-host': 'www.example.com' }, false],
    [{ origin: 'https://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' }, false],
    [{ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', host: 'localhost:3000' }, true],
    [{ host: 'localhost:3000' }, true],
    [{ origin: 'https://evil.example', host: 'localhost:3000' }, false],
    [{ origin: 'null', host: 'localhost:3000' }, false],
    [{ origin: 'not a url', host: 'localhost:3000' }, false],
    [{ 'sec-fetch-site': 'cross-site', host: 'localhost:3000' }, false],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://shop.example.com', host: 'www.example.com' }, false],
    [{ origin: 'http://localhost:3001', host: 'localhost:3000' }, false],
  ])('%j -> allowed %s', (entries, allowed) => {
    const check = () => assertSameOrigin(headers(entries));
    if (allowed) expect(check).not.toThrow();
    else expect(check).toThrow(expect.objectContaining({ status: 403, code: 'cross-origin-request' }));
  });
  it('X-Forwarded-Host counts when the request came through a proxy TRUSTED_PROXIES names', () => {
    const previous = process.env.TRUSTED_PROXIES;
    process.env.TRUSTED_PROXIES = '1';
    try {
      const proxied = { origin: 'https://www.example.com', host: 'internal:3000', 'x-forwarded-host': 'www.example.com' };
      expect(() => assertSameOrigin(headers({ ...proxied, ...socketHeaders('127.0.0.1') }))).not.toThrow();
      // The same headers from a client that reached the site directly (a public peer, or no site server at all).
      expect(() => assertSameOrigin(headers({ ...proxied, ...socketHeaders('198.51.100.9') }))).toThrow(expect.objectContaining({ status: 403 }));
      expect(() => assertSameOrigin(headers(proxied))).toThrow(expect.objectContaining({ status: 403 }));
    } finally {
      if (previous === undefined) delete process.env.TRUSTED_PROXIES;
      else process.env.TRUSTED_PROXIES = previous;
    }
  });
  it('TICKET_ALLOWED_ORIGINS lets a listed site through', () => {
    expect(() => assertSameOrigin(headers({ 'sec-fetch-site': 'same-site', origin: 'https://shop.example.com', host: 'www.example.com' }), ['https://shop.example.com'])).not.toThrow();
  });
});
