/**
 * The site server's short memory of the pages Next answered from its cache, so that a page asked
 * for again within a second does not go through Next at all (what nginx's cache does in the cached
 * deployment, inside the process for `npm start` alone).
 *
 * Serving a cached page through Next costs about 2–3 ms of CPU (routing, the proxy, the cache
 * lookup), twenty times a bare node:http answer of the same bytes; the nonce and the gzip are a
 * small part of it. Here an answer is kept as Next wrote it, placeholders in, and each request gets
 * its own nonce (and origin) put in as before (page-answers.ts).
 *
 * What is kept, and for how long:
 * - only a GET of a page document (no RSC/router headers) that Next answered 200 from its cache
 *   (HIT or STALE) with a shared-cache lifetime (s-maxage), HTML with the CSP placeholder: pages
 *   rendered per request (the blog hub's search, newsletter links, results) are never kept;
 * - under the URL Next was given (page-query.ts took off what pages do not read), and whether the
 *   request came over https through a trusted proxy (the locale cookie is Secure then);
 * - for SERVER_PAGE_CACHE_SECONDS (default 1; 0 turns this off), never longer than the page's own
 *   s-maxage; and every revalidation in the process (revalidateTag/revalidatePath, which the page
 *   cache handler reports through `__sitePagesChanged`) forgets everything at once;
 * - at most `maxEntries` answers and `maxBytes` in all (least recently used goes first).
 *
 * What varies per request is not kept: the request id, Date, connection headers.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createBoundedCache } from './bounded-cache';
import { sharedCacheSeconds } from './next-contract';
import type { BodyTransform } from './response-pipeline';

export interface RememberedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /** SHA-1 of the body (base64): the key of its gzip parts and origin template. */
  digest: string;
  expires: number;
}

/** Request headers that make Next answer something else than the page document. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action'];
/** Response headers that belong to one request. */
const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export const DEFAULT_SERVER_PAGE_CACHE_SECONDS = 1;

export function serverPageCacheSeconds(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SERVER_PAGE_CACHE_SECONDS ?? DEFAULT_SERVER_PAGE_CACHE_SECONDS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_SERVER_PAGE_CACHE_SECONDS;
}

export interface PageMemory {
  /** The key for a request, or null when it is not one a kept page can answer. */
  keyOf(req: IncomingMessage, overHttps: boolean): string | null;
  get(key: string, now?: number): RememberedPage | undefined;
  /** A transform that keeps the body Next writes when the answer may be kept (null otherwise). */
  recorder(key: string, res: ServerResponse, fromCache: boolean, placeholder: string): BodyTransform | null;
  forget(): void;
  readonly size: number;
}

export function createPageMemory({ seconds = serverPageCacheSeconds(), maxEntries = 512, maxBytes = 64 * 1024 * 1024 }: { seconds?: number; maxEntries?: number; maxBytes?: number } = {}): PageMemory {
  const pages = createBoundedCache<RememberedPage>({ maxEntries, maxBytes, sizeOf: (page) => page.body.length });

  return {
    keyOf(req, overHttps) {
      if (seconds <= 0 || req.method !== 'GET') return null;
      for (const name of ROUTER_HEADERS) if (req.headers[name] !== undefined) return null;
      return `${overHttps ? 'https' : 'http'} ${req.url ?? '/'}`;
    },
    get(key, now = Date.now()) {
      const page = pages.get(key);
      if (!page || page.expires > now) return page;
      pages.delete(key);
      return undefined;
    },
    recorder(key, res, fromCache, placeholder) {
      if (seconds <= 0 || !fromCache || res.statusCode !== 200) return null;
      if (!/^text\/html\b/i.test(String(res.getHeader('content-type') ?? '')) || res.getHeader('content-encoding')) return null;
      const csp = res.getHeader('content-security-policy');
      if (typeof csp !== 'string' || !csp.includes(placeholder)) return null;
      const shared = sharedCacheSeconds(res.getHeader('cache-control'));
      if (shared === null || shared <= 0) return null;
      const headers: OutgoingHttpHeaders = {};
      for (const name of res.getHeaderNames()) if (!PER_REQUEST.has(name)) headers[name] = res.getHeader(name);
      const status = res.statusCode;
      const chunks: Buffer[] = [];
      return {
        whole: false,
        push(chunk) {
          chunks.push(Buffer.from(chunk));
          return chunk;
        },
        end() {
          const body = Buffer.concat(chunks);
          pages.set(key, { status, headers, body, digest: createHash('sha1').update(body).digest('base64'), expires: Date.now() + Math.min(seconds, shared) * 1000 });
          return Buffer.alloc(0);
        },
      };
    },
    forget() {
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
