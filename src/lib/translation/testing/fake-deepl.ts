import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackHttpFake } from '@/lib/http/testing';

/**
 * A loopback server speaking the DeepL API v2 translate call as documented
 * (https://developers.deepl.com/docs/api-reference/translate), for tests and benchmarks:
 * - POST /v2/translate, JSON or form body; `Authorization: DeepL-Auth-Key <key>` (403 otherwise);
 * - text: 1..50 strings (400 otherwise), target_lang required, source_lang optional, body at most
 *   128 KiB (413); tag_handling 'html' keeps tags and leaves translate="no" elements alone;
 * - 200 {translations: [{detected_source_language, text}]} in the order sent.
 * Failure switches: `throttle` (answer the next N calls 429 with Retry-After), `failures` (next N
 * calls 503 or the given status), `stall` (accept and never answer), `quota` (456).
 * Its "engine" is a small word list, enough to see that text was translated and markup was not.
 */
const WORDS: Record<string, Record<string, string>> = {
  ES: {
    register: 'registra', your: 'tu', domain: 'ámbito', domains: 'ámbitos', buy: 'compra', today: 'hoy', the: 'el', prices: 'precios',
    price: 'precio', for: 'para', and: 'y', with: 'con', new: 'nuevo', free: 'gratis', account: 'cuenta', fast: 'rápido', cheap: 'barato',
    now: 'ahora', more: 'más', members: 'miembros', save: 'ahorran', up: 'hasta', to: 'a', on: 'en', at: 'a', hello: 'hola', world: 'mundo',
    transfer: 'transfiere', help: 'ayuda', support: 'soporte', our: 'nuestro', team: 'equipo', from: 'desde',
  },
  NL: {
    register: 'registreer', your: 'je', domain: 'gebied', domains: 'gebieden', buy: 'koop', today: 'vandaag', the: 'de', prices: 'prijzen',
    price: 'prijs', for: 'voor', and: 'en', with: 'met', new: 'nieuw', free: 'gratis', account: 'account', now: 'nu', more: 'meer',
    hello: 'hallo', world: 'wereld', help: 'hulp', our: 'ons', team: 'team', from: 'vanaf',
  },
};

export interface FakeDeeplCall {
  status: number | 'stalled';
  texts: string[];
  targetLang?: string;
  tagHandling?: string;
}

export class FakeDeepl extends LoopbackHttpFake {
  readonly calls: FakeDeeplCall[] = [];
  authKey = 'test-key:fx';
  /** Answer the next N calls with 429 and Retry-After: retryAfterSeconds. */
  throttle = 0;
  retryAfterSeconds = 0;
  /** Answer the next N calls with failureStatus (default 503). */
  failures = 0;
  failureStatus = 503;
  /** 456 Quota exceeded on every call while true. */
  quota = false;
  /** Accept and never answer while true. */
  stall = false;

  private send(response: ServerResponse, call: FakeDeeplCall, status: number, payload: unknown, headers: Record<string, string> = {}) {
    call.status = status;
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(payload));
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const call: FakeDeeplCall = { status: 0, texts: [] };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      chunks.push(chunk as Buffer);
    }
    this.calls.push(call);
    if (url.pathname !== '/v2/translate') return this.send(response, call, 404, { message: 'Not found' });
    if (request.method !== 'POST') return this.send(response, call, 405, { message: 'Method not allowed' });
    if (request.headers.authorization !== `DeepL-Auth-Key ${this.authKey}`) return this.send(response, call, 403, { message: 'Authorization failed. Please supply a valid auth_key parameter.' });
    if (size > 128 * 1024) return this.send(response, call, 413, { message: 'Request Entity Too Large' });
    if (this.stall) {
      call.status = 'stalled';
      this.stalled.add(response);
      return;
    }
    if (this.throttle > 0) {
      this.throttle -= 1;
      return this.send(response, call, 429, { message: 'Too many requests' }, { 'Retry-After': String(this.retryAfterSeconds) });
    }
    if (this.failures > 0) {
      this.failures -= 1;
      return this.send(response, call, this.failureStatus, { message: 'Internal error' });
    }
    if (this.quota) return this.send(response, call, 456, { message: 'Quota exceeded' });

    const raw = Buffer.concat(chunks).toString('utf8');
    let body: { text?: unknown; target_lang?: unknown; source_lang?: unknown; tag_handling?: unknown };
    if ((request.headers['content-type'] ?? '').startsWith('application/json')) {
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return this.send(response, call, 400, { message: 'Bad request. Reason: invalid JSON' });
      }
    } else {
      const form = new URLSearchParams(raw);
      body = { text: form.getAll('text'), target_lang: form.get('target_lang') ?? undefined, source_lang: form.get('source_lang') ?? undefined, tag_handling: form.get('tag_handling') ?? undefined };
    }
    const texts = body.text;
    const target = typeof body.target_lang === 'string' ? body.target_lang.toUpperCase() : '';
    if (!Array.isArray(texts) || !texts.length || texts.some((text) => typeof text !== 'string')) return this.send(response, call, 400, { message: "Bad request. Reason: Parameter 'text' not specified." });
    if (texts.length > 50) return this.send(response, call, 413, { message: 'Too many texts: at most 50 per request' });
    if (!target) return this.send(response, call, 400, { message: "Bad request. Reason: Value for 'target_lang' not supported." });
    call.texts = texts as string[];
    call.targetLang = target;
    call.tagHandling = typeof body.tag_handling === 'string' ? body.tag_handling : undefined;
    const words = WORDS[target.slice(0, 2)] ?? {};
    const html = call.tagHandling === 'html' || call.tagHandling === 'xml';
    const translations = (texts as string[]).map((text) => ({
      detected_source_language: typeof body.source_lang === 'string' ? body.source_lang.toUpperCase() : 'EN',
      text: html ? translateHtml(text, words) : translateWords(text, words),
    }));
    this.send(response, call, 200, { translations });
  }
}

function translateWords(text: string, words: Record<string, string>): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const translated = words[word.toLowerCase()];
    if (!translated) return word;
    return word[0] === word[0]!.toUpperCase() ? translated[0]!.toUpperCase() + translated.slice(1) : translated;
  });
}

/** Text nodes translated; tags, and anything inside a translate="no" element, kept. */
function translateHtml(html: string, words: Record<string, string>): string {
  let keepDepth = 0;
  return html
    .split(/(<[^>]+>)/)
    .map((piece) => {
      if (piece.startsWith('<')) {
        if (/translate="no"/.test(piece)) keepDepth += 1;
        else if (keepDepth && /^<\//.test(piece)) keepDepth -= 1;
        return piece;
      }
      return keepDepth ? piece : translateWords(piece, words);
    })
    .join('');
}
