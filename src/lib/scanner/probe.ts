import 'server-only';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import tls, { type DetailedPeerCertificate, type TLSSocket } from 'node:tls';
import type { TlsVersion } from './rules/connection';

/**
 * Network probes. Every connection goes to an address that was already resolved and checked by
 * the address policy; the host name is only used for SNI, the Host header and certificate checks.
 * No second DNS lookup happens, so DNS rebinding cannot redirect a probe.
 */

const caCache = new Map<string, string[]>();

/** System roots plus the PEM file of SCAN_EXTRA_CA_FILE (the test bed's CA). */
export function trustedCas(extraCaFile: string | undefined): string[] {
  const key = extraCaFile ?? '';
  const cached = caCache.get(key);
  if (cached) return cached;
  const list = [...tls.rootCertificates];
  if (extraCaFile) list.push(readFileSync(/*turbopackIgnore: true*/ extraCaFile, 'utf8'));
  caCache.set(key, list);
  return list;
}

export interface ProbeTarget {
  /** The host name (SNI, Host header, certificate name). */
  host: string;
  /** The resolved address to connect to. */
  address: string;
  port: number;
}

export interface HttpObservation {
  status: number;
  /** Every header value by lower-case name, in the order sent (repeated headers kept apart). */
  headers: Map<string, string[]>;
  bodyBytes: number;
  tls?: {
    protocol: string | null;
    authorized: boolean;
    authorizationError?: string;
    chain: DetailedPeerCertificate[];
  };
}

export interface HttpGetOptions {
  tls: boolean;
  ca: string[];
  timeoutMs: number;
  maxBodyBytes: number;
  acceptEncoding?: string;
  signal?: AbortSignal;
}

function headerMap(raw: string[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    const list = map.get(name) ?? [];
    list.push(raw[i + 1] ?? '');
    map.set(name, list);
  }
  return map;
}

/** The served chain, leaf first, stopping at a self-issued certificate. */
export function peerChain(socket: TLSSocket): DetailedPeerCertificate[] {
  const chain: DetailedPeerCertificate[] = [];
  let cert: DetailedPeerCertificate | undefined = socket.getPeerCertificate(true);
  const seen = new Set<string>();
  while (cert && cert.raw && !seen.has(cert.fingerprint256)) {
    seen.add(cert.fingerprint256);
    chain.push(cert);
    cert = cert.issuerCertificate;
  }
  return chain;
}

/** GET / over HTTP or HTTPS to the pinned address, reading at most maxBodyBytes of the body. */
export function httpGet(target: ProbeTarget, options: HttpGetOptions): Promise<HttpObservation> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      Host: target.port === (options.tls ? 443 : 80) ? target.host : `${target.host}:${target.port}`,
      'User-Agent': 'Mozilla/5.0 (compatible; WebSecurityScan/1.0)',
      Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
      Connection: 'close',
    };
    if (options.acceptEncoding) headers['Accept-Encoding'] = options.acceptEncoding;
    const common = {
      host: target.address,
      port: target.port,
      path: '/',
      method: 'GET',
      headers,
      agent: false as const,
      timeout: options.timeoutMs,
      signal: options.signal,
    };
    const request = options.tls
      ? https.request({
          ...common,
          servername: target.host,
          ca: options.ca,
          // The ssl check inspects trust, expiry and name itself; the connection must still succeed.
          rejectUnauthorized: false,
          // Accept old servers here too: the https check only asks for a handshake and an HTTP answer.
          minVersion: 'TLSv1',
          ciphers: 'DEFAULT:@SECLEVEL=0',
        })
      : http.request(common);
    const deadline = setTimeout(() => request.destroy(new Error('timed out')), options.timeoutMs);
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.on('response', (response) => {
      const socket = response.socket as TLSSocket;
      const tlsInfo = options.tls
        ? {
            protocol: socket.getProtocol?.() ?? null,
            authorized: socket.authorized,
            authorizationError: socket.authorizationError ? String(socket.authorizationError) : undefined,
            chain: peerChain(socket),
          }
        : undefined;
      let bodyBytes = 0;
      const done = () => {
        clearTimeout(deadline);
        resolve({ status: response.statusCode ?? 0, headers: headerMap(response.rawHeaders), bodyBytes, tls: tlsInfo });
      };
      response.on('data', (chunk: Buffer) => {
        bodyBytes += chunk.length;
        // Bounded read: stop once enough of the body has been seen.
        if (bodyBytes >= options.maxBodyBytes) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', done);
      response.on('close', done);
    });
    request.end();
  });
}

/**
 * Is this TLS version offered? Probed on its own (min = max = version) with a permissive client
 * security level (ciphers DEFAULT:@SECLEVEL=0), so an old server is not mistaken for a refusing one.
 */
export function tlsVersionOffered(
  target: ProbeTarget,
  version: TlsVersion,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const socket = tls.connect({
      host: target.address,
      port: target.port,
      servername: target.host,
      minVersion: version,
      maxVersion: version,
      ciphers: 'DEFAULT:@SECLEVEL=0',
      rejectUnauthorized: false,
    });
    const finish = (offered: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(offered);
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs);
    const onAbort = () => finish(false);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('secureConnect', () => finish(socket.getProtocol() === version));
    socket.once('error', () => finish(false));
    socket.once('close', () => finish(false));
  });
}

/** Can a TCP+HTTP(S) conversation be had with this address? Used for the IPv6 reachability check. */
export async function answersHttp(target: ProbeTarget, options: Omit<HttpGetOptions, 'tls'>): Promise<boolean> {
  try {
    await httpGet({ ...target, port: 443 }, { ...options, tls: true });
    return true;
  } catch {
    try {
      await httpGet({ ...target, port: 80 }, { ...options, tls: false });
      return true;
    } catch {
      return false;
    }
  }
}
