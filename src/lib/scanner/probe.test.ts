import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { httpGet, tlsVersionOffered } from './probe';

const key = readFileSync(path.join(__dirname, 'fixtures/pinned.key'));
const cert = readFileSync(path.join(__dirname, 'fixtures/pinned.pem'), 'utf8');

/** Servers on 127.0.0.1, port 0. The host name used is one no resolver knows: any lookup would fail. */
const HOST = 'pinned.example.invalid';

async function listen(server: http.Server | https.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const close = (server: http.Server | https.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('httpGet', () => {
  it('connects to the given address, sends the Host header and reads repeated headers apart', async () => {
    let seenHost = '';
    const server = http.createServer((request, response) => {
      seenHost = request.headers.host ?? '';
      response.setHeader('Content-Security-Policy', ["default-src 'self'", "frame-ancestors 'none'"]);
      response.end('ok');
    });
    const port = await listen(server);
    try {
      const observation = await httpGet({ host: HOST, address: '127.0.0.1', port }, { tls: false, ca: [], timeoutMs: 2000, maxBodyBytes: 1024 });
      expect(seenHost).toBe(`${HOST}:${port}`);
      expect(observation.status).toBe(200);
      expect(observation.headers.get('content-security-policy')).toEqual(["default-src 'self'", "frame-ancestors 'none'"]);
    } finally {
      await close(server);
    }
  });

  it('stops reading a large body at the limit', async () => {
    const server = http.createServer((_request, response) => {
      const chunk = Buffer.alloc(16 * 1024, 120);
      let sent = 0;
      const write = () => {
        while (sent < 200 && response.write(chunk)) sent += 1;
        if (sent < 200) response.once('drain', write);
        else response.end();
      };
      write();
    });
    const port = await listen(server);
    try {
      const observation = await httpGet({ host: HOST, address: '127.0.0.1', port }, { tls: false, ca: [], timeoutMs: 5000, maxBodyBytes: 64 * 1024 });
      expect(observation.bodyBytes).toBeGreaterThanOrEqual(64 * 1024);
      expect(observation.bodyBytes).toBeLessThan(200 * 16 * 1024);
    } finally {
      server.closeAllConnections();
      await close(server);
    }
  });

  it('times out a server that never answers', async () => {
    const server = http.createServer(() => undefined);
    const port = await listen(server);
    try {
      await expect(httpGet({ host: HOST, address: '127.0.0.1', port }, { tls: false, ca: [], timeoutMs: 300, maxBodyBytes: 1024 })).rejects.toThrow(/timed out/);
    } finally {
      server.closeAllConnections();
      await close(server);
    }
  });

  it('over TLS sends SNI, trusts the extra CA and reports the chain', async () => {
    let sni = '';
    const server = https.createServer({ key, cert }, (request, response) => {
      sni = (request.socket as TLSSocket).servername || '';
      response.end('ok');
    });
    const port = await listen(server);
    try {
      const trusted = await httpGet({ host: 'pinned.example', address: '127.0.0.1', port }, { tls: true, ca: [cert], timeoutMs: 2000, maxBodyBytes: 1024 });
      expect(sni).toBe('pinned.example');
      expect(trusted.tls?.authorized).toBe(true);
      expect(trusted.tls?.chain[0]?.subject?.CN).toBe('pinned.example');
      const untrusted = await httpGet({ host: 'pinned.example', address: '127.0.0.1', port }, { tls: true, ca: [], timeoutMs: 2000, maxBodyBytes: 1024 });
      expect(untrusted.tls?.authorized).toBe(false);
      expect(untrusted.tls?.authorizationError).toBeTruthy();
    } finally {
      await close(server);
    }
  });
});

describe('tlsVersionOffered', () => {
  it('probes each version on its own', async () => {
    const server = https.createServer({ key, cert, minVersion: 'TLSv1.2', maxVersion: 'TLSv1.2' }, (_request, response) => response.end());
    const port = await listen(server);
    try {
      const target = { host: 'pinned.example', address: '127.0.0.1', port };
      expect(await tlsVersionOffered(target, 'TLSv1.2', { timeoutMs: 2000 })).toBe(true);
      expect(await tlsVersionOffered(target, 'TLSv1.3', { timeoutMs: 2000 })).toBe(false);
      expect(await tlsVersionOffered(target, 'TLSv1', { timeoutMs: 2000 })).toBe(false);
    } finally {
      await close(server);
    }
  });
});
