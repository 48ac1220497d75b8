import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { STATIC_CSP, staticSecurityHeaders } from './src/lib/security/headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native module: load it from node_modules at run time instead of bundling it.
  serverExternalPackages: ['better-sqlite3'],
  // Inline the (small) Tailwind CSS into the HTML: no render-blocking stylesheet request on first load.
  experimental: { inlineCss: true },
  images: { remotePatterns: [{ protocol: 'https', hostname: '**' }] },
  async headers() {
    return [
      // Pages overwrite this CSP with their nonce-based one in src/proxy.ts.
      { source: '/:path*', headers: [...staticSecurityHeaders, { key: 'Content-Security-Policy', value: STATIC_CSP }] },
    ];
  },
};

export default withNextIntl(nextConfig);
