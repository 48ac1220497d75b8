import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { buildAssetSecurityHeaders, HEADER_RULE_SOURCES, STATIC_CSP, staticSecurityHeaders } from './src/lib/security/headers';
import { BLOG_HUB_REWRITES } from './src/lib/posts/rewrites';
import { DEFAULT_LOCALE_REWRITES } from './src/lib/server/rewrite-origin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * use-intl's message formatter: in the browser its format-only runtime (islands' messages arrive
 * precompiled by src/i18n/island-messages.ts, so no ICU parser is shipped: ~10 KB gzip less); on the
 * server src/i18n/format-message.ts, which compiles the raw catalogue's messages with the same compiler.
 * (next-intl's own `experimental.messages.precompile` sets this alias too, but also replaces imported
 * catalogue files with compiled ones, which the server's raw reads cannot take.)
 */
const formatMessageAlias = {
  browser: './node_modules/use-intl/dist/esm/production/format-message/format-only.js',
  default: './src/i18n/format-message.ts',
};

function mediaHosts(): string[] {
  return (process.env.MEDIA_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => /^(\*\*?\.)?[a-z0-9.-]+$/.test(host));
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  turbopack: { resolveAlias: { 'use-intl/format-message': formatMessageAlias } },
  // The Docker image runs the traced, self-contained server files (.next/standalone) with the site's
  // server (.next/site-server.mjs, compiled from scripts/server).
  output: 'standalone',
  // The site's server compresses after the nonce substitution; nginx does it in front of plain `next start`.
  compress: false,
  // Pages carry a per-response nonce: a 304 would pair a cached body with a new nonce (docs/csp.md).
  generateEtags: false,
  reactStrictMode: true,
  // Native module: load it from node_modules at run time instead of bundling it.
  serverExternalPackages: ['better-sqlite3', 'pg'],
  // The stylesheet is a cacheable file (inlining it put the CSS in every page twice: <style> and the RSC payload).
  // Rendered pages stay in each process's memory (bounded LRU), not in .next: a process serves what it
  // rendered with its own configuration, and no cached page outlives a restart (docs/csp.md). Not-found
  // answers are kept apart so unknown paths cannot evict pages (src/lib/cache/page-cache-handler.mjs,
  // which also keeps pages off the disk: Next's own switch for that, experimental.isrFlushToDisk, made
  // every build print a red ⨯).
  cacheHandler: path.resolve(process.cwd(), 'src/lib/cache/page-cache-handler.mjs'),
  // /_next/image optimises remote images only from the media hosts the operator names (MEDIA_HOSTS,
  // comma separated, https only); by default none: the optimiser never fetches a visitor-chosen URL.
  images: { remotePatterns: mediaHosts().map((hostname) => ({ protocol: 'https', hostname })) },
  // Unprefixed paths are the default locale's pages: mapped here, not by a proxy rewrite (which loops
  // under `next start -H 127.0.0.1`; src/lib/server/rewrite-origin.ts).
  async rewrites() {
    // The blog hub's query states go to its per-request view (src/lib/posts/rewrites.ts).
    return { beforeFiles: BLOG_HUB_REWRITES, afterFiles: DEFAULT_LOCALE_REWRITES, fallback: [] };
  },
  async headers() {
    return [
      // Pages overwrite this CSP with their nonce-based one in src/proxy.ts.
      { source: HEADER_RULE_SOURCES.everyOther, headers: [...staticSecurityHeaders, { key: 'Content-Security-Policy', value: STATIC_CSP }] },
      { source: HEADER_RULE_SOURCES.buildAssets, headers: [...buildAssetSecurityHeaders] },
    ];
  },
};

export default withNextIntl(nextConfig);
