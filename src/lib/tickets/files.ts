import 'server-only';
import { fileTypeFromBuffer } from 'file-type';

/** Bytes file-type needs to recognise the formats we accept. */
export const SNIFF_BYTES = 4100;

export type FileKind = 'archive' | 'document';

/** Supporting documents (.zip/.rar) vs every other attachment (PDF/PNG/JPEG). */
const ACCEPTED: Record<FileKind, { mimes: readonly string[]; nameExtensions: readonly string[] | null }> = {
  archive: { mimes: ['application/zip', 'application/x-rar-compressed', 'application/vnd.rar'], nameExtensions: ['.zip', '.rar'] },
  document: { mimes: ['application/pdf', 'image/png', 'image/jpeg'], nameExtensions: null },
};

export interface SniffResult {
  accepted: boolean;
  /** The detected type, or null when the content is not recognised. */
  mime: string | null;
  extension: string | null;
}

/**
 * Decides from the first bytes of the content (magic bytes), never from the name or the declared
 * Content-Type alone. Archives must also be named .zip/.rar (the spec's accepted types).
 * Note: file-type reports zip-based formats (docx, jar, apk…) by their own type; those are refused as
 * supporting documents, which must be plain .zip/.rar archives.
 */
export async function sniffFile(head: Uint8Array, fileName: string, kind: FileKind): Promise<SniffResult> {
  let detected: { mime: string; ext: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(head);
  } catch {
    detected = undefined;
  }
  const rule = ACCEPTED[kind];
  const mime = detected?.mime ?? null;
  const nameOk = rule.nameExtensions === null || rule.nameExtensions.some((extension) => fileName.toLowerCase().endsWith(extension));
  return { accepted: mime !== null && rule.mimes.includes(mime) && nameOk, mime, extension: detected?.ext ?? null };
}

/**
 * A file name safe to store and show: the last path segment only (no directories, no traversal),
 * no control or shell-special characters, no leading dots, at most 120 characters with the
 * extension kept. Never empty.
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = lastSegment
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .trim()
    .replace(/^[.\s_-]+/, '');
  if (name.length > 120) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 120 - extension.length) + extension;
  }
  if (!name || /^\.+$/.test(name)) name = 'file';
  return name;
}
