import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Pages are rendered once and served from Next's cache, yet every response carries its own CSP
 * nonce: nonce substitution (docs/csp.md).
 *
 * Rendering puts a secret placeholder in every nonce attribute (Next reads it from the CSP header
 * the proxy sets on the request; our own <Script>s and JSON-LD take it from cspNonce()). The
 * site's server (scripts/serve.mjs) replaces the placeholder in each HTML response and its CSP
 * header with a fresh random nonce. The placeholder never leaves the server, so markup injected
 * into a page (which cannot know it) gets no nonce and the browser refuses it.
 *
 * The placeholder is as long as a nonce (16 random bytes, base64: 24 characters), so the
 * substitution keeps byte lengths. It is kept with the build (.next/csp-nonce-placeholder) because
 * cached pages outlive the process; the server passes it in CSP_NONCE_PLACEHOLDER.
 */
export const NONCE_LENGTH = 24;
const PLACEHOLDER_FILE = 'csp-nonce-placeholder';

let cached: string | undefined;

export function cspNonce(): string {
  if (cached) return cached;
  const fromEnv = process.env.CSP_NONCE_PLACEHOLDER;
  cached = fromEnv && isNonceShaped(fromEnv) ? fromEnv : placeholderFromBuild();
  return cached;
}

function isNonceShaped(value: string): boolean {
  return value.length === NONCE_LENGTH && /^[A-Za-z0-9+/]{22}==$/.test(value);
}

/** Reads (or, first time, creates) the build's placeholder; `next start` without the site's server lands here. */
function placeholderFromBuild(): string {
  const directory = path.join(/*turbopackIgnore: true*/ process.cwd(), '.next');
  const file = path.join(directory, PLACEHOLDER_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (isNonceShaped(existing)) return existing;
  } catch {
    // not created yet
  }
  const fresh = randomBytes(16).toString('base64');
  try {
    mkdirSync(directory, { recursive: true });
    writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch {
    // Another process created it first: use theirs.
    const existing = readFileSync(file, 'utf8').trim();
    if (isNonceShaped(existing)) return existing;
    throw new Error(`${file} does not hold a CSP nonce placeholder`);
  }
}
