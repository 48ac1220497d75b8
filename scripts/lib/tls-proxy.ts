/**
 * nginx terminating TLS on loopback in front of the site, with deploy/nginx.conf (or the caching
 * deploy/nginx-cache.conf) and a throwaway test CA (openssl): what an operator runs, started and
 * stopped by the tests (e2e/deploy.spec.ts, e2e/cached-deployment.spec.ts) and `npm run bench:pages`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, root } from './site-process';

const run = promisify(execFile);

export interface TlsProxy {
  /** https://localhost:<port> */
  url: string;
  /** http://localhost:<port>, redirecting to url */
  plainUrl: string;
  caFile: string;
  /** nginx's access log so far (deploy/nginx-cache.conf writes the cache status of each request). */
  accessLog(): string;
  stop(): Promise<void>;
}

/** The configurations in deploy/ the helper can start. */
export type NginxConfigFile = 'nginx.conf' | 'nginx-cache.conf';

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error('nginx is not installed (apt-get install -y nginx-light)');
}

async function makeCertificate(dir: string): Promise<Certificates> {
  const openssl = (args: string[]) => run('openssl', args, { cwd: dir });
  await openssl(['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Site Deploy Test CA', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign']);
  await openssl(['req', '-new', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', 'site.key', '-out', 'site.csr', '-subj', '/CN=localhost']);
  writeFileSync(path.join(dir, 'site.ext'), 'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n');
  await openssl(['x509', '-req', '-in', 'site.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'site.crt', '-days', '2', '-extfile', 'site.ext']);
  writeFileSync(path.join(dir, 'site.chain.pem'), readFileSync(path.join(dir, 'site.crt'), 'utf8') + readFileSync(path.join(dir, 'ca.pem'), 'utf8'));
  return { ca: path.join(dir, 'ca.pem'), cert: path.join(dir, 'site.chain.pem'), key: path.join(dir, 'site.key') };
}

/** compose.yaml's nginx: deploy/nginx.compose.conf is this rendering of deploy/nginx.conf (checked by a test). */
export const COMPOSE_NGINX_VALUES = {
  PREFIX: '/tmp',
  UPSTREAM: 'site:3000',
  LISTEN_HTTP: '80',
  LISTEN_HTTPS: '443',
  HTTPS_PORT_SUFFIX: '',
  CERT: '/etc/nginx/tls/site.crt',
  KEY: '/etc/nginx/tls/site.key',
} as const;

type NginxValues = Record<'PREFIX' | 'UPSTREAM' | 'LISTEN_HTTP' | 'LISTEN_HTTPS' | 'HTTPS_PORT_SUFFIX' | 'CERT' | 'KEY', string> & Record<string, string>;

export function renderNginxConfig(values: NginxValues, file: NginxConfigFile = 'nginx.conf'): string {
  const template = readFileSync(path.join(root, 'deploy', file), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`deploy/${file}: no value for {{${key}}}`);
    return value;
  });
}

export interface TlsProxyOptions {
  config?: NginxConfigFile;
  /** Values for the configuration's other {{…}} (deploy/nginx-cache.conf: NONCE_PLACEHOLDER, WORKERS). */
  values?: Record<string, string>;
  /** Run nginx's master process (needed for WORKERS > 1); tests run one process. */
  masterProcess?: boolean;
}

export interface Certificates {
  ca: string;
  cert: string;
  key: string;
}

export interface NginxProcess {
  /** The directory nginx runs in (its PREFIX: logs, temporary files, cache). */
  dir: string;
  certs: Certificates;
  accessLog(): string;
  stop(): Promise<void>;
}

/**
 * nginx on loopback with the configuration `render` writes for its directory and a fresh test
 * certificate (localhost, 127.0.0.1); resolves once `port` accepts connections.
 */
export async function startNginx(render: (dir: string, certs: Certificates) => string, port: number, options: { masterProcess?: boolean } = {}): Promise<NginxProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const certs = await makeCertificate(dir);
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, render(dir, certs));
  let output = '';
  const child: ChildProcess = spawn(nginxBinary(), ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log'), '-g', `daemon off; master_process ${options.masterProcess ? 'on' : 'off'};`], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      import('node:net').then(({ connect }) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
    });
    if (open) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen within 15 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    dir,
    certs,
    accessLog() {
      try {
        return readFileSync(path.join(dir, 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => {
          const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(undefined)), 5000);
          child.once('exit', () => (clearTimeout(timer), resolve(undefined)));
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startTlsProxy(upstream: string, ports?: { https: number; http: number }, options: TlsProxyOptions = {}): Promise<TlsProxy> {
  const [httpsPort, httpPort] = ports ? [ports.https, ports.http] : [await freePort(), await freePort()];
  const nginx = await startNginx(
    (dir, certs) =>
      renderNginxConfig(
        {
          WORKERS: '1',
          ...options.values,
          PREFIX: dir,
          UPSTREAM: upstream,
          LISTEN_HTTP: `127.0.0.1:${httpPort}`,
          LISTEN_HTTPS: `127.0.0.1:${httpsPort}`,
          HTTPS_PORT_SUFFIX: `:${httpsPort}`,
          CERT: certs.cert,
          KEY: certs.key,
        },
        options.config,
      ),
    httpsPort,
    options,
  );
  return {
    url: `https://localhost:${httpsPort}`,
    plainUrl: `http://localhost:${httpPort}`,
    caFile: nginx.certs.ca,
    accessLog: nginx.accessLog,
    stop: nginx.stop,
  };
}
