/**
 * What the site's server (scripts/server/site-server.ts, what `npm start` runs) and the app share
 * inside one process. The app runs in the server's process, so these are properties of globalThis,
 * set by one side and read by the other; nothing here ever leaves the process.
 *
 * - `__siteSocketSecret`: the per-process secret that vouches for x-site-socket-address
 *   (src/lib/http/client-address.ts).
 * - `__siteShutdownHooks`: the app's workers to stop on SIGTERM once in-flight requests are done
 *   (src/instrumentation.ts adds them).
 * - `__siteRequestOrigin`: the origin the request being served came to (src/lib/site/origin.ts),
 *   for links that leave the response (mail); undefined outside a request.
 * - `__sitePagesChanged`: called by the page cache handler (src/lib/cache/page-cache-handler.mjs)
 *   on every revalidation, so the server forgets the pages it keeps (scripts/server/page-memory.ts).
 */
export interface SiteServerGlobals {
  __siteSocketSecret?: unknown;
  __siteShutdownHooks?: Array<() => Promise<void>>;
  __siteRequestOrigin?: () => string | undefined;
  __sitePagesChanged?: () => void;
}

export function siteServerGlobals(): SiteServerGlobals {
  return globalThis as SiteServerGlobals;
}
