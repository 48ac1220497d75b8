import 'server-only';
import { z } from 'zod';
import { withAsciiDots } from '@/lib/domain/dots';
// the IDNA tables, registered with the shared check
import '@/lib/domain/idna';
import { idnaName } from '@/lib/domain/idna-check';
import { emailCheckQuerySchema, hostSchema, INVALID_HOST, isValidHost, scanQuerySchema } from './schema';

/**
 * The host a scan connects to, as DNS, TLS SNI and HTTP see it: the A-label form by UTS #46, through
 * the one IDNA check of the whois input and the domain search box (src/lib/domain/idna-check.ts), then the scanner's FQDN rule on
 * that form. "Bücher.example" -> "xn--bcher-kva.example". Null when the IDNA mapping refuses the name
 * (a disallowed code point, the Bidi or ContextJ rules, DNS lengths) or the A-label form is no FQDN.
 * The name is not lower-cased first: the mapping does it.
 */
export function toScanHost(input: string): string | null {
  const ascii = idnaName(withAsciiDots(input.trim()))?.ascii;
  return ascii && isValidHost(ascii) ? ascii : null;
}

/** `query` of the scan routes: the form's input rule (hostSchema), then the A-label form. */
export const scanHostSchema = z.string({ error: INVALID_HOST }).transform((value, context) => {
  const host = hostSchema.safeParse(value).success ? toScanHost(value) : null;
  if (!host) {
    context.addIssue({ code: 'custom', message: INVALID_HOST });
    return z.NEVER;
  }
  return host;
});

/** The request bodies of the scan routes, server side: the shared schemas with `query` as an A-label. */
export const scanRequestSchema = scanQuerySchema.extend({ query: scanHostSchema });
export const emailCheckRequestSchema = emailCheckQuerySchema.extend({ query: scanHostSchema });
