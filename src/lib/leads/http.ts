import 'server-only';
// the IDNA tables, registered with the one IDNA check the e-mail rule uses for IDN domains
import '@/lib/domain/idna';
import type { z } from 'zod';
import { localizedPath } from '@/i18n/locales';
import { ApiError, toErrorResponse } from '@/lib/http/api-error';
import { enforceRateLimit, readFormBody, seeOther, wantsHtml } from '@/lib/http/form-post';
import { assertSameOrigin } from '@/lib/tickets/origin';
import { formsConfig } from './config';
import { fieldErrors, leadFormSchema } from './schema';
import { commitLead } from './service';

/** Small forms: a few fields of text. */
export const MAX_FORM_BYTES = 16 * 1024;

/** Where a plain (script-less) form post lands: a page saying what happened. */
export const FORM_RESULT_PATH = '/forms/result';

/** The locale a form's body names (its `locale` field), else English. */
export function localeOf(body: Record<string, unknown> | null): 'en' | 'es' | 'nl' | 'hi' {
  const value = body?.locale;
  return value === 'es' || value === 'nl' || value === 'hi' ? value : 'en';
}

export function formResultUrl(form: 'lead' | 'newsletter', locale: 'en' | 'es' | 'nl' | 'hi', outcome: { ok: true; id?: string } | { ok: false; code: string; fields?: Record<string, string> }, back?: string): string {
  const params = new URLSearchParams({ form, status: outcome.ok ? 'success' : 'error' });
  if (outcome.ok && outcome.id) params.set('id', outcome.id);
  if (!outcome.ok) {
    params.set('code', outcome.code);
    const fields = Object.entries(outcome.fields ?? {}).map(([field, code]) => `${field}:${code}`);
    if (fields.length) params.set('fields', fields.join(','));
  }
  if (back && /^\/(?!\/)[^\s]*$/.test(back)) params.set('back', back);
  return `${localizedPath(FORM_RESULT_PATH, locale)}?${params.toString()}`;
}

/**
 * A first-party form post (the lead form, the newsletter sign-up): same-origin -> the per-address
 * rate limit `name` (429 rate-limit-exceeded) -> a body of at most 16 KB (413; JSON or urlencoded,
 * else 415) -> the form's zod schema (400 validation-failed with a code per field); `answer` then
 * does the work with the valid values (`html`: a plain form post, answered with a 303 to the result
 * page). Any failure: a plain form post gets a 303 to the result page with the error code, fetch()
 * the JSON error.
 */
export async function handleFormPost<S extends z.ZodType>(
  request: Request,
  { name, form, schema }: { name: 'leads' | 'newsletter'; form: 'lead' | 'newsletter'; schema: S },
  answer: (values: z.output<S>, html: boolean) => Promise<Response>,
): Promise<Response> {
  const html = wantsHtml(request.headers);
  let body: Record<string, unknown> | null = null;
  try {
    const config = formsConfig();
    assertSameOrigin(request.headers, config.allowedOrigins);
    await enforceRateLimit(name, config.rateLimit, config.rateWindowMs, request.headers);
    body = await readFormBody(request, MAX_FORM_BYTES);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError(400, 'validation-failed', 'Some fields are not valid', fieldErrors(parsed.error));
    return await answer(parsed.data, html);
  } catch (error) {
    if (html) {
      const apiError = error instanceof ApiError ? error : new ApiError(500, 'internal-error', 'Server error');
      if (!(error instanceof ApiError)) console.error(`[${name}]`, error);
      return seeOther(formResultUrl(form, localeOf(body), { ok: false, code: apiError.code, fields: apiError.fields }, typeof body?.pagePath === 'string' ? body.pagePath : undefined));
    }
    return toErrorResponse(error, name);
  }
}

/**
 * POST /api/leads — the first-party lead form, with the ticket form's guarantees (handleFormPost),
 * then one committed row -> `{success:true, message:{leadId}}`. A plain form post (no JavaScript)
 * gets a 303 to the result page instead. A filled honeypot is answered like a success and stored
 * nowhere.
 */
export async function handleCreateLead(request: Request): Promise<Response> {
  return handleFormPost(request, { name: 'leads', form: 'lead', schema: leadFormSchema }, async (lead, html) => {
    if (lead.website) {
      console.warn('[leads] honeypot filled: submission dropped');
      return html ? seeOther(formResultUrl('lead', lead.locale, { ok: true })) : Response.json({ success: true, message: { leadId: null } }, { headers: { 'Cache-Control': 'no-store' } });
    }
    const { leadId } = await commitLead(lead);
    if (html) return seeOther(formResultUrl('lead', lead.locale, { ok: true, id: leadId }, lead.pagePath));
    return Response.json({ success: true, message: { leadId } }, { headers: { 'Cache-Control': 'no-store' } });
  });
}
