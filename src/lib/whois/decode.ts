/**
 * Whois answers are bytes in whatever charset the server uses. UTF-8 is tried first (strictly);
 * an answer that is not valid UTF-8 is decoded with the server's legacy charset (windows-1252 when
 * not listed). Nothing else is touched: CRLF, tabs and U+FFFD already present stay as they are.
 */
export function decodeAnswer(bytes: Uint8Array, legacyCharset = 'windows-1252'): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder(legacyCharset, { ignoreBOM: true }).decode(bytes);
    } catch {
      return new TextDecoder('windows-1252', { ignoreBOM: true }).decode(bytes);
    }
  }
}
