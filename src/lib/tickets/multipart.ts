import 'server-only';
import busboy from 'busboy';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import { ApiError } from '@/lib/http/api-error';
import { ALL_ARCHIVE_FIELDS, ALL_FILE_FIELDS, LIMITS, megabytes } from '@/lib/forms';
import { SNIFF_BYTES, nameForType, sanitizeFileName, sniffFile, type SniffResult } from './files';

/** A file received, checked and written to the request's incoming folder. */
export interface ReceivedFile {
  /** Wire name of the form field, e.g. dpd_statementAttach. */
  field: string;
  /** 1-based order of the file within the request. */
  seq: number;
  /** Name as sent by the browser, decoded as UTF-8 (for the record only; never used as a path). */
  originalName: string;
  /** Sanitised name carrying the extension of the detected type (stored and forwarded under it). */
  name: string;
  /** `${seq}-${name}` inside the request folder. */
  storedName: string;
  size: number;
  /** Detected from the content. */
  mime: string;
  sha256: string;
}

export interface ParsedSubmission {
  /** Text fields; a repeated name keeps its last value. */
  fields: Record<string, string>;
  files: ReceivedFile[];
  /**
   * Folder holding the files (moved into files/<ticketId> once the ticket is committed). Stays in
   * uploadsInFlight() until commitTicket is done with it.
   */
  folder: string;
}

export interface ParseLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxRequestBytes: number;
  maxFields: number;
  maxFieldBytes: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxFileBytes: LIMITS.maxFileBytes,
  maxFiles: LIMITS.maxFiles,
  maxRequestBytes: LIMITS.maxRequestBytes,
  maxFields: 60,
  maxFieldBytes: 64 * 1024,
};

/**
 * Which form field a file part belongs to. Reading chosen for the spec's "files appended as
 * numbered names (filename-1, filename-2, …)": "filename" stands for the form field's name, so the
 * script client sends `dpd_statementAttach-1`, `dpd_statementAttach-2`, `do_idCardAttach-1`, …
 * A plain HTML form (no JavaScript) sends the bare field name (`<input type=file name=do_idCardAttach>`);
 * both are accepted. Anything else is refused (400 `unknown-file-field`).
 */
export function fileFieldOf(partName: string): string | null {
  if (ALL_FILE_FIELDS.includes(partName)) return partName;
  const numbered = /^(.+)-(\d{1,3})$/.exec(partName);
  if (numbered && numbered[1] && ALL_FILE_FIELDS.includes(numbered[1])) return numbered[1];
  return null;
}

const inFlightKey = Symbol.for('registrar.tickets.uploads-in-flight');
type GlobalWithUploads = typeof globalThis & { [inFlightKey]?: Set<string> };

/**
 * Upload folders this process is still working on (streaming, validating, committing): the sweep
 * never touches them whatever their age. On globalThis: the route and the boot-time sweep
 * (instrumentation) may be bundled apart.
 */
export function uploadsInFlight(): Set<string> {
  const holder = globalThis as GlobalWithUploads;
  return (holder[inFlightKey] ??= new Set<string>());
}

function tooLarge(code: string, message: string, field?: string): ApiError {
  return new ApiError(413, code, message, field ? { [field]: code } : undefined);
}

/**
 * Streams a multipart (or urlencoded) body to disk under `incomingDir/<random>/`, enforcing every
 * limit while the bytes arrive: at most `maxFiles` files, `maxFileBytes` per file, `maxRequestBytes`
 * for the whole body; each file's type is decided from its magic bytes before it is kept. On any
 * failure the folder is removed and an ApiError (400/413/415) is thrown.
 */
