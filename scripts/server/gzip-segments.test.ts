import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSegmentGzip } from './gzip-segments';

const placeholder = 'PLACEHOLDERplaceholder0=';
const nonce = () => randomBytes(18).toString('base64'); // 24 characters, like the placeholder

function page(parts: string[]): Buffer {
  return Buffer.from(parts.join(placeholder));
}

describe('createSegmentGzip', () => {
  it('answers a gzip stream of the page with every placeholder replaced by the nonce', () => {
    const encoder = createSegmentGzip({ placeholder });
    const html = page(['<!doctype html><script nonce="', '">self.__next_f.push([1,"é ✓"])</script><p>', '</p>'.repeat(50), '']);
    const value = nonce();
    const out = gunzipSync(encoder.gzip(html, value)).toString();
    expect(out).toBe(html.toString().split(placeholder).join(value));
    expect(out).not.toContain(placeholder);
  });

  it('a fresh nonce per response from the same cached parts; the page is compressed once', () => {
    const encoder = createSegmentGzip({ placeholder });
    const html = page(['a'.repeat(5000), 'b'.repeat(5000), 'c']);
    const [first, second] = [nonce(), nonce()];
    expect(gunzipSync(encoder.gzip(html, first)).toString()).toBe(html.toString().split(placeholder).join(first));
    expect(gunzipSync(encoder.gzip(html, second)).toString()).toBe(html.toString().split(placeholder).join(second));
    expect(encoder.size).toBe(1);
    // and much smaller than the page
    expect(encoder.gzip(html, first).length).toBeLessThan(300);
  });

  it('handles no placeholder, placeholders at the edges and side by side, and an empty body', () => {
    const encoder = createSegmentGzip({ placeholder });
    for (const parts of [['only text'], ['', 'middle', ''], ['x', '', '', 'y'], [''], ['', '']]) {
      const html = page(parts);
      const value = nonce();
      expect(gunzipSync(encoder.gzip(html, value)).toString()).toBe(html.toString().split(placeholder).join(value));
    }
  });

  it('keeps at most maxEntries pages, least recently used out first', () => {
    const encoder = createSegmentGzip({ placeholder, maxEntries: 2 });
    const pages = ['one', 'two', 'three'].map((text) => page([text, text]));
    encoder.gzip(pages[0]!, nonce());
    encoder.gzip(pages[1]!, nonce());
    encoder.gzip(pages[0]!, nonce());
    encoder.gzip(pages[2]!, nonce());
    expect(encoder.size).toBe(2);
    expect(gunzipSync(encoder.gzip(pages[1]!, 'n'.repeat(24))).toString()).toBe('twonnnnnnnnnnnnnnnnnnnnnnnntwo');
  });

  it('keeps at most maxBytes; a page larger than that is answered but not kept', () => {
    const encoder = createSegmentGzip({ placeholder, maxBytes: 30_000 });
    const big = (seed: string) => page([seed.repeat(6000), 'x']); // ~12 KB of page each
    for (const seed of ['ab', 'cd', 'ef']) encoder.gzip(big(seed), nonce());
    expect(encoder.bytes).toBeLessThanOrEqual(30_000);
    expect(encoder.size).toBeLessThan(3);
    const huge = page(['z'.repeat(40_000), 'y']);
    const value = nonce();
    expect(gunzipSync(encoder.gzip(huge, value)).toString()).toBe(huge.toString().split(placeholder).join(value));
    expect(encoder.bytes).toBeLessThanOrEqual(30_000);
  });

  it('refuses a nonce that is not the placeholder length', () => {
    expect(() => createSegmentGzip({ placeholder }).gzip(page(['a', 'b']), 'short')).toThrow(/same length/);
  });

  it('is a stream the gzip tool reads too (header, CRC-32 and length checked)', () => {
    const encoder = createSegmentGzip({ placeholder });
    const html = page(['<html>', Array.from({ length: 2000 }, (_, index) => `<li>${index}</li>`).join(''), '</html>']);
    const value = nonce();
    const dir = mkdtempSync(path.join(tmpdir(), 'gzip-segments-'));
    const file = path.join(dir, 'page.html.gz');
    writeFileSync(file, encoder.gzip(html, value));
    const result = spawnSync('gzip', ['-t', file]);
    expect(result.status, result.stderr.toString()).toBe(0);
    expect(spawnSync('gzip', ['-dc', file]).stdout.toString()).toBe(html.toString().split(placeholder).join(value));
  });
});

describe('createSegmentGzip: history across nonces', () => {
  it('later parts refer back across nonces (about as small as compressing the whole page), and still inflate to the right bytes', async () => {
    const { gzipSync } = await import('node:zlib');
    const encoder = createSegmentGzip({ placeholder });
    // ~35 nonces in ~100 KB, as on the home page: rows that repeat with small differences.
    const row = (index: number) => `<li class="grid gap-4 rounded-lg border p-4" data-i="${index}">Extension .x${(index * 7919) % 1000} from $${(index * 31) % 97}.44 a year</li>`;
    const parts = Array.from({ length: 35 }, (_, index) => (index ? `">self.__next_f.push([1,"${row(index)}"])</script>` : '') + Array.from({ length: 25 }, (_, j) => row(index * 25 + j)).join('') + '<script nonce="');
    const html = page(parts);
    const value = nonce();
    const expected = html.toString().split(placeholder).join(value);
    const out = encoder.gzip(html, value);
    expect(gunzipSync(out).toString()).toBe(expected);
    const plain = gzipSync(Buffer.from(expected)).length;
    expect(out.length).toBeLessThan(plain * 1.3); // each part's block header and sync flush: the home page measures +8 %
    // without the dictionary each part starts from nothing: far larger
    const withoutHistory = parts.reduce((total, part) => total + gzipSync(Buffer.from(part)).length, 0);
    expect(out.length).toBeLessThan(withoutHistory * 0.8);
  });

  it('a page containing a NUL byte is compressed the plain way, nonce replaced', () => {
    const encoder = createSegmentGzip({ placeholder });
    const html = page(['a\u0000b', 'c']);
    const value = nonce();
    expect(gunzipSync(encoder.gzip(html, value)).toString()).toBe(`a\u0000b${value}c`);
    expect(encoder.size).toBe(0);
  });

  it('a page longer than the window (the dictionary is the last 32 KB)', () => {
    const encoder = createSegmentGzip({ placeholder });
    const parts = Array.from({ length: 6 }, (_, index) => randomBytes(12_000).toString('base64') + `-${index}-`.repeat(200));
    const html = page(parts);
    const value = nonce();
    expect(gunzipSync(encoder.gzip(html, value)).toString()).toBe(html.toString().split(placeholder).join(value));
  });
});
