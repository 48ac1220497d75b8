import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseResolver, scannerConfig, scannerUiConfig, systemResolver } from './config';

describe('scanner config', () => {
  it('has the documented defaults', () => {
    const config = scannerConfig({ SCAN_DNS_RESOLVER: '127.0.0.1:5353' });
    expect(config).toMatchObject({
      resolver: { host: '127.0.0.1', port: 5353 },
      stepDwellMs: { min: 1500, max: 5000 },
      allowPrivate: false,
      checkTimeoutMs: 8000,
      scanTimeoutMs: 20000,
    });
  });

  it('parses the dwell and private switch', () => {
    expect(scannerUiConfig({ SCAN_STEP_DWELL_MS: '0, 10' })).toEqual({ stepDwellMs: { min: 0, max: 10 } });
    expect(scannerConfig({ SCAN_ALLOW_PRIVATE: '1' }).allowPrivate).toBe(true);
    expect(() => scannerConfig({ SCAN_STEP_DWELL_MS: '5000,1500' })).toThrow(/min must not exceed max/);
    expect(() => scannerConfig({ SCAN_STEP_DWELL_MS: 'fast' })).toThrow(/SCAN_STEP_DWELL_MS/);
    expect(() => scannerConfig({ SCAN_ALLOW_PRIVATE: 'yes' })).toThrow();
  });

  it('parses resolver forms', () => {
    expect(parseResolver('9.9.9.9')).toEqual({ host: '9.9.9.9', port: 53 });
    expect(parseResolver('[::1]:5300')).toEqual({ host: '::1', port: 5300 });
    expect(parseResolver('2001:db8::53')).toEqual({ host: '2001:db8::53', port: 53 });
  });

  it('reads the system resolver from resolv.conf', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'resolv-'));
    const file = path.join(dir, 'resolv.conf');
    writeFileSync(file, '# comment\nsearch example\nnameserver fe80::1%eth0\nnameserver 10.0.0.2\n');
    expect(systemResolver(file)).toEqual({ host: 'fe80::1', port: 53 });
    expect(systemResolver(path.join(dir, 'missing'))).toEqual({ host: '127.0.0.1', port: 53 });
  });
});
