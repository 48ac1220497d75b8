import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCKET_ADDRESS_HEADER, SOCKET_PROOF_HEADER } from './client-address';

/**
 * Tests: the headers the site's server (scripts/server/site-server.ts) sets for a TCP peer — its address and
 * the per-process secret that makes the app believe it (client-address.ts). The secret is made
 * here once per test process, as the server makes one at start.
 */
export function socketHeaders(address: string): Record<string, string> {
  const holder = globalThis as { __siteSocketSecret?: unknown };
  if (typeof holder.__siteSocketSecret !== 'string') holder.__siteSocketSecret = randomBytes(32).toString('base64url');
  return { [SOCKET_ADDRESS_HEADER]: address, [SOCKET_PROOF_HEADER]: holder.__siteSocketSecret as string };
}

/**
 * Tests: starts `server` on a free loopback port. Answers its base URL and a close() that ends the
 * open (keep-alive) connections before closing, so a test's teardown never waits on them.
 */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Tests: a fake HTTP service on loopback. A subclass answers in handle(); a response it holds back
 * (a stalled call) goes in `stalled`, and close() destroys those before closing the server.
 */
export abstract class LoopbackHttpFake {
  protected readonly stalled = new Set<ServerResponse>();
  private readonly server = createServer((request, response) => void this.handle(request, response));
  private listening: { url: string; close: () => Promise<void> } | undefined;

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>;

  /** Starts listening; answers the base URL. */
  async start(): Promise<string> {
    this.listening = await listenOnLoopback(this.server);
    return this.listening.url;
  }

  async close(): Promise<void> {
    for (const response of this.stalled) response.destroy();
    await this.listening?.close();
  }
}