export async function parseSubmission(request: Request, incomingDir: string, limits: ParseLimits = DEFAULT_PARSE_LIMITS): Promise<ParsedSubmission> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new ApiError(415, 'unsupported-media-type', 'Send the form as multipart/form-data');
  }
  const declaredLength = Number(request.headers.get('content-length') ?? 'NaN');
  // Fields and multipart framing add a little on top of the 40 MB of files.
  const bodyCap = limits.maxRequestBytes + limits.maxFields * limits.maxFieldBytes;
  if (Number.isFinite(declaredLength) && declaredLength > bodyCap) {
    throw tooLarge('request-too-large', `The request is larger than ${megabytes(limits.maxRequestBytes)}`);
  }
  if (!request.body) throw new ApiError(400, 'empty-body', 'The request has no body');

  const folder = path.join(incomingDir, randomUUID());
  uploadsInFlight().add(folder);
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    uploadsInFlight().delete(folder);
    throw error;
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Keep the browser's name as sent (for the record); sanitizeFileName drops any path.
      preservePath: true,
      // Browsers send non-ASCII file names as raw UTF-8 in `filename="…"` (busboy's default for
      // parameters without a charset is latin1, which turns them into mojibake); RFC 5987
      // `filename*=UTF-8''…` is decoded by its own charset either way.
      defParamCharset: 'utf8',
      limits: {
        files: limits.maxFiles + 1,
        fileSize: limits.maxFileBytes + 1,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields + 2,
      },
    });
  } catch {
    await rm(folder, { recursive: true, force: true });
    uploadsInFlight().delete(folder);
    throw new ApiError(400, 'malformed-multipart', 'The multipart body could not be read');
  }

  const source = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const pending: Promise<void>[] = [];
  let fileCount = 0;
  let fileBytes = 0;
  let failure: unknown = null;
  const activeStreams = new Set<Readable>();

  const result = new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      source.unpipe(parser);
      source.destroy();
      parser.removeAllListeners('file');
      // Files still streaming will get no more bytes: end their readers so their writers close.
      for (const stream of activeStreams) stream.destroy(new Error('aborted'));
      reject(error);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(tooLarge('field-too-large', 'A field is too long', name));
      fields[name] = value;
    });

    parser.on('file', (partName, stream, info) => {
      // An empty <input type=file> in a plain form posts a part with no file name and no content.
      const originalName = info.filename;
      if (!originalName) {
        stream.resume();
        return;
      }
      const field = fileFieldOf(partName);
      if (!field) {
        stream.resume();
        return fail(new ApiError(400, 'unknown-file-field', `Files are not accepted in "${partName}"`, { [partName]: 'unknown-file-field' }));
      }
      fileCount += 1;
      if (fileCount > limits.maxFiles) {
        stream.resume();
        return fail(tooLarge('too-many-files', `At most ${limits.maxFiles} files per request`, field));
      }
      const seq = fileCount;
      const sanitised = sanitizeFileName(originalName);
      const partPath = path.join(folder, `${String(seq).padStart(2, '0')}.part`);
      const kind = ALL_ARCHIVE_FIELDS.includes(field) ? 'archive' : 'document';
      activeStreams.add(stream);
      stream.once('close', () => activeStreams.delete(stream));
      pending.push(
        receiveFile(stream, partPath, {
          onBytes: (count) => {
            fileBytes += count;
            if (fileBytes > limits.maxRequestBytes) throw tooLarge('request-too-large', `The files are larger than ${megabytes(limits.maxRequestBytes)} in total`);
          },
          maxBytes: limits.maxFileBytes,
          field,
          check: (head) => sniffFile(head, sanitised, kind),
        })
          .then(async ({ size, sha256, mime, extension }) => {
            // Stored and forwarded under the detected type's extension, whatever the name claimed.
            const name = nameForType(sanitised, mime, extension);
            const storedName = `${String(seq).padStart(2, '0')}-${name}`;
            await rename(partPath, path.join(folder, storedName));
            files.push({ field, seq, originalName, name, storedName, size, mime, sha256 });
          })
          .catch(fail),
      );
    });

    parser.on('filesLimit', () => fail(tooLarge('too-many-files', `At most ${limits.maxFiles} files per request`)));
    parser.on('fieldsLimit', () => fail(tooLarge('too-many-fields', 'Too many fields')));
    parser.on('partsLimit', () => fail(tooLarge('too-many-parts', 'Too many parts')));
    parser.on('error', () => fail(new ApiError(400, 'malformed-multipart', 'The multipart body could not be read')));
    source.on('error', () => fail(new ApiError(400, 'malformed-multipart', 'The request body was cut off')));
    parser.on('close', () => {
      Promise.all(pending).then(() => (failure ? undefined : resolve()), fail);
    });
    source.pipe(parser);
  });

  try {
    await result;
    await Promise.allSettled(pending);
    if (failure) throw failure;
  } catch (error) {
    await Promise.allSettled(pending);
    await rm(folder, { recursive: true, force: true });
    uploadsInFlight().delete(folder);
    throw error;
  }
  files.sort((a, b) => a.seq - b.seq);
  return { fields, files, folder };
}

interface ReceiveOptions {
  onBytes: (count: number) => void;
  maxBytes: number;
  field: string;
  check: (head: Uint8Array) => Promise<SniffResult>;
}

/** Writes one file part to `partPath` (flushed to disk), sniffing its first bytes before keeping any. */
async function receiveFile(stream: Readable, partPath: string, options: ReceiveOptions): Promise<{ size: number; sha256: string; mime: string; extension: string }> {
  const hash = createHash('sha256');
  const out = createWriteStream(partPath, { flags: 'wx', flush: true });
  const outDone = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    out.on('close', () => reject(new Error('closed before finishing')));
  });
  const buffered: Buffer[] = [];
  let bufferedBytes = 0;
  let mime: string | null = null;
  let extension = 'bin';
  let size = 0;

  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));

  const decide = async () => {
    const head = Buffer.concat(buffered);
    const verdict = await options.check(head.subarray(0, SNIFF_BYTES));
    if (!verdict.accepted || !verdict.mime) {
      if (verdict.refusal === 'file-extension-mismatch') {
        throw new ApiError(415, 'file-extension-mismatch', "The file name's extension does not match its content", { [options.field]: 'file-extension-mismatch' });
      }
      throw new ApiError(415, 'unsupported-file-type', 'This file type is not accepted', { [options.field]: 'unsupported-file-type' });
    }
    mime = verdict.mime;
    extension = verdict.extension ?? extension;
    for (const chunk of buffered) await write(chunk);
    buffered.length = 0;
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      options.onBytes(chunk.length);
      if (size > options.maxBytes) {
        throw new ApiError(413, 'file-too-large', `A file is larger than ${megabytes(options.maxBytes)}`, { [options.field]: 'file-too-large' });
      }
      hash.update(chunk);
      if (mime === null) {
        buffered.push(chunk);
        bufferedBytes += chunk.length;
        if (bufferedBytes >= SNIFF_BYTES) await decide();
      } else {
        await write(chunk);
      }
    }
    if (mime === null) await decide();
    out.end();
    await outDone;
  } catch (error) {
    stream.resume();
    out.destroy();
    await outDone.catch(() => undefined);
    await rm(partPath, { force: true });
    throw error;
  }
  return { size, sha256: hash.digest('hex'), mime: mime ?? 'application/octet-stream', extension };
}
