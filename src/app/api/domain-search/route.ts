import { toErrorResponse } from '@/lib/http/api-error';
import { readJsonBody } from '@/lib/http/json-body';
import { clientIp } from '@/lib/http/rate-limit';
import { checkRows } from '@/lib/domain-search/search';
import { prepareSearch, type SearchRequest } from '@/lib/domain-search/service';
import type { SearchStreamLine } from '@/lib/domain-search/types';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** 50 names of 255 characters fit with room to spare. */
const MAX_BODY_BYTES = 32 * 1024;

/**
 * POST /api/domain-search {query | names, locale, currency?, searchExt?} → NDJSON
 * (application/x-ndjson), one JSON object per line, flushed as it happens:
 *   {"type":"answer", mode, query, currency, rows:[{id, domain, display, tld, kind, price, status:"pending"…}]}
 *   {"type":"result", id, status:"available"|"taken"|"unknown", reason?}   (one per checked row, as each ends)
 *   {"type":"done"}
 * Bad input is answered before the stream with the shared error shape: 400 query-required,
 * query-too-long, invalid-domain, invalid-json; 413 too-many-names, payload-too-large; 415
 * unsupported-media-type; 422 not-registrable; 429 rate-limit-exceeded (Retry-After).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = (await readJsonBody(request, MAX_BODY_BYTES)) as SearchRequest;
    const answer = await prepareSearch(typeof body === 'object' && body !== null ? body : {}, clientIp(request.headers));
    const encoder = new TextEncoder();
    const line = (value: SearchStreamLine) => encoder.encode(`${JSON.stringify(value)}\n`);
    const closed = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(line({ type: 'answer', ...answer }));
        try {
          for await (const result of checkRows(answer.rows, { signal: closed.signal })) {
            if (closed.signal.aborted) break;
            controller.enqueue(line({ type: 'result', ...result }));
          }
          if (!closed.signal.aborted) {
            controller.enqueue(line({ type: 'done' }));
            controller.close();
          }
        } catch (error) {
          console.error('[domain-search]', error);
          if (!closed.signal.aborted) controller.error(error);
        }
      },
      cancel() {
        closed.abort();
      },
    });
    return new Response(stream, {
      headers: {
        'Content-Type': 'application/x-ndjson; charset=utf-8',
        // no-transform: the compression layer would hold lines back until its buffer fills
        'Cache-Control': 'no-store, no-transform',
        // nginx: pass lines on as they come
        'X-Accel-Buffering': 'no',
      },
    });
  } catch (error) {
    return toErrorResponse(error, 'domain-search');
  }
}
