/**
 * Everything the site's server relies on in Next.js beyond its documented custom-server API
 * (`next({ dir, hostname, port })`, `prepare()`, `getRequestHandler()`, `close()`), named in one
 * place, each with why the server needs it. A Next upgrade must be checked against this list:
 * next-contract.test.ts fails on a Next version not in CHECKED_NEXT_VERSIONS and on any item below
 * that the installed Next no longer has; the e2e suites exercise the behaviour.
 *
 * 1. Response writing. Next writes every answer through Node's ServerResponse: setHeader, then
 *    writeHead (explicitly or implicitly through write/end), write and end. The server swaps the
 *    CSP nonce, the request's origin and the compression in between by wrapping those three
 *    methods on each response (response-pipeline.ts); nothing else of Next's is wrapped.
 * 2. `x-nextjs-cache` (HIT, STALE, MISS, REVALIDATED): the only sign that a page came from Next's
 *    cache, so that its gzip can be built from parts compressed once (gzip-segments.ts). It and
 *    Next's other cache headers are not sent to visitors (request-guard.ts).
 * 3. `s-maxage` in the Cache-Control Next gives a page it cached (ISR): how long a caching proxy
 *    may keep it (proxy-cache.ts).
 * 4. Next's bundled `compression` middleware (next/dist/compiled/compression): the standalone
 *    package (Docker image) carries it wherever `next` is, so the server compresses with it instead
 *    of a dependency of its own that the standalone trace would not include.
 * 5. `__NEXT_PRIVATE_STANDALONE_CONFIG`: the build's recorded configuration
 *    (.next/required-server-files.json) handed to Next, as Next's own standalone server.js does.
 *    The server always uses it: the standalone package has no next.config.ts, and in the repository
 *    it spares compiling next.config.ts at every start and Next's warning that `next start` does
 *    not suit `output: standalone` (the warning is printed unless this variable is set).
 * 6. The build's `/:path*` header rule in .next/routes-manifest.json: the security headers the
 *    server puts on answers Next never sees (request-guard.ts).
 * 7. The HTML page's inline RSC payload, `<script>self.__next_f.push([1,"…"])</script>` (type 1:
 *    text, type 3: base64 bytes; JSON with `<`, `>`, `&`, U+2028/9 escaped), and React Flight's
 *    rows inside it, some of which carry their byte length: what origin-substitution.ts must keep
 *    intact when it changes the length of the text.
 *
 * Outside the server, two more internals are the site's (same test): the page cache handler
 * (src/lib/cache/page-cache-handler.mjs) extends Next's FileSystemCache and reads its tags
 * manifest, and src/lib/server/rewrite-origin.ts edits the proxy's `x-middleware-rewrite` /
 * `x-middleware-next` headers.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The Next.js versions this contract was checked against (by reading Next's source and running the e2e suites). */
export const CHECKED_NEXT_VERSIONS: readonly string[] = ['16.4.6'];

export function installedNextVersion(): string {
  return (require('next/package.json') as { version: string }).version;
}

/** A line for the start-up log when Next is a version the contract was not checked against (null otherwise). */
export function uncheckedNextVersion(): string | null {
  const version = installedNextVersion();
  return CHECKED_NEXT_VERSIONS.includes(version) ? null : `Next.js ${version} is not a version the site's server was checked against (${CHECKED_NEXT_VERSIONS.join(', ')}): see scripts/server/next-contract.ts`;
}

// 2. Cache status.
export const NEXT_CACHE_HEADER = 'x-nextjs-cache';
export const NEXT_INTERNAL_RESPONSE_HEADERS: readonly string[] = [NEXT_CACHE_HEADER, 'x-nextjs-prerender', 'x-nextjs-stale-time'];

/** Whether a cache status says Next answered from its cache (fresh or stale). */
export function isFromNextCache(status: string | undefined): boolean {
  return status === 'HIT' || status === 'STALE';
}

// 3. Shared-cache lifetime.
/**
 * The seconds a shared cache may keep an answer, from the Cache-Control Next set: its `s-maxage`
 * (a page Next cached), or null (rendered per request, private, no-store).
 */
export function sharedCacheSeconds(cacheControl: unknown): number | null {
  if (typeof cacheControl !== 'string' || /\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return null;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

// 4. Compression.
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function nextCompression(): Middleware {
  const compression = require('next/dist/compiled/compression') as () => Middleware;
  return compression();
}

// 5. The recorded configuration.
export const STANDALONE_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** Hands Next the configuration the build recorded (.next/required-server-files.json). */
export function applyRecordedConfig(dir: string): void {
  const file = path.join(dir, '.next', 'required-server-files.json');
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config: unknown };
  process.env[STANDALONE_CONFIG_ENV] = JSON.stringify(config);
}

// 7. The inline RSC payload and React Flight rows.
/** Opening of an inline payload script after its `<script …>` tag, and its end. */
export const INLINE_FLIGHT_CALL = 'self.__next_f.push(';
export const INLINE_FLIGHT_END = ')</script>';
/** The inline payload types that carry the stream: text, and bytes that are not UTF-8 (base64). */
export const INLINE_FLIGHT_TEXT = 1;
export const INLINE_FLIGHT_BINARY = 3;

/** Next's htmlEscapeJsonString: what makes JSON safe inside a <script>. */
export function htmlEscapeJsonString(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (match) => `\\u${match.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * React Flight's row tags whose row is `<id>:<tag><hex length>,<bytes>`: text (T) and binary data
 * (typed arrays, buffers). Every other row ends at a newline.
 */
export const FLIGHT_LENGTH_ROW_TAGS: readonly string[] = ['T', 'A', 'O', 'o', 'b', 'U', 'S', 's', 'L', 'l', 'G', 'g', 'M', 'm', 'V'];
/** Row tags that are followed by a newline-terminated payload (any other first byte is part of the payload). */
export function isFlightNewlineTag(byte: number): boolean {
  return (byte > 64 && byte < 91) || byte === 35 || byte === 114 || byte === 120;
}
