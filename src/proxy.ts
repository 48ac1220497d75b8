import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { arrivedOverHttps } from './lib/http/client-address';
import { countHubSearch, hubSearchLocale, searchLimitedPage } from './lib/posts/search-limit';
import { recruitingWidgetConnectOrigins } from './lib/company/csp';
import { cspNonce } from './lib/security/csp-nonce';
import { pageContentSecurityPolicy } from './lib/security/headers';
import { withoutDefaultLocaleRewrite } from './lib/server/rewrite-origin';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every page request: the CSP with the nonce placeholder (see csp-nonce.ts), then locale routing.
 * A blog search through the hub page counts against the client's search limit first (429 past it).
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const searchLocale = hubSearchLocale(request.nextUrl);
  if (searchLocale) {
    const verdict = await countHubSearch(request.headers);
    if (!verdict.allowed) return searchLimitedPage(searchLocale, verdict.retryAfterSeconds);
  }
  // The build's nonce placeholder: Next reads it from the request's CSP header and puts it on its
  // scripts; the site's server swaps it for a fresh nonce per response (src/lib/security/csp-nonce.ts).
  const csp = pageContentSecurityPolicy(cspNonce(), process.env.NODE_ENV === 'development', recruitingWidgetConnectOrigins());
  // next-intl copies request.headers into the request it forwards, so the header reaches the page.
  request.headers.set('Content-Security-Policy', csp);
  const response = handleI18nRouting(request);
  // The default locale reaches /en through next.config.ts rewrites (see withoutDefaultLocaleRewrite).
  withoutDefaultLocaleRewrite(response.headers, request.url);
  response.headers.set('Content-Security-Policy', csp);
  // The locale cookie (NEXT_LOCALE, set by next-intl) is Secure when the visitor came over TLS
  // (X-Forwarded-Proto from a trusted proxy): it never travels over plain HTTP afterwards.
  if (arrivedOverHttps(request.headers)) {
    for (const cookie of response.cookies.getAll()) response.cookies.set({ ...cookie, secure: true });
  }
  return response;
}

export const config = {
  // Pages only: API routes, Next's static files and files with an extension keep the static headers.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
