/**
 * Who the TCP peer is, for the app's rate limits (src/lib/http/client-address.ts). The site's server
 * sets x-site-socket-address to the socket's address on every request, with this process's secret
 * in x-site-socket-proof, and drops any copy of either a client sent. The app believes the address
 * only next to the secret, which is made at start (32 random bytes), kept in the process (the app
 * runs in it and reads it from globalThis) and never sent anywhere: a client cannot forge the header
 * here, nor under plain `next start`, where nothing drops a client's copy.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SOCKET_ADDRESS_HEADER, SOCKET_PROOF_HEADER } from '../../src/lib/http/client-address';
import { siteServerGlobals } from '../../src/lib/server/site-server-globals';

/** Makes the process's secret; answers the function that stamps a request with its peer. */
export function createSocketIdentity(): (req: IncomingMessage) => void {
  const secret = randomBytes(32).toString('base64url');
  siteServerGlobals().__siteSocketSecret = secret;
  return function stampSocket(req) {
    delete req.headers[SOCKET_ADDRESS_HEADER];
    delete req.headers[SOCKET_PROOF_HEADER];
    req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    req.headers[SOCKET_PROOF_HEADER] = secret;
  };
}
