/**
 * What the site's server (scripts/serve.mjs) answers itself, and the headers it puts on every
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
import path from 'node:path';

/** The methods the site answers; any other is 405 with this list in Allow. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

/**
 * The security headers of every response, as the build recorded them from next.config.ts (which
 * takes them from src/lib/security/headers.ts): the `/:path*` rule of .next/routes-manifest.json.
 * One source of truth, present in the standalone package too.
 */
export function securityHeaders(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'));
  const rule = (manifest.headers ?? []).find((entry) => entry.source === '/:path*');
  if (!rule || !Array.isArray(rule.headers) || rule.headers.length === 0) {
    throw new Error('.next/routes-manifest.json has no `/:path*` header rule: is next.config.ts headers() still there?');
  }
  return rule.headers.map(({ key, value }) => [key, value]);
}

/**
 * A request path with a `%` that is not a valid escape (or escapes that are not UTF-8): `/%`, `/%zz`,
 * `/%E0%A4%A`; or one that becomes such a path once decoded (`/%25`, `/blog/%25zz`): Next's router
 * decodes route parameters a second time, calls that a decode error (400) and, having no /400 page,
 * answers a bare 500. No page of the site has a stray `%` in its name.
 */
export function isMalformedPath(url) {
  const pathname = (url ?? '/').split('?')[0];
  try {
    decodeURIComponent(decodeURIComponent(pathname));
    return false;
  } catch {
    return true;
  }
}

export function isApiPath(url) {
  return /^\/api(?:\/|$|\?)/.test(url ?? '');
}

/** Where a malformed page path is sent instead: a path no page has, so the site renders its not-found page. */
export const MALFORMED_PAGE_STAND_IN = '/_malformed-path';

/** The JSON error shape of every API answer (src/lib/http/api-error.ts). */
export function errorBody(code, message) {
  return JSON.stringify({ success: false, code, message });
}

/** Writes a JSON error answer on a ServerResponse (the security headers are already on it). */
export function answerJson(res, status, code, message, extraHeaders = {}) {
  const body = errorBody(code, message);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  for (const [key, value] of Object.entries(extraHeaders)) res.setHeader(key, value);
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

const REASONS = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

/**
 * A whole HTTP/1.1 answer for a socket no request object was made for (a parse error, CONNECT),
 * closing the connection, with the security headers.
 */
export function rawAnswer(headers, status, code, message, extraHeaders = {}) {
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
export function clientErrorAnswer(error) {
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
