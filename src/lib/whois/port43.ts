import 'server-only';
import net from 'node:net';
import type { HostPort } from './config';
import { decodeAnswer } from './decode';
import { WhoisTimeoutError, WhoisTooLargeError, WhoisUnavailableError } from './errors';
import { queryLine, serverProfile } from './servers';

export interface Port43Query {
  /** Name used in messages (the logical server, e.g. whois.denic.de). */
  server: string;
  /** Where the TCP connection goes (an address already checked, or the override). */
  connectHost: string;
  port: number;
  /** The full query line including CRLF. */
  line: string;
  timeoutMs: number;
  maxBytes: number;
}

/**
 * One RFC 3912 exchange: connect, send the query line, read until the server closes.
 * The whole exchange is bounded by `timeoutMs`; more than `maxBytes` aborts it.
 */
export function queryPort43(query: Port43Query): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const socket = net.connect({ host: query.connectHost, port: query.port });
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, size));
    };
    const timer = setTimeout(() => finish(new WhoisTimeoutError(query.server)), query.timeoutMs);
    socket.on('connect', () => socket.write(query.line, 'utf8'));
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > query.maxBytes) {
        finish(new WhoisTooLargeError(query.server, query.maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    // an empty answer (connection closed or reset before any byte) is a failure, not "no data"
    const done = () => finish(size === 0 ? new WhoisUnavailableError(query.server, 'empty answer') : null);
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(new WhoisUnavailableError(query.server, error.code ?? error.message)),
    );
  });
}

/**
 * Asks a whois server about one domain (the whois lookup and the availability check alike): the
 * query line that server wants, sent to `target` (its checked address, or the test override), and
 * its answer decoded (UTF-8, else the server's legacy charset).
 */
export async function askWhoisServer(server: string, target: HostPort, domain: string, limits: { timeoutMs: number; maxBytes: number }): Promise<string> {
  const bytes = await queryPort43({ server, connectHost: target.host, port: target.port, line: queryLine(server, domain), ...limits });
  return decodeAnswer(bytes, serverProfile(server).legacyCharset);
}
