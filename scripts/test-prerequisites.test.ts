import { describe, expect, it } from 'vitest';
import { ensureTestPackages, missingPackages, TEST_PACKAGES } from './test-prerequisites.mjs';

describe('test prerequisites (the first step of npm test)', () => {
  it('finds every package the tests start on this machine', () => {
    expect(missingPackages()).toEqual([]);
    expect(ensureTestPackages({ log: () => undefined, error: () => undefined })).toBe(0);
  });

  it('without root, stops with the exact command to run', () => {
    const lines: string[] = [];
    const code = ensureTestPackages({ packages: [TEST_PACKAGES[0]!, 'no-such-package-for-the-test'], isRoot: false, log: (line) => lines.push(line), error: (line) => lines.push(line) });
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain('sudo apt-get update && sudo apt-get install -y --no-install-recommends no-such-package-for-the-test');
    expect(lines.join('\n')).not.toContain(`install -y --no-install-recommends ${TEST_PACKAGES[0]}`);
  });
});
