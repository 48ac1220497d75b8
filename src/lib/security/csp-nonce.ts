import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Pages are rendered once and served from Next's cache, yet every response carries its own CSP
 * nonce: nonce substitution (docs/csp.md).
 *
 * Rendering puts a secret placeholder in every nonce attribute (Next reads it from the CSP header
 * the proxy sets on the request; our own <Script>s and JSON-LD take it from cspNonce()). The
 * site's server (scripts/server/site-server.ts), or the caching proxy in front of it
 * (deploy/nginx-cache.conf), replaces the placeholder in each response and its CSP header with a
 * fresh random nonce. The placeholder never reaches a visitor, so markup injected into a page (which
 * cannot know it) gets no nonce and the browser refuses it.
 *
 * Placeholder and nonces are 16 random bytes written as 32 hex digits: the same length, so the
 * substitution keeps byte lengths (a page's RSC payload counts bytes), and the same form as nginx's
 * $request_id, which the caching proxy uses as the nonce. The placeholder is CSP_NONCE_PLACEHOLDER
 * when the operator sets it (the caching proxy's configuration must name the same value), else the
 * one kept with the build (.next/csp-nonce-placeholder, made at the first start, mode 0600),
 * because cached pages outlive the process; the server passes it on in CSP_NONCE_PLACEHOLDER.
 */
export const NONCE_LENGTH = 32;
const NONCE_SHAPE = /^[0-9a-f]{32}$/;
const PLACEHOLDER_FILE = 'csp-nonce-placeholder';

export function isNonceShaped(value: string | undefined): value is string {
  return typeof value === 'string' && NONCE_SHAPE.test(value);
}

/** A fresh nonce for one response. */
export function freshNonce(): string {
  return randomBytes(16).toString('hex');
}

let cached: string | undefined;

export function cspNonce(): string {
  cached ??= noncePlaceholder();
  return cached;
}

/**
 * The placeholder: CSP_NONCE_PLACEHOLDER if set (it must be 32 hex digits), else the build's,
 * created on first use; `next start` without the site's server lands here too.
 */
export function noncePlaceholder(dir: string = /*turbopackIgnore: true*/ process.cwd(), env: Record<string, string | undefined> = process.env): string {
  const fromEnv = env.CSP_NONCE_PLACEHOLDER?.trim();
  if (fromEnv) {
    if (!isNonceShaped(fromEnv)) throw new Error('CSP_NONCE_PLACEHOLDER must be 32 lower-case hex digits (e.g. openssl rand -hex 16)');
    return fromEnv;
  }
  const directory = path.join(dir, '.next');
  const file = path.join(directory, PLACEHOLDER_FILE);
  const existing = readPlaceholder(file);
  if (existing) return existing;
  mkdirSync(directory, { recursive: true });
  // One of an older form (before hex nonces) goes; the pages cached with it went with their process.
  if (existing === null) rmSync(file, { force: true });
  try {
    writeFileSync(file, freshNonce(), { flag: 'wx', mode: 0o600 });
  } catch {
    // Another process created it first: use theirs.
  }
  const value = readPlaceholder(file);
  if (!value) throw new Error(`${file} does not hold a CSP nonce placeholder`);
  return value;
}

/** The file's placeholder; undefined when there is no file, null when it holds something else. */
function readPlaceholder(file: string): string | null | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
  return isNonceShaped(text) ? text : null;
}
