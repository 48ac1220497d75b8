#!/usr/bin/env node
/**
 * The site's HTTP server (what `npm start` and the Docker image run): Next.js's request handler
 * behind a plain Node server that adds what `next start` lacks.
 *
 * - Nonce substitution (docs/csp.md): pages come from Next's cache with a secret placeholder in
 *   their nonce attributes; each response gets a fresh nonce in body and CSP header.
 * - Compression here, after the substitution (next.config.ts sets compress: false).
 * - Any bind address: Next is told it serves 'localhost' whatever HOST is, so its internal
 *   routing never compares against a literal IP (see src/lib/server/rewrite-origin.ts).
 * - Client address: the socket's address is passed to the app in x-site-socket-address with this
 *   process's secret (scripts/lib/socket-identity.mjs; a client's copies are dropped), so rate
 *   limits can key on it (TRUSTED_PROXIES decides when forwarded headers are believed).
 * - Cached pages carry nothing of the request that filled them: page URLs reach Next without the
 *   query parameters the page does not read (scripts/lib/page-query.mjs); Next's cache headers
 *   (x-nextjs-cache …) are not sent (the request log line has the cache status).
 * - A request id (X-Request-Id: the client's if it is a plain token, else a fresh one) on every
 *   response; logs are JSON lines (time, level, msg, and requestId and route for whatever the app
 *   logs while serving a request), one per request (LOG_REQUESTS=0 turns those off;
 *   LOG_FORMAT=text keeps the app's console as it is).
 * - Graceful shutdown: on SIGTERM/SIGINT it stops accepting, lets in-flight requests finish (an
 *   upload in flight completes), tells the app to stop its workers (releasing outbox leases) and
 *   exits; after SHUTDOWN_TIMEOUT_MS (default 15000) remaining connections are cut.
 * - Odd requests (scripts/lib/request-guard.mjs says why they are handled here): the security
 *   headers on every response, Next's own redirects and the answers below included; a method the
 *   site does not serve (TRACE, TRACK, CONNECT, PUT, anything unknown) is 405 with Allow; a
 *   malformed `%` escape or a control character in the path is 400 (the site's not-found page for
 *   pages, JSON `malformed-path` under /api); a page request with a body is 413 before the body is
 *   read; one log line each, never a stack trace.
 * - Admission (scripts/lib/admission.mjs): a few requests start per event-loop turn; one whose
 *   client left while it waited is not started.
 */
import { createRequire } from 'node:module';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import { createAdmission } from './lib/admission.mjs';
import { acceptsGzip, createSegmentGzip } from './lib/gzip-segments.mjs';
import { createNonceSubstitution } from './lib/nonce-substitution.mjs';
import { stripPageQuery } from './lib/page-query.mjs';
import { ALLOW_HEADER, ALLOWED_METHODS, announcesPageBody, answerJson, clientErrorAnswer, hideInternalHeaders, isApiPath, isMalformedPath, MALFORMED_PAGE_STAND_IN, rawAnswer, refusePageBody, securityHeaders } from './lib/request-guard.mjs';
import { createSocketIdentity } from './lib/socket-identity.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The `compression` middleware as Next.js vendors it: present wherever next is, the standalone
// output (Docker image) included.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression');

export { SOCKET_ADDRESS_HEADER } from './lib/socket-identity.mjs';
const NONCE_SHAPE = /^[A-Za-z0-9+/]{22}==$/;

/** The request a log line belongs to (request id and route), across the app's async work. */
const requestContext = new AsyncLocalStorage();

