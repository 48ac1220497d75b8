/**
 * Gzip for cached pages whose only per-response difference is the CSP nonce (docs/csp.md).
 *
 * A page served from Next's cache is the same bytes every time except for the nonce the site's
 * server substitutes for the placeholder. Compressing ~100 KB of HTML per response was a fifth of
 * a cached page's cost, so the parts between placeholders are compressed once and kept:
 *
 * - each part is compressed as raw DEFLATE ending in a sync flush (RFC 1951: ends on a byte
 *   boundary), cached by the SHA-1 of the page's bytes. So that parts still refer back to earlier
 *   text (a page has ~25 nonces; compressed without history it grew by a third), each part gets
 *   the preceding 32 KB as a preset dictionary, with NUL bytes standing where the nonces will be:
 *   the decoder's window holds the same text and the real nonces there, and as a page never
 *   contains NUL (a page that does is compressed the ordinary way), no back-reference can reach a
 *   nonce position, so every distance points at the same bytes on both sides;
 * - a response is the gzip header (RFC 1952), the cached parts with each nonce between them as a
 *   stored (uncompressed) block, a final empty block, and the CRC-32 and length of the bytes the
 *   visitor actually gets (zlib.crc32 over the parts and nonces, cheap).
 *
 * The result is an ordinary gzip stream any client inflates (tested against zlib's gunzip). The
 * cache keeps at most `maxEntries` pages and `maxBytes` of page and compressed bytes together
 * (least recently used goes first; a page larger than that is compressed for the one response).
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { createBoundedCache } from './bounded-cache';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** BFINAL=1, BTYPE=01 (fixed Huffman), end-of-block: the stream's last block, empty. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** DEFLATE's window: a back-reference reaches at most 32 KB back. */
const WINDOW = 32 * 1024;

/** A stored block (BTYPE=00) holding `bytes` (at most 65535), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00; // BFINAL=0, BTYPE=00, padding to the byte boundary
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

function splitOn(body: Buffer, needle: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (;;) {
    const at = body.indexOf(needle, from);
    if (at === -1) break;
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

export interface SegmentGzip {
  /**
   * The gzip stream of `body` (the page as cached, placeholders included) with every placeholder
   * replaced by `nonce` (same length). `key` names the body when the caller knows it (a digest of
   * it), which spares hashing it.
   */
  gzip(body: Buffer, nonce: string, key?: string): Buffer;
  /** Pages kept (for tests). */
  readonly size: number;
  /** Bytes kept (for tests). */
  readonly bytes: number;
}

interface Entry {
  parts: Buffer[];
  compressed: Buffer[];
  bytes: number;
}

export function createSegmentGzip({ placeholder, maxEntries = 256, maxBytes = 64 * 1024 * 1024, level = zlib.constants.Z_BEST_COMPRESSION }: { placeholder: string; maxEntries?: number; maxBytes?: number; level?: number }): SegmentGzip {
  const needle = Buffer.from(placeholder, 'latin1');
  const cache = createBoundedCache<Entry>({ maxEntries, maxBytes, sizeOf: (entry) => entry.bytes });

  function entryFor(body: Buffer, known?: string): Entry {
    const key = known ?? createHash('sha1').update(body).digest('base64');
    const found = cache.get(key);
    if (found) return found;
    const parts = splitOn(body, needle).map((part) => Buffer.from(part));
    const filler = Buffer.alloc(needle.length, 0);
    let history = Buffer.alloc(0);
    const compressed = parts.map((part) => {
      const dictionary = history.subarray(Math.max(0, history.length - WINDOW));
      const out = part.length ? zlib.deflateRawSync(part, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH, ...(dictionary.length ? { dictionary } : {}) }) : Buffer.alloc(0);
      history = Buffer.concat([history.subarray(Math.max(0, history.length - WINDOW)), part, filler]);
      return out;
    });
    const bytes = parts.reduce((total, part) => total + part.length, 0) + compressed.reduce((total, part) => total + part.length, 0);
    const entry = { parts, compressed, bytes };
    // An entry larger than the whole cache is used for this response only.
    cache.set(key, entry);
    return entry;
  }

  return {
    gzip(body, nonce, key) {
      const replacement = Buffer.from(nonce, 'latin1');
      if (replacement.length !== needle.length) throw new Error('nonce and placeholder must have the same length');
      // A NUL byte would defeat the dictionary's stand-ins (see above): compress it the plain way.
      if (body.includes(0)) return zlib.gzipSync(Buffer.from(body.toString('latin1').split(placeholder).join(nonce), 'latin1'), { level });
      const { parts, compressed } = entryFor(body, key);
      const out: Buffer[] = [GZIP_HEADER];
      let crc = 0;
      let size = 0;
      const nonceBlock = storedBlock(replacement);
      parts.forEach((part, index) => {
        if (index > 0) {
          out.push(nonceBlock);
          crc = zlib.crc32(replacement, crc);
          size += replacement.length;
        }
        out.push(compressed[index]!);
        crc = zlib.crc32(part, crc);
        size += part.length;
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(size >>> 0, 4);
      out.push(FINAL_EMPTY_BLOCK, trailer);
      return Buffer.concat(out);
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.bytes;
    },
  };
}
