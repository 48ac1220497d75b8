#!/usr/bin/env node
/**
 * `node scripts/package-standalone.mjs <target>`: assembles the self-contained server from a build
 * (`npm run build`) into <target>, as the Docker image ships it: Next's traced standalone output
 * (server code and the node_modules it needs), the static assets, public/, and the site's server
 * (.next/site-server.mjs, compiled at build). Run it there with `node .next/site-server.mjs` (PORT,
 * HOST, DATA_DIR, …).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function packageStandalone(target) {
  const standalone = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(standalone, 'server.js'))) throw new Error('No .next/standalone: run `npm run build` first (next.config.ts sets output: standalone).');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(standalone, target, { recursive: true });
  // Sources and tests traced along with the server are not needed to run it.
  for (const extra of ['src', 'e2e', 'docs', 'conformance', 'next.config.ts', 'testbed']) rmSync(path.join(target, extra), { recursive: true, force: true });
  // Except the page cache handler next.config.ts names (src/lib/cache/page-cache-handler.mjs), which
  // the server loads from the path the build recorded.
  const { cacheHandler } = JSON.parse(readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8')).config;
  if (cacheHandler) {
    const file = path.resolve(root, '.next', cacheHandler);
    const copy = path.join(target, path.relative(root, file));
    mkdirSync(path.dirname(copy), { recursive: true });
    cpSync(file, copy);
  }
  cpSync(path.join(root, '.next', 'static'), path.join(target, '.next', 'static'), { recursive: true });
  cpSync(path.join(root, 'public'), path.join(target, 'public'), { recursive: true });
  // Read at run time by path, not traced: the termbase, the shipped translations and their allowlist.
  cpSync(path.join(root, 'content', 'translation'), path.join(target, 'content', 'translation'), { recursive: true });
  // The site's server: one compiled file, importing only `next` (present in the traced node_modules).
  const server = path.join(root, '.next', 'site-server.mjs');
  if (!existsSync(server)) throw new Error('No .next/site-server.mjs: run `npm run build` (its last step compiles the site server).');
  cpSync(server, path.join(target, '.next', 'site-server.mjs'));
  if (existsSync(`${server}.map`)) cpSync(`${server}.map`, path.join(target, '.next', 'site-server.mjs.map'));
  // A placeholder from the build machine must not ship: each deployment makes its own.
  rmSync(path.join(target, '.next', 'csp-nonce-placeholder'), { force: true });
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node scripts/package-standalone.mjs <target directory>');
    process.exit(2);
  }
  packageStandalone(path.resolve(target));
  console.log(`standalone server assembled in ${path.resolve(target)}: run \`node .next/site-server.mjs\` there`);
}
