/**
 * Streaming replacement of the CSP nonce placeholder in a response body (docs/csp.md).
 * The placeholder and the nonce have the same length, so Content-Length stays right; a chunk's
 * last (length - 1) bytes are held back until the next chunk, so a placeholder split across two
 * writes is still found.
 */
export interface NonceSubstitution {
  /** Returns the bytes that can be sent now. */
  push(chunk: Buffer): Buffer;
  /** The held-back tail, at the end of the body. */
  flush(): Buffer;
}

export function createNonceSubstitution(placeholder: string, nonce: string): NonceSubstitution {
  const needle = Buffer.from(placeholder, 'latin1');
  const replacement = Buffer.from(nonce, 'latin1');
  if (needle.length !== replacement.length || needle.length === 0) throw new Error('nonce and placeholder must have the same, non-zero length');
  const keep = needle.length - 1;
  let carry: Buffer = Buffer.alloc(0);

  function replaceAll(buffer: Buffer): Buffer {
    let from = 0;
    for (;;) {
      const at = buffer.indexOf(needle, from);
      if (at === -1) return buffer;
      replacement.copy(buffer, at);
      from = at + needle.length;
    }
  }

  return {
    push(chunk) {
      const joined = replaceAll(carry.length ? Buffer.concat([carry, chunk]) : Buffer.from(chunk));
      if (joined.length <= keep) {
        carry = joined;
        return Buffer.alloc(0);
      }
      carry = Buffer.from(joined.subarray(joined.length - keep));
      return joined.subarray(0, joined.length - keep);
    },
    flush() {
      const rest = carry;
      carry = Buffer.alloc(0);
      return rest;
    },
  };
}
