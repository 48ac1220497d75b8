import { describe, expect, it } from 'vitest';
import { serverFingerprint, sourceFingerprint } from './start.mjs';

describe('the build fingerprint (npm start builds when it changes)', () => {
  it('includes the build-time environment: MEDIA_HOSTS and NEXT_PUBLIC_ values', () => {
    const plain = sourceFingerprint({});
    expect(sourceFingerprint({})).toBe(plain);
    expect(sourceFingerprint({ MEDIA_HOSTS: 'media.example.com' })).not.toBe(plain);
    expect(sourceFingerprint({ NEXT_PUBLIC_X: '1' })).not.toBe(plain);
    // Run-time settings do not rebuild the site.
    expect(sourceFingerprint({ PORT: '3500', SITE_URL: 'https://www.example.com' })).toBe(plain);
  });
  it("keeps the site server's own sources apart (they only recompile the server)", () => {
    expect(serverFingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });
});
