#!/usr/bin/env node
/**
 * `npm start`: serves the site with `next start`, building first when there is no build or the
 * sources changed since the last one (a fingerprint of the tracked inputs is kept in .next).
 * PORT (default 3000) and HOST (default 0.0.0.0) choose where it listens (any address: 127.0.0.1,
 * ::1, a LAN address). Not HOSTNAME: shells set it to the machine's name.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = ['src', 'content', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

function walk(target, hash) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) walk(path.join(target, entry), hash);
  } else {
    hash.update(path.relative(root, target));
    hash.update(readFileSync(target));
  }
}

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) walk(path.join(root, input), hash);
  // Build-time environment that changes the output.
  hash.update(String(process.env.NEXT_PUBLIC_SITE_URL ?? ''));
  return hash.digest('hex');
}

export function ensureBuild({ quiet = false } = {}) {
  const marker = path.join(root, '.next', 'source-fingerprint');
  const fingerprint = sourceFingerprint();
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint;
  if (built) return;
  if (!quiet) console.log('[start] building the site (sources changed or no build yet)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(marker, fingerprint);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureBuild();
  // The site's server (scripts/serve.mjs): Next's handler plus nonce substitution, compression,
  // request logs and graceful shutdown. Any HOST works, 127.0.0.1 included.
  const { startSite } = await import('./serve.mjs');
  const site = await startSite();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      site.shutdown(signal).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
