/**
 * Security headers carried by every response. Pages get a per-request nonce-based CSP from the
 * proxy; everything else (static files, API answers) gets the static policy below.
 */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export const staticSecurityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** For responses that are not HTML documents: nothing may run or be framed. */
export const STATIC_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The build's content-hashed files (scripts, styles, fonts, images under /_next/static/). A page
 * loads a score of them, and on HTTP/1.1 every header is paid again on each, so they carry only the
 * headers that act on a subresource or on the file opened by itself: HSTS, nosniff (no script or
 * style of another type) and the static CSP (an SVG opened directly runs nothing). Framing,
 * referrer, permissions and opener policies act on documents and stay on every other response.
 */
export const BUILD_ASSETS_PREFIX = '/_next/static/';
export const buildAssetSecurityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  ...staticSecurityHeaders.filter(({ key }) => key === 'Strict-Transport-Security' || key === 'X-Content-Type-Options'),
  { key: 'Content-Security-Policy', value: STATIC_CSP },
];

/** next.config.ts's header rules (path-to-regexp sources): every path but the build's files, and those. */
export const HEADER_RULE_SOURCES = {
  everyOther: '/:path((?!_next/static/).*)',
  buildAssets: `${BUILD_ASSETS_PREFIX}:path*`,
} as const;

/**
 * The marketing-form portal's origins (HubSpot forms, region na1), allowed only when the site is
 * configured to use it (MARKETING_FORMS=hubspot); the embedded default needs none of them.
 */
export const MARKETING_FORM_ORIGINS = {
  script: 'https://js.hsforms.net https://js.hs-scripts.com https://js.hscollectedforms.net',
  connect: 'https://forms.hsforms.com https://forms-na1.hsforms.com https://api.hsforms.com https://forms.hubspot.com',
  frame: 'https://forms.hsforms.com https://forms-na1.hsforms.com',
} as const;

/** `connectOrigins`: extra origins pages may fetch from (the recruiting widget's API, when configured). */
export function pageContentSecurityPolicy(
  nonce: string,
  isDev: boolean,
  connectOrigins: readonly string[] = [],
  marketingForms: boolean = process.env.MARKETING_FORMS === 'hubspot',
): string {
  const forms = (kind: keyof typeof MARKETING_FORM_ORIGINS) => (marketingForms ? ` ${MARKETING_FORM_ORIGINS[kind]}` : '');
  const directives = [
    "default-src 'self'",
    // Scripts: only ours, by nonce; 'strict-dynamic' lets them load their own chunks.
    // 'unsafe-eval' only in development, where React needs it for error overlays.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${forms('script')}${isDev ? " 'unsafe-eval'" : ''}`,
    // Styles: style attributes are needed by accessible primitives; no script can come from them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self' ${TAG_MANAGER_ORIGIN} https://www.google-analytics.com${forms('connect')}${connectOrigins.map((origin) => ` ${origin}`).join('')}`,
    `frame-src ${YOUTUBE_EMBED_ORIGIN} ${TAG_MANAGER_ORIGIN}${forms('frame')}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${forms('connect')}`,
    "frame-ancestors 'none'",
  ];
  if (!isDev) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
