import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../src/lib/site/origin';
import { htmlEscapeJsonString } from './next-contract';
import { bodyKind, createOriginSubstitution, flightEdits } from './origin-substitution';

const require = createRequire(import.meta.url);
/** React's own Flight client (the copy Next ships): what reads the payload in the browser. */
const flightClient = require('next/dist/compiled/react-server-dom-webpack/client.edge.js') as {
  createFromReadableStream(stream: ReadableStream<Uint8Array>, options: object): Promise<unknown>;
};

const P = ORIGIN_PLACEHOLDER;
const ORIGIN = 'http://127.0.0.1:3500';

async function readFlight(bytes: Buffer): Promise<unknown> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // Fed in small pieces, as a network would.
      for (let at = 0; at < bytes.length; at += 7) controller.enqueue(new Uint8Array(bytes.subarray(at, at + 7)));
      controller.close();
    },
  });
  return flightClient.createFromReadableStream(stream, { serverConsumerManifest: { moduleMap: {}, serverModuleMap: null, moduleLoading: null } });
}

/** A text row (`<id>:T<hex byte length>,<text>`), as React writes strings of 1,024 characters and more. */
const textRow = (id: number, text: string) => Buffer.concat([Buffer.from(`${id.toString(16)}:T${Buffer.byteLength(text).toString(16)},`), Buffer.from(text)]);

/**
 * A payload: a JSON-LD text row, a binary row (a Uint8Array, here holding the placeholder's text
 * when `binaryText` says so), a row with short strings, a timing row, and the root model.
 */
function payload(origin: string, binaryText = 'raw bytes'): Buffer {
  const jsonLd = JSON.stringify({ '@context': 'https://schema.org', url: `${origin}/domains/tlds/com`, description: 'é ✓ '.repeat(300), offers: [`${origin}/a`, `${origin}/b`] });
  const bytes = Buffer.from(binaryText);
  return Buffer.concat([
    textRow(1, jsonLd),
    Buffer.from(`2:o${bytes.length.toString(16)},`),
    bytes,
    Buffer.from(`3:["$","link","c",{"rel":"canonical","href":"${origin}/x"}]\n`),
    Buffer.from(`:N1795784619783.3215\n`),
    Buffer.from(`0:{"ld":"$1","bin":"$2","head":"$3"}\n`),
  ]);
}

describe('flightEdits', () => {
  it('marks every placeholder and the length of each text row holding some; binary rows are left alone', () => {
    const stream = payload(P, `raw ${P} bytes`);
    const edits = flightEdits(stream, Buffer.from(P))!;
    const lengths = edits.filter((edit) => edit.length);
    expect(lengths).toHaveLength(1);
    expect(lengths[0]!.length!.count).toBe(3);
    // Three in the JSON-LD text row, one in the canonical link; none in the binary row.
    expect(edits.filter((edit) => !edit.length)).toHaveLength(4);
  });
  it('answers null for a stream it cannot read as rows', () => {
    expect(flightEdits(Buffer.from('1:T999,short'), Buffer.from(P))).toBeNull();
    expect(flightEdits(Buffer.from('no rows here'), Buffer.from(P))).toBeNull();
  });
});

