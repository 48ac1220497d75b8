import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshNonce, isNonceShaped, NONCE_LENGTH, noncePlaceholder } from './csp-nonce';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nonce-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('nonces and the placeholder', () => {
  it('a nonce is 16 random bytes in hex, as long as nginx’s $request_id and as the placeholder', () => {
    const [a, b] = [freshNonce(), freshNonce()];
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toHaveLength(NONCE_LENGTH);
    expect(a).not.toBe(b);
  });

  it("is made once per build, kept readable by the owner only, and the same for every process", () => {
    const dir = tempDir();
    const first = noncePlaceholder(dir, {});
    expect(isNonceShaped(first)).toBe(true);
    expect(noncePlaceholder(dir, {})).toBe(first);
    expect(statSync(path.join(dir, '.next', 'csp-nonce-placeholder')).mode & 0o777).toBe(0o600);
  });

  it('CSP_NONCE_PLACEHOLDER (shared with a caching proxy) wins, and must be 32 hex digits', () => {
    const dir = tempDir();
    expect(noncePlaceholder(dir, { CSP_NONCE_PLACEHOLDER: '0123456789abcdef0123456789abcdef' })).toBe('0123456789abcdef0123456789abcdef');
    expect(() => noncePlaceholder(dir, { CSP_NONCE_PLACEHOLDER: 'too-short' })).toThrow(/32 lower-case hex/);
  });

  it('a placeholder of the older form (base64) is replaced', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, '.next'));
    writeFileSync(path.join(dir, '.next', 'csp-nonce-placeholder'), 'Uc2DgztMmQbPqMcWK4RDxg==');
    const value = noncePlaceholder(dir, {});
    expect(isNonceShaped(value)).toBe(true);
    expect(readFileSync(path.join(dir, '.next', 'csp-nonce-placeholder'), 'utf8')).toBe(value);
  });
});
