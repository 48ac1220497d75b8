/**
 * The site's HTTP server (what `npm start` and the Docker image run; compiled at build into
 * .next/site-server.mjs): Next.js's request handler behind a plain Node server that adds what
 * `next start` lacks. What it relies on in Next beyond the custom-server API is listed in
 * next-contract.ts.
 *
 * - Nonce substitution (docs/csp.md): pages come from Next's cache with a secret placeholder in
 *   their nonce attributes; each answer gets a fresh nonce in body and CSP header, or keeps the
 *   placeholder for the caching proxy that puts in its own (proxy-cache.ts, page-answers.ts).
 * - The request's origin in absolute links when SITE_URL is unset (origin-substitution.ts).
 * - Compression here, after the substitution (next.config.ts sets compress: false); a cached page is
 *   gzipped from parts compressed once (gzip-segments.ts).
 * - Any bind address: Next is told it serves 'localhost' whatever HOST is, so its internal
 *   routing never compares against a literal IP (see src/lib/server/rewrite-origin.ts).
 * - Client address: the socket's address is passed to the app in x-site-socket-address with this
 *   process's secret (socket-identity.ts; a client's copies are dropped), so rate limits can key on
 *   it (TRUSTED_PROXIES decides when forwarded headers are believed).
 * - Cached pages carry nothing of the request that filled them: page URLs reach Next without the
 *   query parameters the page does not read (page-query.ts); Next's cache headers (x-nextjs-cache …)
 *   are not sent (the request log line has the cache status).
 * - A request id (X-Request-Id: the client's if it is a plain token, else a fresh one) on every
 *   response; logs are JSON lines (time, level, msg, and requestId and route for whatever the app
 *   logs while serving a request), one per request (LOG_REQUESTS=0 turns those off;
 *   LOG_FORMAT=text keeps the app's console as it is).
 * - Graceful shutdown: on SIGTERM/SIGINT it stops accepting, lets in-flight requests finish (an
 *   upload in flight completes), tells the app to stop its workers (releasing outbox leases) and
 *   exits; after SHUTDOWN_TIMEOUT_MS (default 15000) remaining connections are cut.
 * - Odd requests (request-guard.ts says why they are handled here): the security headers on every
 *   response, Next's own redirects and the answers below included; a method the site does not serve
 *   (TRACE, TRACK, CONNECT, PUT, anything unknown) is 405 with Allow; a malformed `%` escape or a
 *   control character in the path is 400 (the site's not-found page for pages, JSON
 *   `malformed-path` under /api); a page request with a body is 413 before the body is read; one
 *   log line each, never a stack trace.
 * - Admission (admission.ts): a few requests start per event-loop turn; one whose client left while
 *   it waited is not started.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { inspect } from 'node:util';
import { arrivedOverHttps, type HeaderSource } from '../../src/lib/http/client-address';
import { noncePlaceholder } from '../../src/lib/security/csp-nonce';
import { siteServerGlobals } from '../../src/lib/server/site-server-globals';
import { configuredSiteUrl, ORIGIN_FROM_REQUEST_ENV, ORIGIN_PLACEHOLDER, requestOrigin } from '../../src/lib/site/origin';
import { createAdmission } from './admission';
import { createBuildAssets } from './build-assets';
import { createSegmentGzip } from './gzip-segments';
import { applyRecordedConfig, isFromNextCache, nextCompression, uncheckedNextVersion } from './next-contract';
import { createOriginSubstitution } from './origin-substitution';
import { nonceHook, originHook } from './page-answers';
import { createPageMemory, type RememberedPage } from './page-memory';
import { stripPageQuery } from './page-query';
import { fromCachingProxy, proxyCacheSeconds } from './proxy-cache';
import { ALLOW_HEADER, ALLOWED_METHODS, announcesPageBody, answerJson, clientErrorAnswer, hideInternalHeaders, isApiPath, isBuildAssetPath, isMalformedPath, MALFORMED_PAGE_STAND_IN, rawAnswer, refusePageBody, securityHeaders } from './request-guard';
import { pipeResponse, type HeadHook } from './response-pipeline';
import { createSocketIdentity } from './socket-identity';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** The request a log line belongs to (request id and route), across the app's async work; and its origin. */
interface RequestContext {
  requestId: string;
  route: string;
  origin: () => string;
}
const requestContext = new AsyncLocalStorage<RequestContext>();

function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const context = requestContext.getStore();
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...(context ? { requestId: context.requestId, route: context.route } : {}), ...fields });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** Every console call of the app (and of Next) becomes one JSON line with level, and request id and route when inside a request. */
function installJsonConsole(): void {
  const levels = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;
  for (const [method, level] of Object.entries(levels) as Array<[keyof typeof levels, Level]>) {
    console[method] = (...args: unknown[]) => {
      const message = args.map((arg) => (typeof arg === 'string' ? arg : arg instanceof Error ? (arg.stack ?? String(arg)) : inspect(arg, { depth: 4, breakLength: Infinity }))).join(' ');
      log(level, message);
    };
  }
}

