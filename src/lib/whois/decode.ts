/**
 * Whois answers are bytes in whatever charset the server uses. UTF-8 is tried first (strictly);
 * an answer that is not valid UTF-8 is decoded with the server's legacy charset (windows-1252 when
 * not listed). Nothing else is touched: CRLF, tabs and U+FFFD already present stay as they are.
 */
export function decodeAnswer(bytes: Uint8Array, legacyCharset = 'windows-1252'): string {
  // 7-bit stateful charsets (JPRS without /e: ISO-2022-JP) are valid UTF-8 byte-wise; their
  // escape sequences (ESC $ / ESC ( ) say which one is meant
  if (/^iso-2022/i.test(legacyCharset) && hasIso2022Escape(bytes)) {
    return new TextDecoder(legacyCharset, { ignoreBOM: true }).decode(bytes);
  }
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

function hasIso2022Escape(bytes: Uint8Array): boolean {
  for (let i = 0; i + 1 < bytes.length; i++) {
    if (bytes[i] === 0x1b && (bytes[i + 1] === 0x24 || bytes[i + 1] === 0x28)) return true;
  }
  return false;
}
