import 'server-only';
// the IDNA tables, registered with the one IDNA check the e-mail rule uses for IDN domains
import '@/lib/domain/idna';
import { ApiError, toErrorResponse } from '@/lib/http/api-error';
import { readFormBody, seeOther, wantsHtml } from '@/lib/http/form-post';
import { consentText } from '@/lib/leads/consent';
import { formResultUrl, handleFormPost, localeOf, MAX_FORM_BYTES } from '@/lib/leads/http';
import { newsletterFormSchema } from '@/lib/leads/schema';
import { localizedPath } from '@/i18n/locales';
import { queueNewsletterConfirmation } from './newsletter';
import { confirmByToken, unsubscribeByToken } from './service';

/**
 * POST /api/newsletter/subscribe — the first-party newsletter form: same-origin, rate limit, 16 KB,
 * zod (email and the consent box), then the sign-up request and its confirmation mail are
 * committed (double opt-in) before `{success:true}`. The answer does not reveal whether the address
 * was already subscribed. A plain form post gets a 303 to the result page.
 */
export async function handleNewsletterSignUp(request: Request): Promise<Response> {
  return handleFormPost(request, { name: 'newsletter', form: 'newsletter', schema: newsletterFormSchema }, async ({ email, locale, website, formId, pagePath }, html) => {
    if (website) console.warn('[newsletter] honeypot filled: sign-up dropped');
    else await queueNewsletterConfirmation({ email, locale, source: formId ? `newsletter-block:${formId}`.slice(0, 40) : 'newsletter-block', consentText: consentText('newsletter', locale) });
    if (html) return seeOther(formResultUrl('newsletter', locale, { ok: true }, pagePath));
    return Response.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
  });
}

/** The token and fields of a link's POST: the token from the query (RFC 8058) or the form's fields. */
async function linkPost(request: Request): Promise<{ token: string; locale: 'en' | 'es' | 'nl' | 'hi'; fromPage: boolean }> {
  const url = new URL(request.url);
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  // One-click posts carry `List-Unsubscribe=One-Click` (urlencoded or multipart): only a small form is read.
  const body = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('application/json') ? await readFormBody(request, MAX_FORM_BYTES) : {};
  const token = url.searchParams.get('token') ?? (typeof body.token === 'string' ? body.token : '');
  return { token, locale: localeOf(body), fromPage: body.source === 'unsubscribe-page' || body.source === 'confirm-page' };
}

/**
 * POST /api/newsletter/confirm — the button on the page a confirmation link opens (the link itself
 * changes nothing: mail scanners follow links). Token in the form (or ?token=). A form post gets a
 * 303 back to that page, which then says the subscription is confirmed; fetch() gets JSON: 200
 * {success, message: 'confirmed' | 'already-confirmed'}, 400 `invalid-token` / `expired-token` /
 * `unsubscribed`.
 */
export async function handleConfirmPost(request: Request): Promise<Response> {
  try {
    const { token, locale } = await linkPost(request);
    const { result } = await confirmByToken(token);
    if (wantsHtml(request.headers)) return seeOther(`${localizedPath('/newsletter/confirm', locale)}?token=${encodeURIComponent(token)}&done=1`);
    if (result === 'invalid') throw new ApiError(400, 'invalid-token', 'This confirmation link is not valid');
    if (result === 'expired') throw new ApiError(400, 'expired-token', 'This confirmation link has expired');
    if (result === 'unsubscribed') throw new ApiError(400, 'unsubscribed', 'This address was unsubscribed after the link was sent');
    return Response.json({ success: true, message: result }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, 'newsletter/confirm');
  }
}

/**
 * POST /api/newsletter/unsubscribe?token=… — the RFC 8058 one-click unsubscribe that mail clients
 * call from the List-Unsubscribe header (no Origin check: the mail provider's servers post it), and
 * the button on the page the unsubscribe link opens (a form post: 303 back to that page). The
 * signed token is the authority. 200 when done or already done; 400 for a token that is not valid.
 */
export async function handleOneClickUnsubscribe(request: Request): Promise<Response> {
  try {
    const { token, locale, fromPage } = await linkPost(request);
    const { result } = await unsubscribeByToken(token, { source: fromPage ? 'unsubscribe-page' : 'one-click' });
    if (wantsHtml(request.headers)) return seeOther(`${localizedPath('/newsletter/unsubscribe', locale)}?token=${encodeURIComponent(token)}&done=1`);
    if (result === 'invalid') throw new ApiError(400, 'invalid-token', 'This unsubscribe link is not valid');
    return Response.json({ success: true, message: result }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return toErrorResponse(error, 'newsletter/unsubscribe');
  }
}
