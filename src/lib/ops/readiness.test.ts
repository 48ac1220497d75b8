import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkReadiness } from './readiness';

describe('readiness', () => {
  let directory = '';
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'ready-'));
    vi.stubEnv('DATA_DIR', directory);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(directory, { recursive: true, force: true });
  });

  it('is ready when the catalogue is loaded and the stores answer (fresh DATA_DIR, migrated on open)', async () => {
    const report = await checkReadiness();
    expect(report.checks).toMatchObject({ catalogue: { ok: true }, tickets: { ok: true }, scanner: { ok: true }, mail: { ok: true }, subscriptions: { ok: true }, leads: { ok: true }, translations: { ok: true } });
    expect(report.ready).toBe(true);
  }, 60_000);

  it('names the failing part with a one-line reason and is not ready', async () => {
    const report = await checkReadiness([
      { name: 'fine', run: async () => undefined },
      {
        name: 'database',
        run: async () => {
          throw new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at internal stack');
        },
      },
    ]);
    expect(report.ready).toBe(false);
    expect(report.checks.fine?.ok).toBe(true);
    expect(report.checks.database).toMatchObject({ ok: false, error: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });
});
