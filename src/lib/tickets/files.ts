import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import mime from 'mime-types';

/** Bytes file-type needs to recognise the formats we accept. */
export const SNIFF_BYTES = 4100;

export type FileKind = 'archive' | 'document';

/** Supporting documents (.zip/.rar) vs every other attachment (PDF/PNG/JPEG). */
const ACCEPTED: Record<FileKind, { mimes: readonly string[]; nameExtensions: readonly string[] | null }> = {
  archive: { mimes: ['application/zip', 'application/x-rar-compressed', 'application/vnd.rar'], nameExtensions: ['.zip', '.rar'] },
  document: { mimes: ['application/pdf', 'image/png', 'image/jpeg'], nameExtensions: null },
};

/** Types mime-db lists under another name than file-type reports (e.g. .jfif is image/pjpeg there). */
const SAME_TYPE: Record<string, string> = {
  'image/pjpeg': 'image/jpeg',
  'application/vnd.rar': 'application/x-rar-compressed',
  'application/x-zip-compressed': 'application/zip',
};
function canonicalMime(type: string): string {
  return SAME_TYPE[type] ?? type;
}

/**
 * Why a file is refused: `unsupported-file-type` (the content is not an accepted type, or an archive
 * is not named .zip/.rar) or `file-extension-mismatch` (the content is accepted but the name claims
 * another type: a PDF named evil.html, a PNG named logo.svg).
 */
export type FileRefusal = 'unsupported-file-type' | 'file-extension-mismatch';

export interface SniffResult {
  accepted: boolean;
  refusal: FileRefusal | null;
  /** The detected type, or null when the content is not recognised. */
  mime: string | null;
  /** The detected type's extension (file-type's: pdf, png, jpg, zip, rar), or null. */
  extension: string | null;
}

/** The extension a name claims, lower case without the dot, or null when it claims none. */
export function claimedExtension(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  // Only a registered type's extension (mime-db) is a claim: "scan.2024" or "report.v2" claim nothing.
  return mime.lookup(extension) ? extension : null;
}

/** True when the name's extension is one of the detected type's (or the name claims no type). */
export function extensionMatches(fileName: string, detectedMime: string): boolean {
  const extension = claimedExtension(fileName);
  if (extension === null) return true;
  const claimed = mime.lookup(extension);
  return claimed !== false && canonicalMime(claimed) === canonicalMime(detectedMime);
}

/**
 * Decides from the first bytes of the content (magic bytes), never from the name or the declared
 * Content-Type alone. Archives must also be named .zip/.rar (the spec's accepted types). A name whose
 * extension names another registered type than the content is refused (file-extension-mismatch).
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
  const type = detected?.mime ?? null;
  const extension = detected?.ext ?? null;
  const refuse = (refusal: FileRefusal): SniffResult => ({ accepted: false, refusal, mime: type, extension });
  if (type === null || !rule.mimes.includes(type)) return refuse('unsupported-file-type');
  const nameOk = rule.nameExtensions === null || rule.nameExtensions.some((ending) => fileName.toLowerCase().endsWith(ending));
  if (!nameOk && claimedExtension(fileName) === null) return refuse('unsupported-file-type');
  if (!extensionMatches(fileName, type)) return refuse('file-extension-mismatch');
  if (!nameOk) return refuse('unsupported-file-type');
  return { accepted: true, refusal: null, mime: type, extension };
}

/**
 * The name a file is stored and forwarded under: the sanitised name carrying the extension of the
 * detected type. A name that already ends in one of the type's extensions keeps it (id.jpeg stays
 * id.jpeg); a name without a type extension gets the detected one appended ("statement" ->
 * "statement.pdf"). Names claiming another type never get here (sniffFile refuses them).
 */
export function nameForType(sanitisedName: string, detectedMime: string, detectedExtension: string): string {
  const claimed = claimedExtension(sanitisedName);
  if (claimed !== null && extensionMatches(sanitisedName, detectedMime)) return sanitisedName;
  const suffix = `.${detectedExtension}`;
  const base = sanitisedName.length + suffix.length > 120 ? sanitisedName.slice(0, 120 - suffix.length) : sanitisedName;
  return `${base}${suffix}`;
}

/** C0 controls, DEL and C1 controls (ESC and CSI among them). */
 
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
/** Unicode bidirectional overrides and isolates: they reorder how a name is displayed. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name safe to store and show: the last path segment only (no directories, no traversal),
 * no control, bidi-override or shell-special characters, no leading dots, at most 120 characters with
 * the extension kept. Never empty.
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = lastSegment
    .replace(CONTROL_CHARACTERS, '')
    .replace(BIDI_CONTROLS, '')
    .replace(/[^\p{L}\p{M}\p{N}._ -]/gu, '_')
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
