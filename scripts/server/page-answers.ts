/**
 * The head hooks that make a cached page fit for one visitor (response-pipeline.ts runs them):
 *
 * - the request's origin for ORIGIN_PLACEHOLDER, when SITE_URL is unset (origin-substitution.ts);
 * - a fresh CSP nonce for the placeholder, in the header and the body (docs/csp.md): streamed
 *   (same length, nonce-substitution.ts), or, for a page from Next's cache to a client that takes
 *   gzip, gzipped from parts compressed once (gzip-segments.ts), which Next's compression then
 *   leaves as it is. Such answers are `private, no-cache` without validators: a shared cache would
 *   hand one nonce to everyone, and a 304 would pair an old body with a new nonce;
 * - or, for the caching proxy, the placeholder kept (proxy-cache.ts).
 */
import type { ServerResponse } from 'node:http';
import { freshNonce } from '../../src/lib/security/csp-nonce';
import { acceptsCoding } from './accept-encoding';
import type { SegmentGzip } from './gzip-segments';
import { createNonceSubstitution } from './nonce-substitution';
import { bodyKind, type OriginSubstitution } from './origin-substitution';
import { headForProxy, proxySubstitutes } from './proxy-cache';
import type { BodyTransform, HeadHook } from './response-pipeline';

/** A transform that needs the whole body: `finish` makes the answer of it. */
function wholeBody(finish: (body: Buffer) => Buffer): BodyTransform {
  const chunks: Buffer[] = [];
  return {
    whole: true,
    push(chunk) {
      if (chunk.length) chunks.push(chunk);
      return Buffer.alloc(0);
    },
    end() {
      return finish(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    },
  };
}

/** Every header value that names the placeholder origin (a redirect's Location, a Link) names the request's. */
function substituteHeaders(res: ServerResponse, placeholder: string, origin: string): void {
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name);
    if (typeof value === 'string' && value.includes(placeholder)) res.setHeader(name, value.split(placeholder).join(origin));
    else if (Array.isArray(value) && value.some((entry) => entry.includes(placeholder))) res.setHeader(name, value.map((entry) => entry.split(placeholder).join(origin)));
  }
}

/** `digest`: the body's SHA-1 when the answer comes from the page memory (spares hashing it). */
export function originHook(substitution: OriginSubstitution, placeholder: string, origin: () => string, digest?: string): HeadHook {
  return (res) => {
    const value = origin();
    substituteHeaders(res, placeholder, value);
    const kind = bodyKind(res.getHeader('content-type'));
    if (!kind || res.statusCode === 204 || res.statusCode === 304) return null;
    return wholeBody((body) => substitution.substitute(body, kind, value, digest));
  };
}

const SEGMENT_GZIP_TYPES = /^(?:text\/html|text\/x-component)\b/i;

export interface NonceHookOptions {
  placeholder: string;
  segmentGzip: SegmentGzip;
  /** The caching proxy asked (proxy-cache.ts): the placeholder stays. */
  forProxy: boolean;
  proxyCacheSeconds: number;
  /** Whether Next answered from its cache (read before its cache headers are removed). */
  fromCache: () => boolean;
  /** A name of the body the gzip parts are kept under, when known (page memory: its digest and origin). */
  bodyKey?: () => string;
}

export function nonceHook({ placeholder, segmentGzip, forProxy, proxyCacheSeconds, fromCache, bodyKey }: NonceHookOptions): HeadHook {
  return (res) => {
    const csp = res.getHeader('content-security-policy');
    if (typeof csp !== 'string' || !csp.includes(placeholder)) return null;
    if (forProxy && proxySubstitutes(res.getHeader('content-type'))) {
      headForProxy(res, proxyCacheSeconds);
      return null;
    }
    const nonce = freshNonce();
    res.setHeader('content-security-policy', csp.split(placeholder).join(nonce));
    res.setHeader('cache-control', 'private, no-cache');
    res.removeHeader('etag');
    res.removeHeader('last-modified');
    if (fromCache() && res.req?.method === 'GET' && SEGMENT_GZIP_TYPES.test(String(res.getHeader('content-type') ?? '')) && !res.getHeader('content-encoding') && acceptsCoding(res.req.headers['accept-encoding'], 'gzip')) {
      res.setHeader('content-encoding', 'gzip');
      res.removeHeader('content-length');
      return wholeBody((body) => segmentGzip.gzip(body, nonce, bodyKey?.()));
    }
    const substitution = createNonceSubstitution(placeholder, nonce);
    return { whole: false, push: (chunk) => substitution.push(chunk), end: () => substitution.flush() };
  };
}
