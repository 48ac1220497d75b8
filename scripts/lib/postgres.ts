/**
 * A throwaway PostgreSQL cluster on loopback for tests (Debian's postgresql package): initdb in a
 * temporary directory, a free port, trust authentication for the test user; stopped and deleted
 * after. As root the server runs as the 'postgres' system user (initdb refuses root).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './site-process';

const run = promisify(execFile);

export interface TestPostgres {
  /** postgres://site@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** A fresh database in this cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((entry) => existsSync(path.join(base, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'));
  const asRoot = userInfo().uid === 0;
  const system = asRoot ? 'postgres' : userInfo().username;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const as = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', system, '--', command, ...args]) : run(command, args));
  const data = path.join(dir, 'data');
  const port = await freePort();
  await as(path.join(bin, 'initdb'), ['-D', data, '-U', 'site', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  await as(path.join(bin, 'pg_ctl'), [
    '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://site@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    async createDatabase(name: string) {
      if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://site@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
