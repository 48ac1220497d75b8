import 'server-only';
import { ApiError, toErrorResponse } from '@/lib/http/api-error';
import { TICKET_TYPES } from '@/lib/forms';
import { clientIp, configuredRateLimiter } from '@/lib/http/rate-limit';
import { ticketConfig } from './config';
import { zendeskOutbox } from './desk';
import { parseSubmission } from './multipart';
import { assertSameOrigin } from './origin';
import { commitTicket, incomingDir, type TicketReference } from './service';

const limiter = configuredRateLimiter('tickets', ticketConfig);

/** Path of the result page a plain HTML form lands on (rendered by the support block, phase 2). */
export const RESULT_PAGE_PATH = '/support/ticket-result';
/** Locales whose URLs carry a prefix (English, the default, has none: next-intl 'as-needed'). */
const PREFIXED_LOCALES = ['es', 'nl', 'hi'];

/**
 * A browser navigation (plain form post without JavaScript) asks for HTML; fetch() from the form
 * script asks for JSON. Only the former gets a redirect.
 */
export function wantsHtml(headers: Headers): boolean {
  const accept = (headers.get('accept') ?? '').toLowerCase();
  return accept.includes('text/html') && !accept.includes('application/json');
}

function localeOf(fields: Record<string, string> | null, headers: Headers): string | null {
  const fromField = fields?.locale;
  if (fromField === 'en') return null;
  if (fromField && PREFIXED_LOCALES.includes(fromField)) return fromField;
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    const first = new URL(referer).pathname.split('/')[1] ?? '';
    return PREFIXED_LOCALES.includes(first) ? first : null;
  } catch {
    return null;
  }
}

/**
 * The no-JS result contract (303 See Other to a GET page, so a reload never re-posts):
 *   success: {RESULT_PAGE_PATH}?status=success&type=<ticketType>&ticketId=<id>&token=<result token>
 *   failure: {RESULT_PAGE_PATH}?status=error&type=<ticketType?>&code=<code>[&fields=<field>:<code>,<field>:<code>]
 * The page reads the ticket's subject from the store by id and token; it never shows text from the
 * URL (codes are looked up in a fixed list).
 * prefixed with /<locale> (es, nl, hi; English has no prefix) when the form sent a `locale` field or
 * was posted from a localised page.
 */
export function resultPageUrl(
  outcome: { ok: true; reference: TicketReference } | { ok: false; error: ApiError },
  context: { type?: string; locale: string | null },
): string {
  const params = new URLSearchParams();
  params.set('status', outcome.ok ? 'success' : 'error');
  if ((TICKET_TYPES as readonly string[]).includes(context.type ?? '')) params.set('type', context.type!);
  if (outcome.ok) {
    params.set('ticketId', outcome.reference.ticketId);
    params.set('token', outcome.reference.resultToken);
  } else {
    params.set('code', outcome.error.code);
    const fields = Object.entries(outcome.error.fields ?? {}).map(([field, code]) => `${field}:${code}`);
    if (fields.length) params.set('fields', fields.join(','));
  }
  return `${context.locale ? `/${context.locale}` : ''}${RESULT_PAGE_PATH}?${params.toString()}`;
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * The submission's idempotency key: the `Idempotency-Key` header (script client) or the hidden
 * `idempotencyKey` field (the forms; generated once per form fill and kept across resubmits).
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
function idempotencyKeyOf(headers: Headers, fields: Record<string, string>): string | null {
  const value = headers.get('idempotency-key') ?? fields[IDEMPOTENCY_FIELD] ?? '';
  return value.trim() === '' ? null : value.trim();
}

/**
 * POST /api/zendesk/create-zendesk-ticket.
 * Order: same-origin -> per-IP rate limit -> stream the body to disk with limits and content checks
 * -> the form's zod schema -> commit (one DB transaction, then the files are moved) -> answer. Only a
 * committed ticket gets `success: true`; a resubmit with the idempotency key of a committed ticket
 * gets that ticket again (header `Idempotent-Replayed: true`); with TICKET_DESK=zendesk the outbox is
 * nudged to deliver it right away.
 */
export async function handleCreateTicket(request: Request): Promise<Response> {
  const html = wantsHtml(request.headers);
  let fields: Record<string, string> | null = null;
  try {
    const config = ticketConfig();
    assertSameOrigin(request.headers, config.allowedOrigins);
    await limiter.get().enforce(clientIp(request.headers));
    const submission = await parseSubmission(request, incomingDir(config.directory));
    fields = submission.fields;
    // commitTicket removes the uploads unless it committed them.
    const reference: TicketReference = await commitTicket(submission, { config, idempotencyKey: idempotencyKeyOf(request.headers, fields) });
    zendeskOutbox()
      ?.then((outbox) => outbox.kick())
      .catch((error: unknown) => console.error('[tickets] outbox', error));
    if (html) return redirect(resultPageUrl({ ok: true, reference }, { type: fields.ticketType, locale: localeOf(fields, request.headers) }));
    return Response.json(
      { success: true, message: { ticketId: reference.ticketId, ticketSubject: reference.ticketSubject } },
      { status: 200, headers: { 'Cache-Control': 'no-store', ...(reference.replayed ? { 'Idempotent-Replayed': 'true' } : {}) } },
    );
  } catch (error) {
    if (html) {
      const apiError = error instanceof ApiError ? error : new ApiError(500, 'internal-error', 'Server error');
      if (!(error instanceof ApiError)) console.error('[tickets]', error);
      return redirect(resultPageUrl({ ok: false, error: apiError }, { type: fields?.ticketType, locale: localeOf(fields, request.headers) }));
    }
    return toErrorResponse(error, 'tickets');
  }
}
