import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackHttpFake } from '@/lib/http/testing';

/**
 * A loopback server speaking the part of Zendesk's Support API v2 the outbox uses, with failure
 * switches: `failures` (HTTP 500 answers), `throttle` (429 + Retry-After), `stall` (accept, never answer).
 */
export interface FakeTicket {
  id: number;
  subject: string;
  comment: { body: string; uploads: string[] };
  requester: { name: string; email: string };
  tags: string[];
  external_id: string;
}

export type Route = 'upload' | 'find' | 'create';

export class FakeZendesk extends LoopbackHttpFake {
  readonly tickets: FakeTicket[] = [];
  readonly uploads: { token: string; filename: string; bytes: number; contentType: string }[] = [];
  readonly calls: { route: Route; status: number | 'stalled' }[] = [];
  /** Answer the next N calls of a route with HTTP 500. */
  failures: Partial<Record<Route, number>> = {};
  /** Answer the next call of a route with 429 and this Retry-After (seconds). */
  throttle: Partial<Record<Route, number>> = {};
  /** Stall calls of a route (after recording their effect, like a server whose answer is lost). */
  stall: Partial<Record<Route, boolean>> = {};
  expectedAuth = `Basic ${Buffer.from('agent@example.com/token:secret-token').toString('base64')}`;
  private nextTicketId = 1000;

  private async body(request: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  private send(response: ServerResponse, route: Route, status: number, payload: unknown, headers: Record<string, string> = {}) {
    this.calls.push({ route, status });
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(payload));
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await this.body(request);
    let route: Route;
    if (request.method === 'POST' && url.pathname === '/api/v2/uploads.json') route = 'upload';
    else if (request.method === 'GET' && url.pathname === '/api/v2/tickets.json') route = 'find';
    else if (request.method === 'POST' && url.pathname === '/api/v2/tickets.json') route = 'create';
    else {
      response.writeHead(404).end();
      return;
    }
    if (request.headers.authorization !== this.expectedAuth) return this.send(response, route, 401, { error: "Couldn't authenticate you" });
    if ((this.failures[route] ?? 0) > 0) {
      this.failures[route] = (this.failures[route] ?? 0) - 1;
      return this.send(response, route, 500, { error: 'InternalError' });
    }
    const throttle = this.throttle[route];
    if (throttle !== undefined) {
      delete this.throttle[route];
      return this.send(response, route, 429, { error: 'TooManyRequests' }, { 'Retry-After': String(throttle) });
    }

    let status = 200;
    let payload: unknown;
    if (route === 'upload') {
      const token = `tok-${this.uploads.length + 1}`;
      this.uploads.push({ token, filename: url.searchParams.get('filename') ?? '', bytes: body.length, contentType: request.headers['content-type'] ?? '' });
      status = 201;
      payload = { upload: { token, attachment: { file_name: url.searchParams.get('filename'), size: body.length } } };
    } else if (route === 'find') {
      const externalId = url.searchParams.get('external_id');
      payload = { tickets: this.tickets.filter((ticket) => ticket.external_id === externalId), count: 0 };
    } else {
      const parsed = JSON.parse(body.toString('utf8')) as { ticket: Omit<FakeTicket, 'id'> };
      const ticket = { ...parsed.ticket, id: this.nextTicketId++ };
      this.tickets.push(ticket);
      status = 201;
      payload = { ticket };
    }
    if (this.stall[route]) {
      this.calls.push({ route, status: 'stalled' });
      this.stalled.add(response);
      return;
    }
    this.send(response, route, status, payload);
  }
}
