import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { listenOnLoopback } from '@/lib/http/testing';

/**
 * Loopback servers for tests, e2e and benchmarks: a port-43 whois server and an HTTP server
 * (RDAP + bootstrap). Both listen on 127.0.0.1, port 0, and must be closed by the caller.
 */
export interface WhoisTestServer {
  port: number;
  /** Query lines received, without CRLF. */
  queries: string[];
  close: () => Promise<void>;
}

/** What the server does with one query: bytes to send (then close), or 'stall' (never answer). */
export type WhoisReply = Uint8Array | string | 'stall' | null;

export async function startWhoisServer(answer: (query: string) => WhoisReply | Promise<WhoisReply>): Promise<WhoisTestServer> {
  const queries: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = '';
    socket.on('data', async (chunk) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\r\n');
      if (end < 0) return;
      const query = buffered.slice(0, end);
      buffered = '';
      queries.push(query);
      const reply = await answer(query);
      if (reply === 'stall') return;
      if (reply === null) {
        socket.destroy();
        return;
      }
      socket.end(typeof reply === 'string' ? Buffer.from(reply, 'utf8') : reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface HttpTestServer {
  url: string;
  requests: string[];
  close: () => Promise<void>;
}

export async function startHttpServer(
  handler: (path: string) => { status: number; body?: unknown; headers?: Record<string, string> },
): Promise<HttpTestServer> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const reply = handler(path);
    const body = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    response.writeHead(reply.status, { 'content-type': 'application/rdap+json', ...reply.headers });
    response.end(body);
  });
  return { ...(await listenOnLoopback(server)), requests };
}

/** The domain a whois query line asks for, whatever the server-specific format (DENIC, JPRS, Verisign). */
export function domainOfQuery(query: string): string {
  return query
    .replace(/^-T\s+\S+\s+/, '')
    .replace(/^domain\s+/i, '')
    .replace(/\/e$/, '')
    .trim()
    .toLowerCase();
}