function log(level, message, fields = {}) {
  const context = requestContext.getStore();
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...(context ?? {}), ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Every console call of the app (and of Next) becomes one JSON line with level, and request id and route when inside a request. */
function installJsonConsole() {
  const levels = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' };
  for (const [method, level] of Object.entries(levels)) {
    console[method] = (...args) => {
      const message = args.map((arg) => (typeof arg === 'string' ? arg : arg instanceof Error ? (arg.stack ?? String(arg)) : inspect(arg, { depth: 4, breakLength: Infinity }))).join(' ');
      log(level, message);
    };
  }
}

/** The build's nonce placeholder (.next/csp-nonce-placeholder), created on first use; same rule as src/lib/security/csp-nonce.ts. */
export function noncePlaceholder(dir = root) {
  const directory = path.join(dir, '.next');
  const file = path.join(directory, 'csp-nonce-placeholder');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (NONCE_SHAPE.test(existing)) return existing;
  } catch {
    // not yet
  }
  mkdirSync(directory, { recursive: true });
  try {
    writeFileSync(file, randomBytes(16).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch {
    // created by another process meanwhile
  }
  const value = readFileSync(file, 'utf8').trim();
  if (!NONCE_SHAPE.test(value)) throw new Error(`${file} does not hold a CSP nonce placeholder`);
  return value;
}

/**
 * Wraps `res` so that a response whose CSP carries the placeholder gets a fresh nonce, in the
 * header and (streamed, length-preserving) in the body. Such responses are pages and their RSC
 * payloads: they are marked private/no-cache (a shared cache would hand one nonce to everyone)
 * and lose validators (a 304 would pair the old body with a new nonce).
 *
 * With `segmentGzip`, a page served from Next's cache (x-nextjs-cache HIT or STALE) to a client
 * that takes gzip is gzipped from parts compressed once (scripts/lib/gzip-segments.mjs) instead of
 * being compressed again per response; the compression middleware then leaves it as it is.
 */
const SEGMENT_GZIP_TYPES = /^(?:text\/html|text\/x-component)\b/i;

export function substituteNonce(res, placeholder, segmentGzip) {
  let substitution;
  /** Set when the body is buffered and gzipped from cached parts: the response's nonce. */
  let gzipNonce;
  const gzipChunks = [];
  const writeHead = res.writeHead;
  res.writeHead = function patchedWriteHead(statusCode, ...rest) {
    const headersArg = rest.find((arg) => arg && typeof arg === 'object');
    if (headersArg && !Array.isArray(headersArg)) {
      for (const [key, value] of Object.entries(headersArg)) if (value !== undefined) this.setHeader(key, value);
      rest = rest.filter((arg) => arg !== headersArg);
    }
    const csp = this.getHeader('content-security-policy');
    if (typeof csp === 'string' && csp.includes(placeholder)) {
      const nonce = randomBytes(16).toString('base64');
      this.setHeader('content-security-policy', csp.split(placeholder).join(nonce));
      this.setHeader('cache-control', 'private, no-cache');
      this.removeHeader('etag');
      this.removeHeader('last-modified');
      const cached = ['HIT', 'STALE'].includes(String(this.getHeader('x-nextjs-cache') ?? ''));
      if (
        segmentGzip &&
        cached &&
        this.req?.method === 'GET' &&
        SEGMENT_GZIP_TYPES.test(String(this.getHeader('content-type') ?? '')) &&
        !this.getHeader('content-encoding') &&
        acceptsGzip(this.req?.headers['accept-encoding'])
      ) {
        gzipNonce = nonce;
        this.setHeader('content-encoding', 'gzip');
        this.removeHeader('content-length');
      } else {
        substitution = createNonceSubstitution(placeholder, nonce);
      }
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  const write = res.write;
  const end = res.end;
  res.write = function patchedWrite(chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (gzipNonce !== undefined) {
      if (chunk != null) gzipChunks.push(Buffer.isBuffer(chunk) ? Buffer.from(chunk) : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    }
    if (!substitution || chunk == null) return write.call(this, chunk, encoding, callback);
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
    return write.call(this, substitution.push(buffer), typeof encoding === 'function' ? encoding : callback);
  };
  res.end = function patchedEnd(chunk, encoding, callback) {
    if (typeof chunk === 'function') {
      callback = chunk;
      chunk = undefined;
    } else if (typeof encoding === 'function') {
      callback = encoding;
      encoding = undefined;
    }
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (gzipNonce !== undefined) {
      if (chunk != null) gzipChunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk));
      return end.call(this, segmentGzip.gzip(Buffer.concat(gzipChunks), gzipNonce), callback);
    }
    if (!substitution) return end.call(this, chunk, encoding, callback);
    const parts = [];
    if (chunk != null) parts.push(substitution.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk)));
    parts.push(substitution.flush());
    return end.call(this, Buffer.concat(parts), callback);
  };
}

function requestId(req) {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{8,128}$/.test(given) ? given : randomUUID();
}

/** Starts the site; resolves once it listens. */
export async function startSite({ port = Number(process.env.PORT || 3000), host = process.env.HOST || '0.0.0.0', dir = root, logRequests = process.env.LOG_REQUESTS !== '0' } = {}) {
  if (process.env.LOG_FORMAT !== 'text') installJsonConsole();
  const placeholder = noncePlaceholder(dir);
  process.env.CSP_NONCE_PLACEHOLDER = placeholder;
  process.env.NODE_ENV = 'production';
  // The standalone output (Docker image) has no next.config.ts: use the configuration the build
  // recorded, as .next/standalone/server.js does.
  const hasConfig = ['next.config.ts', 'next.config.mjs', 'next.config.js'].some((name) => existsSync(path.join(dir, name)));
  const requiredFiles = path.join(dir, '.next', 'required-server-files.json');
  if (!hasConfig && existsSync(requiredFiles)) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(requiredFiles, 'utf8')).config);
  const { default: next } = await import('next');
  // hostname 'localhost' whatever the bind address: see the header comment.
  const app = next({ dev: false, dir, hostname: 'localhost', port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const compress = compression();
  const segmentGzip = createSegmentGzip({ placeholder });
  const headers = securityHeaders(dir);
  const stampSocket = createSocketIdentity();
  const exposeCacheStatus = process.env.EXPOSE_CACHE_STATUS === '1';

  let inFlight = 0;
  let closing = false;
  const admit = createAdmission();
  const server = http.createServer((req, res) => admit(() => serveRequest(req, res), () => req.socket.destroyed));
  function serveRequest(req, res) {
    const started = process.hrtime.bigint();
    const id = requestId(req);
    const route = (req.url ?? '/').split('?')[0].slice(0, 512);
    inFlight += 1;
    res.on('close', () => {
      inFlight -= 1;
      if (logRequests) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const status = res.statusCode;
        log(status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info', 'request', { requestId: id, method: req.method, route, status, ms: Math.round(ms * 10) / 10, ...(res.cacheStatus ? { cache: res.cacheStatus } : {}) });
      }
    });
    // Set first, so every response carries them whoever writes it (Next's redirects and errors
    // included); Next overrides them where it has its own (a page's nonce-based CSP).
    for (const [key, value] of headers) res.setHeader(key, value);
    stampSocket(req);
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    if (closing) res.setHeader('connection', 'close');
    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      answerJson(res, 405, 'method-not-allowed', `Allowed methods: ${ALLOW_HEADER}`, { Allow: ALLOW_HEADER });
      return;
    }
    if (announcesPageBody(req)) {
      refusePageBody(res);
      return;
    }
    let forcedStatus;
    if (isMalformedPath(req.url)) {
      if (isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
        answerJson(res, 400, 'malformed-path', 'The request path has a malformed % escape');
        return;
      }
      // A page path: the site's not-found page, answered as 400.
      req.url = MALFORMED_PAGE_STAND_IN;
      forcedStatus = 400;
    }
    stripPageQuery(req, res);
    requestContext.run({ requestId: id, route }, () =>
      compress(req, res, () => {
        hideInternalHeaders(res, { exposeCacheStatus });
        substituteNonce(res, placeholder, segmentGzip);
        if (forcedStatus) {
          const writeHead = res.writeHead;
          res.writeHead = function forcedWriteHead(_statusCode, ...rest) {
            return writeHead.call(this, forcedStatus, ...rest);
          };
        }
        handle(req, res).catch((error) => {
          log('error', 'unhandled', { error: String(error?.stack ?? error) });
          if (!res.headersSent) {
            res.statusCode = 500;
            res.end('Internal Server Error');
          }
        });
      }),
    );
  }
  // Requests Node's parser refuses (an unknown method such as TRACK, a broken request line) and
  // CONNECT never become a request: answer them here, with the security headers, and close.
  server.on('clientError', (error, socket) => {
    if (error?.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = clientErrorAnswer(error);
    if (logRequests) log('warn', 'refused', { status: answer.status, reason: error?.code ?? 'parse error' });
    socket.end(rawAnswer([...headers, ['X-Request-Id', randomUUID()]], answer.status, answer.code, answer.message, answer.headers));
  });
  server.on('connect', (req, socket) => {
    if (logRequests) log('warn', 'refused', { method: 'CONNECT', status: 405 });
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer([...headers, ['X-Request-Id', requestId(req)]], 405, 'method-not-allowed', `Allowed methods: ${ALLOW_HEADER}`, { Allow: ALLOW_HEADER }));
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  log('info', 'listening', { host, port: actualPort });

  async function shutdown(signal, timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 15_000)) {
    if (closing) return;
    closing = true;
    log('info', 'shutting down', { signal, inFlight });
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
    server.closeIdleConnections();
    const deadline = setTimeout(() => {
      log('warn', 'shutdown timeout: cutting connections', { inFlight });
      server.closeAllConnections();
    }, timeoutMs);
    await closed;
    clearTimeout(deadline);
    // The app's own workers (ticket outbox) stop and release their leases.
    await Promise.allSettled((globalThis.__siteShutdownHooks ?? []).map((hook) => hook()));
    await app.close?.().catch(() => undefined);
    log('info', 'stopped', { signal });
  }
  return { server, port: actualPort, shutdown };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await startSite();
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      site.shutdown(signal).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
