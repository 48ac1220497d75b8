import 'server-only';
import type { ZendeskConfig } from './config';

/** A failed Zendesk call: `retryAfterMs` when the server said when to come back (429/503 Retry-After). */
export class ZendeskError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ZendeskError';
  }
}

export interface ZendeskTicketPayload {
  subject: string;
  body: string;
  uploads: string[];
  requester: { name: string; email: string };
  tags: string[];
  externalId: string;
}

/** Retry-After: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/**
 * The three calls of Zendesk's Support API the outbox needs (API v2, basic auth with an API token:
 * `{email}/token:{token}`): upload a file (-> token), find a ticket by external_id, create a ticket.
 * Every call has a timeout so a stalled server cannot hold the outbox.
 */
export class ZendeskClient {
  private readonly authorization: string;

  constructor(
    private readonly config: ZendeskConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.authorization = `Basic ${Buffer.from(`${config.email}/token:${config.apiToken}`).toString('base64')}`;
  }

  private async call(method: string, pathAndQuery: string, init: { body?: BodyInit; contentType?: string; signal?: AbortSignal }): Promise<unknown> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.baseUrl}${pathAndQuery}`, {
        method,
        headers: {
          Authorization: this.authorization,
          Accept: 'application/json',
          ...(init.contentType ? { 'Content-Type': init.contentType } : {}),
        },
        body: init.body,
        signal,
        redirect: 'error',
      });
    } catch (error) {
      const reason = timeout.aborted ? `timed out after ${this.config.timeoutMs} ms` : error instanceof Error ? error.message : String(error);
      throw new ZendeskError(`${method} ${pathAndQuery.split('?')[0]}: ${reason}`, null);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new ZendeskError(`${method} ${pathAndQuery.split('?')[0]}: reading the answer failed (${String(error)})`, response.status);
    }
    if (!response.ok) {
      const retryAfter = response.status === 429 || response.status === 503 ? parseRetryAfter(response.headers.get('retry-after')) : null;
      throw new ZendeskError(`${method} ${pathAndQuery.split('?')[0]}: HTTP ${response.status} ${text.slice(0, 300)}`, response.status, retryAfter);
    }
    try {
      return text ? (JSON.parse(text) as unknown) : {};
    } catch {
      throw new ZendeskError(`${method} ${pathAndQuery.split('?')[0]}: answer is not JSON`, response.status);
    }
  }

  /** POST /api/v2/uploads.json?filename=NAME with the raw bytes -> upload.token */
  async upload(fileName: string, content: Uint8Array, contentType: string, signal?: AbortSignal): Promise<string> {
    const answer = (await this.call('POST', `/api/v2/uploads.json?filename=${encodeURIComponent(fileName)}`, {
      body: new Blob([content as BlobPart], { type: contentType }),
      contentType,
      signal,
    })) as { upload?: { token?: unknown } };
    const token = answer.upload?.token;
    if (typeof token !== 'string' || !token) throw new ZendeskError('POST /api/v2/uploads.json: no upload token in the answer', 200);
    return token;
  }

  /** GET /api/v2/tickets.json?external_id=ID -> the id of an existing ticket, or null. */
  async findByExternalId(externalId: string, signal?: AbortSignal): Promise<number | null> {
    const answer = (await this.call('GET', `/api/v2/tickets.json?external_id=${encodeURIComponent(externalId)}`, { signal })) as {
      tickets?: { id?: unknown; external_id?: unknown }[];
    };
    const match = (answer.tickets ?? []).find((ticket) => ticket.external_id === undefined || ticket.external_id === externalId);
    return typeof match?.id === 'number' ? match.id : null;
  }

  /** POST /api/v2/tickets.json -> the new ticket's id. */
  async createTicket(payload: ZendeskTicketPayload, signal?: AbortSignal): Promise<number> {
    const answer = (await this.call('POST', '/api/v2/tickets.json', {
      body: JSON.stringify({
        ticket: {
          subject: payload.subject,
          comment: { body: payload.body, uploads: payload.uploads },
          requester: payload.requester,
          tags: payload.tags,
          external_id: payload.externalId,
        },
      }),
      contentType: 'application/json',
      signal,
    })) as { ticket?: { id?: unknown } };
    const id = answer.ticket?.id;
    if (typeof id !== 'number') throw new ZendeskError('POST /api/v2/tickets.json: no ticket id in the answer', 201);
    return id;
  }
}
