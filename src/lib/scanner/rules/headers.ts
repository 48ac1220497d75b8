import { fail, pass, type CheckItem } from '../types';

/**
 * HTTP security header rules (after internet.nl's "security options" and HSTS tests).
 * Each takes every value the server sent for the header, in order (repeated headers included).
 */
export const HSTS_MIN_MAX_AGE = 31_536_000;

function tokens(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(','))
    .map((token) => token.trim())
    .filter(Boolean);
}

/** Strict-Transport-Security: max-age >= 31536000 (one year). The first header counts (RFC 6797 section 8.1). */
export function hstsRule(values: readonly string[], httpsAnswered: boolean): CheckItem {
  const fix = `Send "Strict-Transport-Security: max-age=${HSTS_MIN_MAX_AGE}" (or longer) on every HTTPS answer.`;
  if (!httpsAnswered) return fail('no-https', 'There is no HTTPS answer that could carry an HSTS policy.', fix);
  const first = values[0];
  if (first === undefined) return fail('missing', 'The HTTPS answer has no Strict-Transport-Security header.', fix);
  const maxAge = first
    .split(';')
    .map((directive) => directive.trim().match(/^max-age\s*=\s*"?(\d+)"?$/i))
    .find(Boolean)?.[1];
  if (maxAge === undefined) return fail('invalid', `The HSTS header "${first}" has no valid max-age.`, fix);
  const seconds = Number(maxAge);
  if (seconds < HSTS_MIN_MAX_AGE) {
    return fail('too-short', `HSTS max-age is ${seconds} seconds, shorter than one year (${HSTS_MIN_MAX_AGE}).`, fix);
  }
  return pass('ok', `HSTS is set with max-age=${seconds}.`);
}

export function xFrameOptionsRule(values: readonly string[]): CheckItem {
  const fix = 'Send "X-Frame-Options: DENY" (or SAMEORIGIN) so other sites cannot frame your pages (clickjacking).';
  const distinct = [...new Set(tokens(values).map((token) => token.toUpperCase()))];
  if (distinct.length === 0) return fail('missing', 'The X-Frame-Options header is missing.', fix);
  const [only] = distinct;
  if (distinct.length === 1 && (only === 'DENY' || only === 'SAMEORIGIN')) {
    return pass('ok', `X-Frame-Options is ${only}.`);
  }
  return fail('invalid', `X-Frame-Options is "${values.join(', ')}", which is not DENY or SAMEORIGIN.`, fix);
}

export function xContentTypeOptionsRule(values: readonly string[]): CheckItem {
  const fix = 'Send "X-Content-Type-Options: nosniff" so browsers do not guess content types.';
  const distinct = [...new Set(tokens(values).map((token) => token.toLowerCase()))];
  if (distinct.length === 0) return fail('missing', 'The X-Content-Type-Options header is missing.', fix);
  if (distinct.length === 1 && distinct[0] === 'nosniff') return pass('ok', 'X-Content-Type-Options is nosniff.');
  return fail('invalid', `X-Content-Type-Options is "${values.join(', ')}", not nosniff.`, fix);
}

/** Keywords and sources that make a Content-Security-Policy ineffective. */
function unsafeSource(source: string): string | null {
  const lower = source.toLowerCase();
  if (lower === "'unsafe-inline'" || lower === "'unsafe-eval'") return source;
  // Wildcards: "*", "https://*", "*:443", "http://*:*" (a subdomain wildcard like *.example.com is specific enough).
  if (lower === '*' || /^[a-z][a-z0-9+.-]*:\/\/\*(:[0-9*]+)?\/?$/.test(lower) || /^\*:/.test(lower)) return source;
  // Bare schemes such as "https:" or "data:" allow any host.
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return source;
  return null;
}

/**
 * Content-Security-Policy: present, with frame-ancestors, and free of 'unsafe-inline', 'unsafe-eval',
 * wildcard and bare-scheme sources in any directive. Several policies (repeated headers or comma-joined)
 * are all enforced by browsers, so every one of them is inspected.
 */
export function contentSecurityPolicyRule(values: readonly string[]): CheckItem {
  const fix =
    "Send a Content-Security-Policy with frame-ancestors (e.g. \"default-src 'self'; frame-ancestors 'none'\") and without 'unsafe-inline', 'unsafe-eval', * or bare-scheme sources.";
  const policies = tokens(values);
  if (policies.length === 0) return fail('missing', 'The Content-Security-Policy header is missing.', fix);
  const unsafe = new Set<string>();
  let frameAncestors = false;
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      if (name.toLowerCase() === 'frame-ancestors') frameAncestors = true;
      for (const source of sources) {
        const bad = unsafeSource(source);
        if (bad) unsafe.add(bad);
      }
    }
  }
  if (unsafe.size > 0) {
    return fail('unsafe', `The Content-Security-Policy allows unsafe sources: ${[...unsafe].join(', ')}.`, fix);
  }
  if (!frameAncestors) {
    return fail('no-frame-ancestors', 'The Content-Security-Policy has no frame-ancestors directive.', fix);
  }
  return pass('ok', 'A Content-Security-Policy with frame-ancestors and no unsafe sources is set.');
}

export const GOOD_REFERRER_POLICIES = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

/** Referrer-Policy: the last value (browsers apply the last one they know) must be a privacy-preserving one. */
export function referrerPolicyRule(values: readonly string[]): CheckItem {
  const fix = 'Send "Referrer-Policy: no-referrer" (or same-origin, strict-origin, strict-origin-when-cross-origin).';
  const last = tokens(values).at(-1)?.toLowerCase();
  if (last === undefined) return fail('missing', 'The Referrer-Policy header is missing.', fix);
  if (GOOD_REFERRER_POLICIES.includes(last)) return pass('ok', `Referrer-Policy is ${last}.`);
  return fail('weak', `Referrer-Policy is ${last}, which can leak full URLs to other sites.`, fix);
}
