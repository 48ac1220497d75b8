import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpTestServer } from '../src/lib/whois/testing/servers';
import { refreshBootstrap } from './whois-refresh-bootstrap';

let server: HttpTestServer | undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'whois-bootstrap-'));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const bootstrap = {
  description: 'RDAP bootstrap file for Domain Name System registrations',
  publication: '2026-11-01T00:00:00Z',
  version: '1.0',
  services: [[['com', 'net'], ['https://rdap.example.test/']], [['zz'], ['https://rdap.zz.test/']]],
};

describe('whois:refresh-bootstrap', () => {
  it('writes a valid download over the snapshot', async () => {
    server = await startHttpServer(() => ({ status: 200, body: bootstrap }));
    const out = path.join(dir, 'ok.json');
    const result = await refreshBootstrap({ url: `${server.url}/dns.json`, out, minEntries: 3 });
    expect(result).toEqual({ publication: '2026-11-01T00:00:00Z', entries: 3 });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(bootstrap);
  });

  it.each([
    ['an HTTP error', { status: 503, body: 'down' }, /answered 503/],
    ['not a bootstrap', { status: 200, body: { services: 'nope' } }, /services/],
    ['too few entries', { status: 200, body: bootstrap }, /only 3 entries/],
  ])('keeps the snapshot on %s', async (_label, reply, message) => {
    server = await startHttpServer(() => reply);
    const out = path.join(dir, 'kept.json');
    writeFileSync(out, 'previous');
    await expect(refreshBootstrap({ url: `${server.url}/dns.json`, out, minEntries: 10 })).rejects.toThrow(message);
    expect(readFileSync(out, 'utf8')).toBe('previous');
  });

  it('the shipped snapshot is a valid bootstrap', async () => {
    const { bootstrapSchema } = await import('../src/lib/whois/bootstrap');
    const shipped = bootstrapSchema.parse(JSON.parse(readFileSync(path.resolve('content/whois/rdap-dns.json'), 'utf8')));
    expect(shipped.services.length).toBeGreaterThan(500);
  });
});

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
