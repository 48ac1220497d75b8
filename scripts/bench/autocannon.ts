import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface AutocannonResult {
  requests: { average: number; total?: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * autocannon runs in its own process (its CLI with --json), so on a 2-core machine the load
 * generator and the server do not share one event loop. Requests send Accept-Encoding: gzip as a
 * browser does.
 */
export interface AutocannonRequest {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** A CA file to trust (an https target on loopback with a test certificate). */
  ca?: string;
}

export function autocannon(url: string, connections: number, duration: number, request: AutocannonRequest = {}): Promise<AutocannonResult> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const extra = [
    ...(request.method ? ['-m', request.method] : []),
    ...(request.body !== undefined ? ['-b', request.body] : []),
    ...Object.entries(request.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '-j', '-c', String(connections), '-d', String(duration), '-H', 'Accept-Encoding=gzip', ...extra, url], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: request.ca ? { ...process.env, NODE_EXTRA_CA_CERTS: request.ca } : process.env,
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${errors}`));
      try {
        resolve(JSON.parse(output) as AutocannonResult);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${errors || output}`));
      }
    });
  });
}
