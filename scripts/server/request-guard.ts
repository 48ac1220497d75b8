/**
 * What the site's server (site-server.ts) answers itself, and the headers it puts on every
 * response, whoever writes it.
 *
 * Why here and not in src/proxy.ts (Next's middleware) or left to `next start`: some requests never
 * reach any code of the app. Node's HTTP parser refuses methods it does not know (TRACK, anything
 * made up) before a request exists, and hands CONNECT to a separate event; Next decodes the path
 * before the middleware runs (a stray `%` throws there: a 500 with a stack trace); the middleware's
 * matcher leaves out /api, /_next and files; and Next's own redirects (trailing slash) are answered
 * before it. Only the Node server that owns the socket sees every request and every response, so the
 * rules live here. Plain `next start` has none of this (it is not how the site is deployed; see the
 * README's Deploy section).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { BUILD_ASSETS_PREFIX, HEADER_RULE_SOURCES } from '../../src/lib/security/headers';
import { NEXT_CACHE_HEADER, NEXT_INTERNAL_RESPONSE_HEADERS } from './next-contract';

/** The methods the site answers; any other is 405 with this list in Allow. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

/** The security headers the site's server sets on a response before anyone writes it. */
export interface SecurityHeaders {
  /** Every response but the build's files. */
  everyOther: Array<[string, string]>;
  /** The build's content-hashed files under BUILD_ASSETS_PREFIX. */
  buildAssets: Array<[string, string]>;
}

/**
 * The security headers, as the build recorded them from next.config.ts (which takes them from
 * src/lib/security/headers.ts): the two header rules of .next/routes-manifest.json. One source of
 * truth, present in the standalone package too.
 */
export function securityHeaders(dir: string): SecurityHeaders {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')) as { headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
  const ruleOf = (source: string) => {
    const rule = (manifest.headers ?? []).find((entry) => entry.source === source);
    if (!rule || !Array.isArray(rule.headers) || rule.headers.length === 0) {
      throw new Error(`.next/routes-manifest.json has no \`${source}\` header rule: is next.config.ts headers() still there?`);
    }
    return rule.headers.map(({ key, value }) => [key, value] as [string, string]);
  };
  return { everyOther: ruleOf(HEADER_RULE_SOURCES.everyOther), buildAssets: ruleOf(HEADER_RULE_SOURCES.buildAssets) };
}

export function isBuildAssetPath(url: string | undefined): boolean {
  return (url ?? '').startsWith(BUILD_ASSETS_PREFIX);
}

/**
 * A request path with a `%` that is not a valid escape (or escapes that are not UTF-8): `/%`, `/%zz`,
 * `/%E0%A4%A`; or one that becomes such a path once decoded (`/%25`, `/blog/%25zz`): Next's router
 * decodes route parameters a second time, calls that a decode error (400) and, having no /400 page,
 * answers a bare 500. No page of the site has a stray `%` in its name. Also a path that decodes to a
 * control character (`/%00`, `/glossary/hsts%00`): Next dropped it and rendered the page without it
 * (200 for a path no page has); no page has a control character in its name either.
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export function isMalformedPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0] ?? '';
  try {
    const once = decodeURIComponent(pathname);
    return CONTROL_CHARACTER.test(once) || CONTROL_CHARACTER.test(decodeURIComponent(once));
  } catch {
    return true;
  }
}

export function isApiPath(url: string | undefined): boolean {
  return /^\/api(?:\/|$|\?)/.test(url ?? '');
}

/**
 * Pages take no request body (the site has no server actions; its forms post to /api). A request to
 * any other path than /api that announces a body — a Content-Length above 0, or chunked — is
 * answered 413 at once, before a byte of the body is read, and its connection is closed: Next's
 * proxy would buffer up to 10 MB of it (300 parallel 11 MB posts to / took RSS from 658 MB to 1 GB).
 */
export function announcesPageBody(req: IncomingMessage): boolean {
  if (isApiPath(req.url)) return false;
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return !Number.isFinite(length) || length > 0;
}

/** Answers a page request that carries a body: 413, and the connection closes without reading it. */
export function refusePageBody(res: ServerResponse): void {
  res.shouldKeepAlive = false;
  answerJson(res, 413, 'payload-too-large', 'Pages take no request body', { Connection: 'close' });
}

/**
 * Headers of Next's that tell the world how the site caches (HIT, MISS, STALE, prerendered, stale
 * times; next-contract.ts): removed from every response when its head is written. The client router
 * falls back to its own stale time (5 minutes, the pages' revalidate) without x-nextjs-stale-time.
 * EXPOSE_CACHE_STATUS=1 keeps x-nextjs-cache for debugging and tests; the request log line says it
 * in any case (the status is answered for it).
 */
export function hideInternalHeaders(res: ServerResponse, exposeCacheStatus: boolean): string | undefined {
  const cache = res.getHeader(NEXT_CACHE_HEADER);
  for (const name of NEXT_INTERNAL_RESPONSE_HEADERS) if (!(exposeCacheStatus && name === NEXT_CACHE_HEADER)) res.removeHeader(name);
  return cache === undefined ? undefined : String(cache);
}

/** Where a malformed page path is sent instead: a path no page has, so the site renders its not-found page. */
export const MALFORMED_PAGE_STAND_IN = '/_malformed-path';

/** The JSON error shape of every API answer (src/lib/http/api-error.ts). */
export function errorBody(code: string, message: string): string {
  return JSON.stringify({ success: false, code, message });
}

/** Writes a JSON error answer on a ServerResponse (the security headers are already on it). */
export function answerJson(res: ServerResponse, status: number, code: string, message: string, extraHeaders: Record<string, string> = {}): void {
  const body = errorBody(code, message);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  for (const [key, value] of Object.entries(extraHeaders)) res.setHeader(key, value);
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/**
 * A whole HTTP/1.1 answer for a socket no request object was made for (a parse error, CONNECT),
 * closing the connection, with the security headers.
 */
export function rawAnswer(headers: Array<[string, string]>, status: number, code: string, message: string, extraHeaders: Record<string, string> = {}): string {
  const body = errorBody(code, message);
  const lines = [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    ...headers.map(([key, value]) => `${key}: ${value}`),
    ...Object.entries(extraHeaders).map(([key, value]) => `${key}: ${value}`),
    'Content-Type: application/json',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** What a parse error of Node's HTTP parser becomes (Node's own defaults, plus 405 for an unknown method). */
export interface ClientErrorAnswer {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

export function clientErrorAnswer(error: { code?: string } | undefined): ClientErrorAnswer {
  switch (error?.code) {
    case 'HPE_INVALID_METHOD':
      return { status: 405, code: 'method-not-allowed', message: `Allowed methods: ${ALLOW_HEADER}`, headers: { Allow: ALLOW_HEADER } };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'headers-too-large', message: 'Request headers too large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'payload-too-large', message: 'Chunk extensions too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request-timeout', message: 'Request timeout' };
    default:
      return { status: 400, code: 'bad-request', message: 'Malformed request' };
  }
}
