import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKED_NEXT_VERSIONS, FLIGHT_LENGTH_ROW_TAGS, htmlEscapeJsonString, INLINE_FLIGHT_BINARY, INLINE_FLIGHT_CALL, INLINE_FLIGHT_END, INLINE_FLIGHT_TEXT, installedNextVersion, isFlightNewlineTag, NEXT_CACHE_HEADER, NEXT_INTERNAL_RESPONSE_HEADERS, nextCompression, sharedCacheSeconds, STANDALONE_CONFIG_ENV } from './next-contract';

/**
 * The site server's contract with Next.js (next-contract.ts): pinned to the versions it was checked
 * against, and each internal it touches looked up in the installed Next. When this fails after a
 * Next upgrade, read the item in next-contract.ts against the new Next, run the e2e suites
 * (deploy, http, abuse-requests, cached-deployment), then add the version.
 */
const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve('next/package.json'));
const source = (file: string) => readFileSync(path.join(nextDir, file), 'utf8');

describe('the Next.js version', () => {
  it('is one the site server was checked against', () => {
    expect(CHECKED_NEXT_VERSIONS, `Next ${installedNextVersion()} is installed: check scripts/server/next-contract.ts against it`).toContain(installedNextVersion());
  });
});

describe("Next's internals the server relies on are still there", () => {
  it('2. the cache headers, with HIT/STALE for a cached answer', () => {
    const named = source('dist/client/components/app-router-headers.js');
    for (const name of NEXT_INTERNAL_RESPONSE_HEADERS.filter((header) => header !== NEXT_CACHE_HEADER)) expect(named, name).toContain(`'${name}'`);
    expect(source('dist/build/templates/app-page-runtime.js')).toContain(`res.setHeader('${NEXT_CACHE_HEADER}', isOnDemandRevalidate ? 'REVALIDATED' : cacheEntry.isMiss ? 'MISS' : cacheEntry.isStale ? 'STALE' : 'HIT')`);
  });

  it("3. a cached page's Cache-Control carries s-maxage (the proxy's lifetime)", () => {
    expect(source('dist/server/lib/cache-control.js')).toContain('s-maxage=');
    expect(sharedCacheSeconds('s-maxage=300, stale-while-revalidate=31535700')).toBe(300);
    expect(sharedCacheSeconds('private, no-cache, no-store, max-age=0, must-revalidate')).toBeNull();
    expect(sharedCacheSeconds(undefined)).toBeNull();
  });

  it('4. the bundled compression middleware loads and is a (req, res, next) middleware', () => {
    const middleware = nextCompression();
    expect(typeof middleware).toBe('function');
    expect(middleware.length).toBe(3);
  });

  it('5. the private variable that hands Next the recorded configuration (and silences the standalone warning)', () => {
    const server = source('dist/server/next.js');
    expect(server).toContain(`process.env.${STANDALONE_CONFIG_ENV}`);
    expect(server).toMatch(/does not work with "output: standalone"/);
    expect(source('dist/server/config.js')).toContain(STANDALONE_CONFIG_ENV);
  });

  it("6. the build's routes manifest keeps header rules by source", () => {
    expect(source('dist/build/generate-routes-manifest.js')).toContain("headers: headers.map((r)=>(0, _buildcustomroute.buildCustomRoute)('header', r))");
  });

  it('7. the inline RSC payload scripts and their escaping', () => {
    const flight = source('dist/server/app-render/use-flight-response.js');
    expect(flight).toContain(`self.__next_f.push(\${htmlInlinedData})</script>`);
    expect(flight).toContain(`INLINE_FLIGHT_PAYLOAD_DATA = ${INLINE_FLIGHT_TEXT}`);
    expect(flight).toContain(`INLINE_FLIGHT_PAYLOAD_BINARY = ${INLINE_FLIGHT_BINARY}`);
    expect(INLINE_FLIGHT_CALL).toBe('self.__next_f.push(');
    expect(INLINE_FLIGHT_END).toBe(')</script>');
    const escape = require(path.join(nextDir, 'dist/shared/lib/htmlescape.js')) as { htmlEscapeJsonString: (text: string) => string };
    const sample = JSON.stringify([1, '<a href="x">&\u2028\u2029</a> é ✓ "quoted" \\ \n']);
    expect(htmlEscapeJsonString(sample)).toBe(escape.htmlEscapeJsonString(sample));
  });

  it("7. React Flight's length-prefixed and newline row tags, as React's client reads them", () => {
    const client = source('dist/compiled/react-server-dom-webpack/cjs/react-server-dom-webpack-client.browser.production.js');
    // `84 === rowState || 65 === rowState || …` (length-prefixed), then `(64 < rowState && 91 > rowState) || 35 === … || 114 === … || 120 === …`.
    const lengthList = /case 1:\s*rowState = value\[i\];\s*((?:\d+ === rowState\s*\|\|\s*)+\d+ === rowState)/.exec(client)?.[1];
    expect(lengthList, 'the row-tag switch of the Flight client').toBeDefined();
    const codes = [...lengthList!.matchAll(/(\d+) === rowState/g)].map((match) => Number(match[1]));
    expect(codes.map((code) => String.fromCharCode(code)).sort()).toEqual([...FLIGHT_LENGTH_ROW_TAGS].sort());
    expect(client).toMatch(/\(64 < rowState && 91 > rowState\) \|\|\s*35 === rowState \|\|\s*114 === rowState \|\|\s*120 === rowState/);
    expect([..."ABZ#rx"].every((tag) => isFlightNewlineTag(tag.charCodeAt(0)))).toBe(true);
    expect(isFlightNewlineTag('['.charCodeAt(0))).toBe(false);
  });

  it('the page cache handler: FileSystemCache takes flushToDisk from its context; the tags manifest answers areTagsExpired', () => {
    expect(source('dist/server/lib/incremental-cache/file-system-cache.js')).toContain('this.flushToDisk = ctx.flushToDisk');
    const tags = require(path.join(nextDir, 'dist/server/lib/incremental-cache/tags-manifest.external.js')) as { areTagsExpired?: unknown };
    expect(typeof tags.areTagsExpired).toBe('function');
  });

  it("the proxy's rewrite headers (src/lib/server/rewrite-origin.ts)", () => {
    const adapter = source('dist/server/web/adapter.js');
    expect(adapter).toContain('x-middleware-rewrite');
    expect(source('dist/server/lib/router-utils/resolve-routes.js')).toContain('x-middleware-next');
  });
});
