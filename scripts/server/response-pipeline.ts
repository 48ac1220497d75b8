/**
 * The one place where the site's server changes what Next writes (next-contract.ts, item 1).
 *
 * Next writes a response through res.setHeader, res.writeHead (or implicitly, at the first
 * write/end) and res.write/res.end. `pipeResponse` wraps those three methods once per response:
 *
 * - When the head is about to be written, the head hooks run in order. Each may change status and
 *   headers, and may answer a body transform for this response.
 * - The body then flows through the transforms in order (the first hook's transform first) and on
 *   to the methods underneath (Next's bundled compression, then Node).
 * - A transform that changes the body's length (`whole`: it needs the whole body) holds the head
 *   back until the end, when Content-Length is set to what is actually sent.
 *
 * A response no hook transforms is passed through untouched, chunk by chunk.
 */
import type { ServerResponse } from 'node:http';

export interface BodyTransform {
  /** True when the transform needs the whole body (it changes its length): the head waits for the end. */
  readonly whole: boolean;
  /** Bytes that can be sent now, for the next part of the body. */
  push(chunk: Buffer): Buffer;
  /** The rest, once the body is complete. */
  end(): Buffer;
}

/** Runs when the head is about to be written; may adjust res and answer a transform of the body. */
export type HeadHook = (res: ServerResponse) => BodyTransform | null | void;

type WriteCallback = (error?: Error | null) => void;
type Chunk = string | Buffer | Uint8Array;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding ?? 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** The methods underneath, called loosely: each call below passes what Node's overloads accept. */
type Loose<T> = (this: ServerResponse, ...args: unknown[]) => T;

export function pipeResponse(res: ServerResponse, hooks: readonly HeadHook[]): void {
  const writeHead = res.writeHead as unknown as Loose<ServerResponse>;
  const write = res.write as unknown as Loose<boolean>;
  const end = res.end as unknown as Loose<ServerResponse>;
  let headDone = false;
  let transforms: BodyTransform[] = [];
  /** Head held back until the end (some transform needs the whole body). */
  let held: { statusMessage: string | undefined } | undefined;
  const heldBody: Buffer[] = [];

  function runHooks(): void {
    headDone = true;
    for (const hook of hooks) {
      const transform = hook(res);
      if (transform) transforms.push(transform);
    }
  }

  function through(chunk: Buffer): Buffer {
    let out = chunk;
    for (const transform of transforms) out = transform.push(out);
    return out;
  }

  function finish(): Buffer {
    // Each transform's tail still flows through the ones after it.
    const parts: Buffer[] = [];
    for (let index = 0; index < transforms.length; index++) {
      let tail = transforms[index]!.end();
      for (const later of transforms.slice(index + 1)) tail = later.push(tail);
      parts.push(tail);
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  res.writeHead = function pipedWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (headDone) return writeHead.call(this, statusCode, ...(rest as []));
    let statusMessage: string | undefined;
    for (const arg of rest) {
      if (typeof arg === 'string') statusMessage = arg;
      else if (Array.isArray(arg)) for (let index = 0; index + 1 < arg.length; index += 2) this.setHeader(String(arg[index]), arg[index + 1] as string);
      else if (arg && typeof arg === 'object') for (const [key, value] of Object.entries(arg)) if (value !== undefined) this.setHeader(key, value as string);
    }
    this.statusCode = statusCode;
    runHooks();
    if (transforms.some((transform) => transform.whole)) {
      held = { statusMessage };
      // Next flushes the head of a streamed answer early; this one is sent whole at the end.
      this.flushHeaders = () => undefined;
      return this;
    }
    if (transforms.length === 0) {
      // Nothing to change: the original methods from here on.
      this.write = write as unknown as ServerResponse['write'];
      this.end = end as unknown as ServerResponse['end'];
    }
    return statusMessage === undefined ? writeHead.call(this, this.statusCode) : writeHead.call(this, this.statusCode, statusMessage);
  } as ServerResponse['writeHead'];

  res.write = function pipedWrite(this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | WriteCallback, callback?: WriteCallback) {
    if (!headDone) this.writeHead(this.statusCode);
    const done = typeof encoding === 'function' ? encoding : callback;
    const buffer = toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined);
    if (transforms.length === 0) return write.call(this, buffer, done as WriteCallback);
    const out = through(buffer);
    if (held) {
      heldBody.push(out);
      if (done) process.nextTick(done);
      return true;
    }
    return write.call(this, out, done as WriteCallback);
  } as ServerResponse['write'];

  res.end = function pipedEnd(this: ServerResponse, chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void) {
    if (typeof chunk === 'function') {
      callback = chunk;
      chunk = undefined;
    } else if (typeof encoding === 'function') {
      callback = encoding;
      encoding = undefined;
    }
    if (!headDone) this.writeHead(this.statusCode);
    if (transforms.length === 0) return end.call(this, chunk as Chunk, encoding as BufferEncoding, callback);
    const last = chunk == null ? Buffer.alloc(0) : through(toBuffer(chunk, encoding as BufferEncoding | undefined));
    const tail = finish();
    if (!held) return end.call(this, Buffer.concat([last, tail]), callback);
    const body = Buffer.concat([...heldBody, last, tail]);
    // A HEAD answer has no body to measure: Next's length no longer holds, so none is sent.
    if (this.req?.method === 'HEAD') this.removeHeader('content-length');
    else this.setHeader('content-length', body.length);
    if (held.statusMessage === undefined) writeHead.call(this, this.statusCode);
    else writeHead.call(this, this.statusCode, held.statusMessage);
    return end.call(this, body, callback);
  } as ServerResponse['end'];

  // Reset for keep-alive safety: nothing of this response's state leaks past it.
  res.once('close', () => {
    transforms = [];
    heldBody.length = 0;
  });
}
