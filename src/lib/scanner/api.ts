import 'server-only';
import { createHash } from 'node:crypto';
import { ApiError, errorResponse, toErrorResponse } from '@/lib/http/api-error';
import { readJsonBody } from '@/lib/http/json-body';
import { clientIp, RateLimiter } from '@/lib/http/rate-limit';
import { scannerConfig, type ScannerConfig } from './config';
import {
  checkConnectionSecurity,
  checkDomainSecurity,
  checkEmailSecurity,
  checkHostAvailability,
  HostUnavailableError,
  PrivateAddressError,
  withScanContext,
  type ScanContext,
} from './scan';
import { emailCheckRequestSchema, scanRequestSchema } from './host';
import { INVALID_HOST, saveEmailSchema } from './schema';
import { requestFullReport } from './report-request';
import { recordScanResult, scannerStore, scanVerdicts, type ScanGroup } from './store';
import type { CheckItem } from './types';

/**
 * The route handlers of /api/web-sec-tool/*. Each route file only calls one of these.
 * Success: `{ success: true, message }`. Availability failures: `{ success: false, code, message }` with
 * message 'NXDOMAIN' or 'SERVFAIL' (the spec's catalogue keys) and HTTP 200 — a scan outcome, not an
 * error of the request. Bad input: 400 'invalid-host' / 'invalid-input'; rate limit: 429
 * 'rate-limit-exceeded'; private targets: 422 'private-address'.
 *
 * The verdicts of each security call are recorded per host (scan_result); save-email mails the
 * report of the site's own scan of the host in the last REPORT_SCAN_MAX_AGE_MS (422 'scan-required'
 * without one), at most REPORTS_PER_RECIPIENT times a day to the same address (429).
 */
export const REPORT_SCAN_MAX_AGE_MS = 60 * 60_000;
export const REPORTS_PER_RECIPIENT = 3;
const MAX_BODY_BYTES = 8 * 1024;
const limiters = new Map<string, RateLimiter>();

function limiter(kind: 'scan' | 'check' | 'save', config: ScannerConfig): RateLimiter {
  // One scan = one availability call + three checks; saving the email is rarer still.
  const limit = kind === 'scan' ? config.rateLimit : kind === 'check' ? config.rateLimit * 3 : config.rateLimit * 2;
  const key = `${kind}:${limit}:${config.rateWindowMs}`;
  let found = limiters.get(key);
  if (!found) {
    found = new RateLimiter({ name: kind, limit, windowMs: config.rateWindowMs });
    limiters.set(key, found);
  }
  return found;
}

/** Reports mailed per address and day, whoever asks (the address hashed: keys are at most 64 characters). */
function recipientLimiter(): RateLimiter {
  let found = limiters.get('recipient');
  if (!found) {
    found = new RateLimiter({ name: 'scan-report-recipient', limit: REPORTS_PER_RECIPIENT, windowMs: 24 * 60 * 60_000 });
    limiters.set('recipient', found);
  }
  return found;
}
const recipientKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Test hook: forget every rate-limit window. */
export function resetScanRateLimits(): void {
  limiters.clear();
}

/** What a scan call found, as the report reads it: {check: passed}. A failure to record is logged, not the visitor's problem. */
async function recordVerdicts(host: string, group: ScanGroup, data: Record<string, CheckItem>): Promise<void> {
  const verdicts = Object.fromEntries(Object.entries(data).map(([name, item]) => [name, item.success]));
  await recordScanResult(await scannerStore(), host, group, verdicts).catch((error: unknown) => console.error(`[scanner] recording the ${group} scan of ${host} failed`, error));
}

/** The body, streamed with a cap (json-body.ts): 413 payload-too-large before it is ever held whole. */
function readJson(request: Request): Promise<unknown> {
  return readJsonBody(request, MAX_BODY_BYTES);
}

function ok(message: unknown): Response {
  return Response.json({ success: true, message }, { headers: { 'Cache-Control': 'no-store' } });
}

function scanFailure(error: unknown, context: string): Response {
  if (error instanceof HostUnavailableError) {
    const code = error.code === 'NXDOMAIN' || error.code === 'SERVFAIL' ? error.code : 'UNKNOWN';
    return Response.json({ success: false, code, message: code }, { headers: { 'Cache-Control': 'no-store' } });
  }
  if (error instanceof PrivateAddressError) {
    // the address and the block that refused it are for the log (one line), not for the visitor
    console.warn(`[scanner] ${context}: ${error.message}`);
    return errorResponse(new ApiError(422, 'private-address', 'This host resolves to a private or reserved address and cannot be scanned.'));
  }
  return toErrorResponse(error, context);
}

async function parseQuery(request: Request) {
  const body = await readJson(request);
  const parsed = scanRequestSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'invalid-host', INVALID_HOST, { query: INVALID_HOST });
  return parsed.data.query;
}

export type CheckKind = 'availability' | 'domain' | 'connection' | 'email';

export async function handleCheck(request: Request, kind: CheckKind): Promise<Response> {
  const context = `web-sec-tool/${kind}`;
  try {
    const config = scannerConfig();
    await limiter(kind === 'availability' ? 'scan' : 'check', config).enforce(clientIp(request.headers));
    if (kind === 'email') {
      const body = await readJson(request);
      const parsed = emailCheckRequestSchema.safeParse(body);
      if (!parsed.success) {
        const hostIssue = parsed.error.issues.some((issue) => issue.path[0] === 'query');
        throw hostIssue
          ? new ApiError(400, 'invalid-host', INVALID_HOST, { query: INVALID_HOST })
          : new ApiError(400, 'invalid-selector', 'Invalid DKIM selector', { selector: 'Invalid DKIM selector' });
      }
      const { query, selector } = parsed.data;
      const found = await withScanContext(config, (scan) => checkEmailSecurity(scan, query, selector));
      await recordVerdicts(query, 'email', found);
      return ok(found);
    }
    const host = await parseQuery(request);
    if (kind === 'availability') return ok(await withScanContext(config, (scan) => checkHostAvailability(scan, host)));
    const run: (scan: ScanContext, host: string) => Promise<Record<string, CheckItem>> = kind === 'domain' ? checkDomainSecurity : checkConnectionSecurity;
    const found = await withScanContext(config, (scan) => run(scan, host));
    await recordVerdicts(host, kind, found);
    return ok(found);
  } catch (error) {
    return scanFailure(error, context);
  }
}

export async function handleSaveEmail(request: Request): Promise<Response> {
  try {
    const config = scannerConfig();
    await limiter('save', config).enforce(clientIp(request.headers));
    const body = await readJson(request);
    const parsed = saveEmailSchema.safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'body');
        fields[key] ??= issue.message;
      }
      const message = fields.emailAddress ?? fields.domainName ?? 'Invalid input';
      throw new ApiError(400, 'invalid-input', message, fields);
    }
    const input = parsed.data;
    const checks = await scanVerdicts(await scannerStore(), input.domainName, new Date(Date.now() - REPORT_SCAN_MAX_AGE_MS));
    if (!checks) throw new ApiError(422, 'scan-required', 'Scan this host first: the report is made from the scan the site ran.');
    await recipientLimiter().enforce(recipientKey(input.emailAddress));
    await requestFullReport(input, checks);
    return Response.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, 'web-sec-tool/save-email');
  }
}
