export interface NonceSubstitution {
  push(chunk: Buffer): Buffer;
  flush(): Buffer;
}
export function createNonceSubstitution(placeholder: string, nonce: string): NonceSubstitution;
