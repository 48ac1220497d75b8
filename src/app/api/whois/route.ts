import { ApiError, toErrorResponse } from '@/lib/http/api-error';
import { readJsonBody } from '@/lib/http/json-body';
import { clientIp } from '@/lib/http/rate-limit';
import { whoisRequestSchema } from '@/lib/whois/domain';
import { failureLogLine, hasFailureDetail } from '@/lib/whois/errors';
import { lookupDomain } from '@/lib/whois/lookup';
import { normalizeDomain } from '@/lib/whois/normalize';
import { whoisRateLimiter } from '@/lib/whois/rate';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** {"domainName": <255 characters>} fits with room to spare. */
const MAX_BODY_BYTES = 4096;

/**
 * POST /api/whois {domainName} -> {success, message} where message is the whois text,
 * plus domain (A-label), registered, summary, source and cached. Input failures are 400 with the
 * spec's code (domain-required, domain-too-long, invalid-domain) in `code` and in `fields.domainName`.
 */
export async function POST(request: Request): Promise<Response> {
  let domain = '';
  try {
    await whoisRateLimiter().enforce(clientIp(request.headers));
    // Streamed with a cap (413 before the whole body is ever held); not JSON: 400 invalid-json.
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    const parsed = whoisRequestSchema.safeParse(body);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'invalid-domain';
      const known = ['domain-required', 'domain-too-long', 'invalid-domain'].includes(code) ? code : 'domain-required';
      throw new ApiError(400, known, known, { domainName: known });
    }
    const normalized = normalizeDomain(parsed.data.domainName);
    if (!normalized.ok) throw new ApiError(400, normalized.code, normalized.code, { domainName: normalized.code });
    domain = normalized.ascii;
    const result = await lookupDomain(domain);
    return Response.json(
      {
        success: true,
        message: result.text,
        domain: result.domain,
        registered: result.registered,
        summary: result.summary,
        source: result.source,
        cached: result.cached,
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    // servers, addresses and socket codes go to the log, never to the visitor
    if (hasFailureDetail(error)) console.warn(failureLogLine(domain, error));
    return toErrorResponse(error, 'whois');
  }
}