function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{8,128}$/.test(given) ? given : randomUUID();
}

/** Node's request headers as the app's header readers see them. */
function headerSource(req: IncomingMessage): HeaderSource {
  return {
    get(name: string) {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
  };
}

export interface SiteOptions {
  port?: number;
  host?: string;
  /** The directory with the build (.next) and public/: the repository, or the standalone package. */
  dir?: string;
  logRequests?: boolean;
}

export interface RunningSite {
  server: http.Server;
  port: number;
  shutdown(signal: string, timeoutMs?: number): Promise<void>;
}

/** Starts the site; resolves once it listens. */
export async function startSite({ port = Number(process.env.PORT || 3000), host = process.env.HOST || '0.0.0.0', dir = process.cwd(), logRequests = process.env.LOG_REQUESTS !== '0' }: SiteOptions = {}): Promise<RunningSite> {
  if (process.env.LOG_FORMAT !== 'text') installJsonConsole();
  const unchecked = uncheckedNextVersion();
  if (unchecked) log('warn', unchecked);
  const placeholder = noncePlaceholder(dir);
  process.env.CSP_NONCE_PLACEHOLDER = placeholder;
  (process.env as Record<string, string>).NODE_ENV = 'production';
  // Links name the origin each request came to unless SITE_URL names one (src/lib/site/origin.ts).
  const originFromRequest = configuredSiteUrl() === null;
  process.env[ORIGIN_FROM_REQUEST_ENV] = originFromRequest ? '1' : '';
  applyRecordedConfig(dir);
  const { default: next } = await import('next');
  // hostname 'localhost' whatever the bind address: see the header comment.
  const app = next({ dev: false, dir, hostname: 'localhost', port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const compress = nextCompression();
  const segmentGzip = createSegmentGzip({ placeholder });
  const buildAssets = createBuildAssets(dir);
  const originSubstitution = createOriginSubstitution({ placeholder: ORIGIN_PLACEHOLDER });
  const proxyPlaceholder = Buffer.from(placeholder);
  const proxySeconds = proxyCacheSeconds();
  const headers = securityHeaders(dir);
  const stampSocket = createSocketIdentity();
  const exposeCacheStatus = process.env.EXPOSE_CACHE_STATUS === '1';
  const pageMemory = createPageMemory();
  const globals = siteServerGlobals();
  globals.__siteRequestOrigin = () => requestContext.getStore()?.origin();
  globals.__sitePagesChanged = () => pageMemory.forget();

  let inFlight = 0;
  let closing = false;
  const admit = createAdmission();
  const server = http.createServer((req, res) => admit(() => serveRequest(req, res), () => req.socket.destroyed));

  function serveRequest(req: IncomingMessage, res: ServerResponse): void {
    const started = process.hrtime.bigint();
    const id = requestId(req);
    const route = (req.url ?? '/').split('?')[0]!.slice(0, 512);
    let cacheStatus: string | undefined;
    inFlight += 1;
    res.on('close', () => {
      inFlight -= 1;
      if (logRequests) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const status = res.statusCode;
        log(status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info', 'request', { requestId: id, method: req.method, route, status, ms: Math.round(ms * 10) / 10, ...(cacheStatus ? { cache: cacheStatus } : {}) });
      }
    });
    // Set first, so every response carries them whoever writes it (Next's redirects and errors
    // included); Next overrides them where it has its own (a page's nonce-based CSP).
    const buildAsset = isBuildAssetPath(req.url);
    for (const [key, value] of buildAsset ? headers.buildAssets : headers.everyOther) res.setHeader(key, value);
    stampSocket(req);
    req.headers['x-request-id'] = id;
    // The build's files are the same for everyone and many per page: the id stays in the log only.
    if (!buildAsset) res.setHeader('x-request-id', id);
    if (closing) res.setHeader('connection', 'close');
    if (!ALLOWED_METHODS.includes(req.method ?? '')) {
      answerJson(res, 405, 'method-not-allowed', `Allowed methods: ${ALLOW_HEADER}`, { Allow: ALLOW_HEADER });
      return;
    }
    if (buildAsset && buildAssets.answer(req, res)) return;
    if (announcesPageBody(req)) {
      refusePageBody(res);
      return;
    }
    let forcedStatus: number | undefined;
    if (isMalformedPath(req.url)) {
      if (isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
        answerJson(res, 400, 'malformed-path', 'The request path has a malformed % escape');
        return;
      }
      // A page path: the site's not-found page, answered as 400.
      req.url = MALFORMED_PAGE_STAND_IN;
      forcedStatus = 400;
    }
    const forProxy = fromCachingProxy(req, proxyPlaceholder);
    const restoreQuery = stripPageQuery(req);
    let origin: string | undefined;
    const originOf = () => (origin ??= requestOrigin(headerSource(req)));
    const memoryKey = forProxy || forcedStatus ? null : pageMemory.keyOf(req, req.headers['x-forwarded-proto'] !== undefined && arrivedOverHttps(headerSource(req)));
    const remembered = memoryKey === null ? undefined : pageMemory.get(memoryKey);
    if (remembered) {
      cacheStatus = 'MEMORY';
      answerFromMemory(res, remembered, originOf);
      return;
    }
    const hooks: HeadHook[] = [
      (response) => {
        if (forcedStatus) response.statusCode = forcedStatus;
        restoreQuery?.(response);
        cacheStatus = hideInternalHeaders(response, exposeCacheStatus);
        return memoryKey === null ? null : pageMemory.recorder(memoryKey, response, isFromNextCache(cacheStatus), placeholder);
      },
    ];
    if (originFromRequest) hooks.push(originHook(originSubstitution, ORIGIN_PLACEHOLDER, originOf));
    hooks.push(nonceHook({ placeholder, segmentGzip, forProxy, proxyCacheSeconds: proxySeconds, fromCache: () => isFromNextCache(cacheStatus) }));
    requestContext.run({ requestId: id, route, origin: originOf }, () =>
      compress(req, res, () => {
        pipeResponse(res, hooks);
        handle(req, res).catch((error: unknown) => {
          log('error', 'unhandled', { error: String((error as Error)?.stack ?? error) });
          if (!res.headersSent) {
            res.statusCode = 500;
            res.end('Internal Server Error');
          }
        });
      }),
    );
  }
  /**
   * A page the server keeps (page-memory.ts), answered without Next: its own nonce (gzipped from the
   * parts compressed once when the client takes gzip) and origin, as any cached page.
   */
  function answerFromMemory(res: ServerResponse, page: RememberedPage, originOf: () => string): void {
    const hooks: HeadHook[] = [];
    if (originFromRequest) hooks.push(originHook(originSubstitution, ORIGIN_PLACEHOLDER, originOf, page.digest));
    // The gzip parts of this body (with this origin in it) are known by name: no hashing per answer.
    const bodyKey = () => (originFromRequest ? `${page.digest} ${originOf()}` : page.digest);
    hooks.push(nonceHook({ placeholder, segmentGzip, forProxy: false, proxyCacheSeconds: proxySeconds, fromCache: () => true, bodyKey }));
    pipeResponse(res, hooks);
    for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) res.setHeader(name, value);
    // The encoding is chosen per request here, as Next's compression would.
    const vary = String(page.headers.vary ?? '');
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    res.setHeader('content-length', page.body.length);
    res.statusCode = page.status;
    res.end(page.body);
  }

  // Requests Node's parser refuses (an unknown method such as TRACK, a broken request line) and
  // CONNECT never become a request: answer them here, with the security headers, and close.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket & { _httpMessage?: ServerResponse }) => {
    if (error?.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = clientErrorAnswer(error);
    if (logRequests) log('warn', 'refused', { status: answer.status, reason: error?.code ?? 'parse error' });
    socket.end(rawAnswer([...headers.everyOther, ['X-Request-Id', randomUUID()]], answer.status, answer.code, answer.message, answer.headers));
  });
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    if (logRequests) log('warn', 'refused', { method: 'CONNECT', status: 405 });
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer([...headers.everyOther, ['X-Request-Id', requestId(req)]], 405, 'method-not-allowed', `Allowed methods: ${ALLOW_HEADER}`, { Allow: ALLOW_HEADER }));
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  log('info', 'listening', { host, port: actualPort, url: `http://${host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? 'localhost' : host}:${actualPort}` });

  async function shutdown(signal: string, timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 15_000)): Promise<void> {
    if (closing) return;
    closing = true;
    log('info', 'shutting down', { signal, inFlight });
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = setTimeout(() => {
      log('warn', 'shutdown timeout: cutting connections', { inFlight });
      server.closeAllConnections();
    }, timeoutMs);
    await closed;
    clearTimeout(deadline);
    // The app's own workers (ticket outbox) stop and release their leases.
    await Promise.allSettled((siteServerGlobals().__siteShutdownHooks ?? []).map((hook) => hook()));
    await app.close?.().catch(() => undefined);
    log('info', 'stopped', { signal });
  }
  return { server, port: actualPort, shutdown };
}

/** Runs the site until SIGTERM or SIGINT (the built server's entry point; scripts/start.mjs runs it too). */
export async function runSite(options: SiteOptions = {}): Promise<RunningSite> {
  let site: RunningSite;
  try {
    site = await startSite(options);
  } catch (error) {
    // (Next keeps the process alive after an uncaught error: a server that cannot listen must end.)
    log('error', 'the site could not start', { error: String((error as Error)?.message ?? error) });
    process.exit(1);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      site.shutdown(signal).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  return site;
}

/** The directory the built server runs in: the one holding .next (the repository or the standalone package). */
export function siteDirectory(builtFile: string): string {
  return path.resolve(path.dirname(builtFile), '..');
}
