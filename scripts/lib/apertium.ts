/**
 * Debian's Apertium APy (apertium-apy + apertium-eng-spa) on loopback for tests and benchmarks: a
 * free port, bound to 127.0.0.1 (scripts/lib/apertium-loopback.py), waited for until it lists its
 * pairs; stop() ends it, start() brings it back on the same port (outage tests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './site-process';

const here = path.dirname(fileURLToPath(import.meta.url));
export const APERTIUM_MODES = '/usr/share/apertium/modes';
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

export function apertiumInstalled(): boolean {
  return existsSync('/usr/lib/python3/dist-packages/apertium_apy') && existsSync(path.join(APERTIUM_MODES, 'eng-spa.mode'));
}

export interface TestApertium {
  url: string;
  port: number;
  /** Everything APy logged. */
  output(): string;
  /** Starts it again (same port) after stop(). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startApertium(): Promise<TestApertium> {
  if (!apertiumInstalled()) throw new Error('Apertium APy is not installed (apt-get install -y apertium-apy apertium-eng-spa)');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';
  const start = async () => {
    // -j1: one process; -m 0: pipelines stay up; -t: APy's own per-request timeout.
    child = spawn(PYTHON, [path.join(here, 'apertium-loopback.py'), '-p', String(port), '-j', '1', '-t', '20', APERTIUM_MODES], {
      env: { ...process.env, LC_ALL: 'C.UTF-8', PYTHONUNBUFFERED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const running = child;
    running.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    running.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (running.exitCode !== null) throw new Error(`apertium-apy exited (${running.exitCode}):\n${log}`);
      try {
        const response = await fetch(`${url}/listPairs`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        running.kill('SIGKILL');
        throw new Error(`apertium-apy did not answer within 30 s:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
      running.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      running.kill('SIGTERM');
    });
  };
  await start();
  return { url, port, output: () => log, start, stop };
}
