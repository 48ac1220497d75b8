import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pipeResponse, type BodyTransform, type HeadHook } from './response-pipeline';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose handler writes like Next does, through the pipe with `hooks`. */
async function serve(hooks: () => HeadHook[], handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = http.createServer((req, res) => {
    pipeResponse(res, hooks());
    handler(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function raw(url: string, method = 'GET'): Promise<{ status: number; message: string; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? '', headers: res.headers, body }));
      })
      .on('error', reject)
      .end();
  });
}

const upper: () => BodyTransform = () => ({ whole: false, push: (chunk) => Buffer.from(chunk.toString().toUpperCase()), end: () => Buffer.alloc(0) });
const doubled: () => BodyTransform = () => {
  const parts: Buffer[] = [];
  return { whole: true, push: (chunk) => (parts.push(chunk), Buffer.alloc(0)), end: () => Buffer.from(Buffer.concat(parts).toString().repeat(2)) };
};

describe('pipeResponse', () => {
  it('without a transform the answer passes as Next wrote it, headers from writeHead included', async () => {
    const url = await serve(
      () => [(res) => void res.setHeader('x-seen', String(res.statusCode))],
      (_req, res) => {
        res.setHeader('content-length', '5');
        res.writeHead(201, 'Made', { 'x-a': '1' });
        res.write('he');
        res.end('llo');
      },
    );
    const answer = await raw(url);
    expect(answer).toMatchObject({ status: 201, message: 'Made', body: 'hello' });
    expect(answer.headers).toMatchObject({ 'x-a': '1', 'x-seen': '201', 'content-length': '5' });
  });

  it('a streaming transform sees every chunk; the head goes first and the length stays', async () => {
    const url = await serve(
      () => [() => upper()],
      (_req, res) => {
        res.setHeader('content-length', '11');
        res.write('hello ');
        setTimeout(() => res.end('world'), 20);
      },
    );
    const answer = await raw(url);
    expect(answer.body).toBe('HELLO WORLD');
    expect(answer.headers['content-length']).toBe('11');
  });

  it("a whole-body transform holds the head back and sends the body's real length; Next's early flush is ignored", async () => {
    const url = await serve(
      () => [() => doubled(), () => upper()],
      (_req, res) => {
        res.setHeader('content-length', '3');
        res.flushHeaders();
        res.write('ab');
        res.end('c');
      },
    );
    const answer = await raw(url);
    expect(answer.body).toBe('ABCABC');
    expect(answer.headers['content-length']).toBe('6');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
  });

  it('a HEAD answer with a whole-body transform sends no length it cannot know', async () => {
    const url = await serve(
      () => [() => doubled()],
      (_req, res) => {
        res.setHeader('content-length', '3');
        res.end();
      },
    );
    expect((await raw(url, 'HEAD')).headers['content-length']).toBeUndefined();
  });

  it('a hook may change the status and answer nothing for the body', async () => {
    const url = await serve(
      () => [(res) => void (res.statusCode = 400)],
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('not found page');
      },
    );
    expect(await raw(url)).toMatchObject({ status: 400, body: 'not found page' });
  });
});
