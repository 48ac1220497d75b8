import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { createNonce, pageContentSecurityPolicy } from './lib/security/headers';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every page request: a fresh CSP nonce (Next.js reads it from the request's CSP header and puts
 * it on its own scripts; our layout reads x-nonce), then locale routing.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = createNonce();
  const csp = pageContentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  // next-intl copies request.headers into the request it forwards, so the nonce reaches the page.
  request.headers.set('x-nonce', nonce);
  request.headers.set('Content-Security-Policy', csp);
  const response = handleI18nRouting(request);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  // Pages only: API routes, Next's static files and files with an extension keep the static headers.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
