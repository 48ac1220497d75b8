/**
 * The request's origin in place of ORIGIN_PLACEHOLDER (src/lib/site/origin.ts), in every answer the
 * site's server sends while SITE_URL is unset: pages are rendered once for everyone, and each
 * visitor gets the links of the origin they asked (the nonce is swapped the same way; docs/csp.md).
 *
 * Unlike the nonce, an origin is rarely as long as the placeholder, and a page's RSC payload counts
 * bytes: React Flight's text rows (`<id>:T<hex length>,<text>`, e.g. a JSON-LD script of more than
 * 1,024 characters) say how long they are, and a page's payload is cut into inline scripts at
 * arbitrary places (next-contract.ts, item 7). Replacing the text blindly would break the page's
 * hydration. So a body is first read into a template, once per distinct body (cached by its
 * SHA-1, like the gzip parts), and each answer is the template filled in:
 *
 * - HTML: the inline payload scripts are decoded (JSON; base64 for byte chunks) into the payload
 *   stream, its rows are read as React reads them, every placeholder is marked, and each text row
 *   holding placeholders gets its length re-computed per origin. A script boundary inside a
 *   placeholder or a length moves to its end. Each script is written back exactly as Next writes it
 *   (checked: a body whose scripts do not re-encode to the same text is left with its payload as it
 *   was, and only the markup around it is changed).
 * - RSC payloads (text/x-component): the same rows, without scripts around them.
 * - Other text (XML sitemaps and feeds, robots.txt, JSON): plain replacement.
 *
 * Origins are ASCII host names (src/lib/site/origin.ts), so they need no escaping anywhere.
 */
import { createHash } from 'node:crypto';
import { createBoundedCache } from './bounded-cache';
import { FLIGHT_LENGTH_ROW_TAGS, htmlEscapeJsonString, INLINE_FLIGHT_BINARY, INLINE_FLIGHT_CALL, INLINE_FLIGHT_END, INLINE_FLIGHT_TEXT, isFlightNewlineTag } from './next-contract';

export type BodyKind = 'html' | 'flight' | 'text';

/** A text row's length field: `base` bytes plus `count` placeholders' change in length. */
interface LengthField {
  base: number;
  count: number;
}
/** A chunk of an inline payload sent as base64: its bytes are filled in, then encoded. */
interface Base64Chunk {
  base64: Part[];
}
const ORIGIN = 0;
type Part = Buffer | typeof ORIGIN | LengthField | Base64Chunk;

interface Template {
  parts: Part[];
  bytes: number;
}

/** Where something in the payload stream is replaced: the origin, or a length field. */
interface Edit {
  start: number;
  end: number;
  length?: LengthField;
}

const LENGTH_TAGS = new Set(FLIGHT_LENGTH_ROW_TAGS.map((tag) => tag.charCodeAt(0)));
const TEXT_TAG = 'T'.charCodeAt(0);
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

function occurrences(haystack: Buffer, needle: Buffer, from: number, to: number): number[] {
  const found: number[] = [];
  for (let at = haystack.indexOf(needle, from); at !== -1 && at + needle.length <= to; at = haystack.indexOf(needle, at + needle.length)) found.push(at);
  return found;
}

/**
 * The edits of a React Flight stream: every placeholder, and the length field of each text row
 * holding some. Null when the stream cannot be read as rows (it is then left as it is).
 */
export function flightEdits(stream: Buffer, needle: Buffer): Edit[] | null {
  const edits: Edit[] = [];
  let index = 0;
  while (index < stream.length) {
    const colon = stream.indexOf(COLON, index);
    if (colon === -1) return null;
    const tag = stream[colon + 1];
    if (tag !== undefined && LENGTH_TAGS.has(tag)) {
      const comma = stream.indexOf(COMMA, colon + 2);
      if (comma === -1) return null;
      const hex = stream.toString('latin1', colon + 2, comma);
      if (!/^[0-9a-f]+$/.test(hex)) return null;
      const start = comma + 1;
      const end = start + parseInt(hex, 16);
      if (end > stream.length) return null;
      if (tag === TEXT_TAG) {
        const inside = occurrences(stream, needle, start, end);
        if (inside.length) {
          edits.push({ start: colon + 2, end: comma, length: { base: end - start, count: inside.length } });
          for (const at of inside) edits.push({ start: at, end: at + needle.length });
        }
      }
      // Binary rows are bytes, never text with links: left as they are.
      index = end;
    } else {
      const payload = tag !== undefined && isFlightNewlineTag(tag) ? colon + 2 : colon + 1;
      const newline = stream.indexOf(NEWLINE, payload);
      const end = newline === -1 ? stream.length : newline;
      for (const at of occurrences(stream, needle, colon + 1, end)) edits.push({ start: at, end: at + needle.length });
      index = end + 1;
    }
  }
  return edits;
}

