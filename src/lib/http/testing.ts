import { randomBytes } from 'node:crypto';
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
