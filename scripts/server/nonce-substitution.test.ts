import { describe, expect, it } from 'vitest';
import { createNonceSubstitution } from './nonce-substitution';

const placeholder = 'PLACEHOLDERplaceholder0==';
const nonce = 'nOnCe0123456789abcdefgh==';

function run(chunks: string[]): string {
  const substitution = createNonceSubstitution(placeholder.slice(0, 24), nonce.slice(0, 24));
  const out = chunks.map((chunk) => substitution.push(Buffer.from(chunk)).toString('latin1')).join('');
  return out + substitution.flush().toString('latin1');
}

describe('createNonceSubstitution', () => {
  const p = placeholder.slice(0, 24);
  const n = nonce.slice(0, 24);
  it('replaces every placeholder in one chunk', () => {
    expect(run([`<script nonce="${p}">a</script><script nonce="${p}">b</script>`])).toBe(`<script nonce="${n}">a</script><script nonce="${n}">b</script>`);
  });
  it('finds a placeholder split across chunks, at every split point', () => {
    const html = `<html><script nonce="${p}"></script>tail`;
    for (let cut = 1; cut < html.length; cut++) {
      expect(run([html.slice(0, cut), html.slice(cut)])).toBe(html.replace(p, n));
    }
    expect(run(html.split(''))).toBe(html.replace(p, n));
  });
  it('passes other bytes through unchanged, multi-byte text included', () => {
    const text = 'ámbito — 日本語 '.repeat(50);
    const substitution = createNonceSubstitution(p, n);
    const out = Buffer.concat([substitution.push(Buffer.from(text)), substitution.flush()]);
    expect(out.toString('utf8')).toBe(text);
  });
  it('refuses a nonce of another length', () => {
    expect(() => createNonceSubstitution(p, 'short')).toThrow();
  });
});