/** Parts of a byte range of the stream with its edits (sorted, inside the range) in place. */
function partsOf(stream: Buffer, from: number, to: number, edits: Edit[]): Part[] {
  const parts: Part[] = [];
  let at = from;
  for (const edit of edits) {
    if (edit.start < from || edit.end > to) continue;
    if (edit.start > at) parts.push(stream.subarray(at, edit.start));
    parts.push(edit.length ?? ORIGIN);
    at = edit.end;
  }
  if (at < to) parts.push(stream.subarray(at, to));
  return parts;
}

/** JSON string contents (no quotes) of UTF-8 bytes, escaped for a <script> as Next does. */
function scriptString(bytes: Buffer): string {
  return htmlEscapeJsonString(JSON.stringify(bytes.toString('utf8')).slice(1, -1));
}

interface InlineChunk {
  /** `<script …>` before the call. */
  open: string;
  type: number;
  bytes: Buffer;
  /** Offsets in the HTML: the script's start and end. */
  from: number;
  to: number;
}

/** The inline payload scripts of a page, or null when one is not as Next writes it. */
function inlineChunks(html: string): InlineChunk[] | null {
  const chunks: InlineChunk[] = [];
  const marker = `>${INLINE_FLIGHT_CALL}`;
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + 1)) {
    const from = html.lastIndexOf('<script', at);
    const callEnd = at + marker.length;
    const to = html.indexOf(INLINE_FLIGHT_END, callEnd);
    if (from === -1 || to === -1) return null;
    const json = html.slice(callEnd, to);
    let payload: unknown;
    try {
      payload = JSON.parse(json);
    } catch {
      return null;
    }
    if (!Array.isArray(payload) || payload.length !== 2 || typeof payload[1] !== 'string') return null;
    const [type, data] = payload as [unknown, string];
    if (htmlEscapeJsonString(JSON.stringify(payload)) !== json) return null;
    if (type === INLINE_FLIGHT_TEXT) chunks.push({ open: html.slice(from, at + 1), type, bytes: Buffer.from(data, 'utf8'), from, to: to + INLINE_FLIGHT_END.length });
    else if (type === INLINE_FLIGHT_BINARY) chunks.push({ open: html.slice(from, at + 1), type, bytes: Buffer.from(data, 'base64'), from, to: to + INLINE_FLIGHT_END.length });
    else return null;
  }
  return chunks;
}

function textParts(text: Buffer, needle: Buffer): Part[] {
  const edits = occurrences(text, needle, 0, text.length).map((at) => ({ start: at, end: at + needle.length }));
  return partsOf(text, 0, text.length, edits);
}

function flightParts(stream: Buffer, needle: Buffer): Part[] {
  const edits = flightEdits(stream, needle);
  // A stream that cannot be read as rows is sent as it is: a placeholder left in it is no secret.
  return edits ? partsOf(stream, 0, stream.length, edits.sort((a, b) => a.start - b.start)) : [stream];
}

