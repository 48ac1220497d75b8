import { ApiError } from '@/lib/http/api-error';
import { fromTrustedProxy } from '@/lib/http/client-address';

/**
 * Same-origin check for the ticket POST (CSRF defence; the form has no cookies to steal, but a
 * foreign page must not be able to file tickets in a visitor's name).
 * - `Sec-Fetch-Site: cross-site | same-site` -> refused.
 * - `Origin` present: its host must equal the request's Host (or X-Forwarded-Host, read only when
 *   the request came through a proxy TRUSTED_PROXIES names: a client talking to the site directly
 *   does not choose the host it is checked against), or be listed in TICKET_ALLOWED_ORIGINS.
 *   `Origin: null` (sandboxed/opaque) is refused.
 * - Neither header (curl, server-to-server): allowed — browsers always send at least one on a POST.
 */
export function assertSameOrigin(headers: Headers, allowedOrigins: readonly string[] = []): void {
  const refuse = () => {
    throw new ApiError(403, 'cross-origin-request', 'Requests from another site are not accepted');
  };
  const fetchSite = headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    const origin = headers.get('origin');
    if (!origin || !allowedOrigins.includes(origin.replace(/\/+$/, ''))) refuse();
    return;
  }
  const origin = headers.get('origin');
  if (origin === null) return;
  if (origin === 'null') refuse();
  if (allowedOrigins.includes(origin.replace(/\/+$/, ''))) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return refuse();
  }
  const hosts = [fromTrustedProxy(headers) ? headers.get('x-forwarded-host') : null, headers.get('host')]
    .flatMap((value) => (value ? value.split(',') : []))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (!hosts.includes(originHost)) refuse();
}
