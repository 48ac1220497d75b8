import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** 'site' (default): the site's server, .next/site-server.mjs, as `npm start` runs it; 'next': plain `next start`. */
  server?: 'site' | 'next';
  /** Bind address (default 127.0.0.1). */
  host?: string;
  /** Reuse a DATA_DIR (restart tests); it is then not deleted on stop. */
  dataDir?: string;
  /** Run the site's server from another directory (the assembled standalone package). */
  directory?: string;
  /** The port (default: a free one). */
  port?: number;
}

/**
 * Starts the built site on loopback with its own DATA_DIR and waits until it answers.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const host = options.host ?? '127.0.0.1';
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'site-data-'));
  let log = '';
  const [command, args] =
    options.server === 'next'
      ? [path.join(root, 'node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', host]]
      : [process.execPath, [path.join(options.directory ?? root, '.next', 'site-server.mjs')]];
  const child: ChildProcess = spawn(command, args, {
    cwd: options.directory ?? root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOST: host, LOG_REQUESTS: '0', DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://${host.includes(':') ? `[${host}]` : host === 'localhost' ? '127.0.0.1' : host}:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`next start did not answer within 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve(undefined);
          }, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
        });
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