function htmlParts(body: Buffer, needle: Buffer): Part[] {
  const html = body.toString('utf8');
  const chunks = inlineChunks(html);
  const stream = chunks ? Buffer.concat(chunks.map((chunk) => chunk.bytes)) : null;
  const edits = stream ? flightEdits(stream, needle) : null;
  if (!chunks || !stream || !edits) {
    // Not a payload this module can read: the markup is changed, the scripts left as they are.
    const parts: Part[] = [];
    const scripts = chunks ?? [];
    let at = 0;
    for (const script of scripts) {
      parts.push(...textParts(Buffer.from(html.slice(at, script.from)), needle), Buffer.from(html.slice(script.from, script.to)));
      at = script.to;
    }
    parts.push(...textParts(Buffer.from(html.slice(at)), needle));
    return parts;
  }
  edits.sort((a, b) => a.start - b.start);
  // Chunk boundaries in the stream; one inside an edit moves to the edit's end.
  const bounds: number[] = [0];
  let offset = 0;
  for (const chunk of chunks) {
    offset += chunk.bytes.length;
    let bound = offset;
    for (const edit of edits) if (edit.start < bound && bound < edit.end) bound = edit.end;
    bounds.push(Math.max(bound, bounds[bounds.length - 1]!));
  }
  const parts: Part[] = [];
  let at = 0;
  chunks.forEach((chunk, index) => {
    parts.push(...textParts(Buffer.from(html.slice(at, chunk.from)), needle));
    at = chunk.to;
    const [from, to] = [bounds[index]!, bounds[index + 1]!];
    const inner = partsOf(stream, from, to, edits);
    if (chunk.type === INLINE_FLIGHT_TEXT) {
      parts.push(Buffer.from(`${chunk.open}${INLINE_FLIGHT_CALL}[${INLINE_FLIGHT_TEXT},"`));
      for (const part of inner) parts.push(Buffer.isBuffer(part) ? Buffer.from(scriptString(part)) : part);
      parts.push(Buffer.from(`"]${INLINE_FLIGHT_END}`));
    } else {
      parts.push(Buffer.from(`${chunk.open}${INLINE_FLIGHT_CALL}[${INLINE_FLIGHT_BINARY},"`), { base64: inner }, Buffer.from(`"]${INLINE_FLIGHT_END}`));
    }
  });
  parts.push(...textParts(Buffer.from(html.slice(at)), needle));
  return parts;
}

function fill(parts: Part[], origin: Buffer, delta: number): Buffer[] {
  const out: Buffer[] = [];
  for (const part of parts) {
    if (Buffer.isBuffer(part)) out.push(part);
    else if (part === ORIGIN) out.push(origin);
    else if ('base64' in part) out.push(Buffer.from(Buffer.concat(fill(part.base64, origin, delta)).toString('base64')));
    else out.push(Buffer.from((part.base + part.count * delta).toString(16)));
  }
  return out;
}

function partBytes(parts: Part[]): number {
  let total = 0;
  for (const part of parts) {
    if (Buffer.isBuffer(part)) total += part.length;
    else if (part !== ORIGIN && 'base64' in part) total += partBytes(part.base64);
  }
  return total;
}

export interface OriginSubstitution {
  /** `body` with the request's `origin` for every placeholder; `digest`, the body's SHA-1 when known, spares hashing it. */
  substitute(body: Buffer, kind: BodyKind, origin: string, digest?: string): Buffer;
  /** Templates kept (for tests). */
  readonly size: number;
}

export function createOriginSubstitution({ placeholder, maxEntries = 256, maxBytes = 32 * 1024 * 1024 }: { placeholder: string; maxEntries?: number; maxBytes?: number }): OriginSubstitution {
  const needle = Buffer.from(placeholder, 'latin1');
  const templates = createBoundedCache<Template>({ maxEntries, maxBytes, sizeOf: (template) => template.bytes });

  function templateFor(body: Buffer, kind: BodyKind, digest?: string): Template {
    const key = `${kind}:${digest ?? createHash('sha1').update(body).digest('base64')}`;
    const found = templates.get(key);
    if (found) return found;
    const copy = Buffer.from(body);
    const parts = kind === 'html' ? htmlParts(copy, needle) : kind === 'flight' ? flightParts(copy, needle) : textParts(copy, needle);
    const template: Template = { parts, bytes: partBytes(parts) };
    templates.set(key, template);
    return template;
  }

  return {
    substitute(body, kind, origin, digest) {
      if (body.indexOf(needle) === -1) return body;
      // Filling a template is a copy of the page's bytes; reading it is what the cache spares.
      const { parts } = templateFor(body, kind, digest);
      const value = Buffer.from(origin, 'latin1');
      return Buffer.concat(fill(parts, value, value.length - needle.length));
    },
    get size() {
      return templates.size;
    },
  };
}

/** Which kind of body a Content-Type is, for the substitution (null: not substituted, e.g. streams). */
export function bodyKind(contentType: unknown): BodyKind | null {
  const type = String(contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/html') return 'html';
  if (type === 'text/x-component') return 'flight';
  if (type === 'text/plain' || type === 'application/json' || type === 'application/manifest+json' || /^(?:application|text)\/(?:[a-z.+-]+\+)?xml$/.test(type)) return 'text';
  return null;
}