describe('createOriginSubstitution', () => {
  it('an RSC payload: React reads the substituted stream, text rows keep their byte lengths right', async () => {
    const substitution = createOriginSubstitution({ placeholder: P });
    const out = substitution.substitute(payload(P, `raw ${P} bytes`), 'flight', ORIGIN);
    expect(out.toString('latin1').split(P)).toHaveLength(2); // only in the binary row
    const model = (await readFlight(out)) as { ld: string; bin: Uint8Array; head: { props: { href: string } } };
    expect(JSON.parse(model.ld).url).toBe(`${ORIGIN}/domains/tlds/com`);
    expect(JSON.parse(model.ld).offers).toEqual([`${ORIGIN}/a`, `${ORIGIN}/b`]);
    expect(model.head.props.href).toBe(`${ORIGIN}/x`);
    // Bytes are bytes: a binary row is sent as it was.
    expect(Buffer.from(model.bin).toString()).toBe(`raw ${P} bytes`);
    expect(out.equals(payload(ORIGIN, `raw ${P} bytes`))).toBe(true);
  });

  it('origins longer and shorter than the placeholder', async () => {
    const substitution = createOriginSubstitution({ placeholder: P });
    for (const origin of ['http://a', 'https://a-very-long-host-name.with.many.labels.example.org:65535']) {
      const model = (await readFlight(substitution.substitute(payload(P), 'flight', origin))) as { ld: string };
      expect(JSON.parse(model.ld).url).toBe(`${origin}/domains/tlds/com`);
    }
  });

  /**
   * An HTML page whose payload is cut into inline scripts at the given byte offsets; a chunk that is
   * not whole UTF-8 (cut inside a character), or `binaryChunk`, is sent as base64, as Next does.
   */
  function page(stream: Buffer, cuts: number[], binaryChunk = -1): string {
    const scripts: string[] = [];
    const bounds = [0, ...cuts, stream.length];
    for (let index = 0; index + 1 < bounds.length; index++) {
      const bytes = stream.subarray(bounds[index], bounds[index + 1]);
      const text = bytes.toString('utf8');
      const data = index === binaryChunk || !Buffer.from(text).equals(bytes) ? [3, bytes.toString('base64')] : [1, text];
      scripts.push(`<script nonce="n0nce">self.__next_f.push(${htmlEscapeJsonString(JSON.stringify(data))})</script>`);
    }
    return `<!DOCTYPE html><html><head><link rel="canonical" href="${P}/x"/><script type="application/ld+json">{"url":"${P}/y"}</script></head><body><script>(self.__next_f=self.__next_f||[]).push([0])</script>${scripts.join('<i>between</i>')}</body></html>`;
  }

  function streamOf(html: string): Buffer {
    const parts: Buffer[] = [];
    for (const match of html.matchAll(/<script[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/g)) {
      const [type, data] = JSON.parse(match[1]!) as [number, string];
      parts.push(type === 3 ? Buffer.from(data, 'base64') : Buffer.from(data, 'utf8'));
    }
    return Buffer.concat(parts);
  }

  it('a page: markup and inline payload, with scripts cut inside a placeholder, inside a length, next to multi-byte text, or sent as base64', async () => {
    const stream = payload(P);
    const firstPlaceholder = stream.indexOf(P);
    const cases: Array<[number[], number]> = [
      [[firstPlaceholder + 5], -1], // inside a placeholder
      [[3], -1], // inside the text row's hex length
      [[stream.indexOf('é'), stream.indexOf(P, firstPlaceholder + 1) + 3], -1],
      [[stream.indexOf('é') + 1, 900, 1400], -1], // cut inside a character: base64
      [[40, 900, 1400], 1], // a chunk sent as base64
      [[], -1],
    ];
    const substitution = createOriginSubstitution({ placeholder: P });
    for (const [cuts, binary] of cases) {
      const html = page(stream, cuts, binary);
      const out = substitution.substitute(Buffer.from(html), 'html', ORIGIN).toString('utf8');
      expect(out).not.toContain(P);
      expect(out).toContain(`<link rel="canonical" href="${ORIGIN}/x"/>`);
      expect(out).toContain(`{"url":"${ORIGIN}/y"}`);
      expect(out.split('<i>between</i>')).toHaveLength(cuts.length + 1);
      expect(out.match(/nonce="n0nce"/g)).toHaveLength(Math.max(1, cuts.length + 1));
      const model = (await readFlight(streamOf(out))) as { ld: string; head: { props: { href: string } } };
      expect(JSON.parse(model.ld).url, `cuts ${cuts.join(',')}`).toBe(`${ORIGIN}/domains/tlds/com`);
      expect(model.head.props.href).toBe(`${ORIGIN}/x`);
    }
  });

  it('a payload it cannot read is left as it is; the markup around it still gets the origin', () => {
    const substitution = createOriginSubstitution({ placeholder: P });
    const html = `<link href="${P}/x"><script>self.__next_f.push([1,"1:T999,${P}"])</script>`;
    const out = substitution.substitute(Buffer.from(html), 'html', ORIGIN).toString();
    expect(out).toBe(`<link href="${ORIGIN}/x"><script>self.__next_f.push([1,"1:T999,${P}"])</script>`);
  });

  it('plain text (sitemaps, feeds, robots.txt, JSON) is replaced as it is', () => {
    const substitution = createOriginSubstitution({ placeholder: P });
    const xml = `<urlset><url><loc>${P}/</loc></url><url><loc>${P}/es</loc></url></urlset>`;
    expect(substitution.substitute(Buffer.from(xml), 'text', ORIGIN).toString()).toBe(xml.replaceAll(P, ORIGIN));
  });

  it('reads a body once: the template is kept and filled per origin; a body without the placeholder is untouched', () => {
    const substitution = createOriginSubstitution({ placeholder: P, maxEntries: 2 });
    const body = payload(P);
    const a = substitution.substitute(body, 'flight', 'http://a.example');
    const b = substitution.substitute(body, 'flight', 'http://b.example:8080');
    expect(substitution.size).toBe(1);
    expect(a.toString()).toContain('http://a.example/x');
    expect(b.toString()).toContain('http://b.example:8080/x');
    expect(a.toString()).not.toContain('b.example');
    const plain = Buffer.from('<p>no links</p>');
    expect(substitution.substitute(plain, 'html', ORIGIN)).toBe(plain);
    substitution.substitute(Buffer.from(`${P}1`), 'text', ORIGIN);
    substitution.substitute(Buffer.from(`${P}2`), 'text', ORIGIN);
    expect(substitution.size).toBe(2);
  });
});

describe('bodyKind', () => {
  it('pages, payloads and text are substituted; streams and binary types are not', () => {
    expect(bodyKind('text/html; charset=utf-8')).toBe('html');
    expect(bodyKind('text/x-component')).toBe('flight');
    for (const type of ['application/xml', 'text/xml', 'application/rss+xml', 'application/atom+xml', 'text/plain; charset=utf-8', 'application/json']) expect(bodyKind(type), type).toBe('text');
    for (const type of ['application/x-ndjson', 'text/event-stream', 'image/png', 'application/pdf', undefined]) expect(bodyKind(type), String(type)).toBeNull();
  });
});
