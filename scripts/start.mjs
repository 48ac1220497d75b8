#!/usr/bin/env node
/**
 * `npm start`: serves the site with its own server (.next/site-server.mjs, compiled from
 * scripts/server at build), building first when there is no build or the sources changed since the
 * last one (a fingerprint of the build's inputs is kept in .next). PORT (default 3000) and HOST
 * (default 0.0.0.0) choose where it listens (any address: 127.0.0.1, ::1, a LAN address). Not
 * HOSTNAME: shells set it to the machine's name.
 *
 * A build says what it is doing: how long the last one took on this machine (or how long a first
 * one usually takes), then a line every 20 s between Next's own progress lines.
 *
 * Plain JavaScript on purpose: it runs before anything is built or compiled.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * What the build reads: a change in any of them means a new build. Tests are not inputs. A change
 * only in the site server's own sources recompiles just the server (a fraction of a second).
 */
const inputs = ['src', 'content', 'messages', 'public', 'scripts/validate-content.ts', 'scripts/compress-build-assets.mjs', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];
const serverInputs = ['scripts/server', 'scripts/build-server.mjs'];
const NOT_INPUT = /\.test\.tsx?$/;
/** Environment read at build time (next.config.ts, inlined NEXT_PUBLIC_ values). */
const BUILD_ENV = /^(?:MEDIA_HOSTS|NEXT_PUBLIC_.*)$/;
export const SITE_SERVER = path.join(root, '.next', 'site-server.mjs');
/** How long builds took here (kept in Next's cache folder, which a build does not remove). */
const BUILD_TIMES = path.join(root, '.next', 'cache', 'site-build-times.json');
/** A first build on the project's 2-core machine; said when this machine has no figure yet. */
const FIRST_BUILD = 'usually 2–4 minutes on 2 cores';
const HEARTBEAT_MS = 20_000;

function walk(target, hash) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) walk(path.join(target, entry), hash);
  } else if (!NOT_INPUT.test(target)) {
    hash.update(path.relative(root, target));
    hash.update(readFileSync(target));
  }
}

export function sourceFingerprint(env = process.env) {
  const hash = createHash('sha256');
  for (const input of inputs) walk(path.join(root, input), hash);
  for (const name of Object.keys(env).filter((key) => BUILD_ENV.test(key)).sort()) hash.update(`\0${name}=${env[name]}`);
  return hash.digest('hex');
}

export function serverFingerprint() {
  const hash = createHash('sha256');
  for (const input of serverInputs) walk(path.join(root, input), hash);
  return hash.digest('hex');
}

const marker = () => path.join(root, '.next', 'source-fingerprint');
const serverMarker = () => path.join(root, '.next', 'server-fingerprint');
const matches = (file, value) => existsSync(file) && readFileSync(file, 'utf8') === value;

/** Whether the build is current: it exists, its server is compiled, and the inputs are what they were. */
export function isBuilt(fingerprint = sourceFingerprint()) {
  return existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(SITE_SERVER) && matches(marker(), fingerprint) && matches(serverMarker(), serverFingerprint());
}

/** Only the site server's sources changed since the build: recompiling it is enough. */
function onlyServerChanged() {
  return existsSync(path.join(root, '.next', 'BUILD_ID')) && matches(marker(), sourceFingerprint()) && !matches(serverMarker(), serverFingerprint());
}

async function compileServer() {
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
  writeFileSync(serverMarker(), serverFingerprint());
}

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function lastBuildMs() {
  try {
    const { lastMs } = JSON.parse(readFileSync(BUILD_TIMES, 'utf8'));
    return Number.isFinite(lastMs) && lastMs > 0 ? lastMs : null;
  } catch {
    return null;
  }
}

/** Runs `npm run build` with progress lines; resolves to its exit code. */
export async function runBuild({ quiet = false } = {}) {
  const last = lastBuildMs();
  const say = (line) => {
    if (!quiet) console.log(`[start] ${line}`);
  };
  say(`building the site (sources changed or no build yet): ${last ? `the last build here took ${formatDuration(last)}` : FIRST_BUILD}; Next's steps follow.`);
  const started = Date.now();
  const heartbeat = setInterval(() => say(`still building: ${formatDuration(Date.now() - started)} so far${last ? ` (last time ${formatDuration(last)})` : ''}…`), HEARTBEAT_MS);
  const code = await new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  clearInterval(heartbeat);
  if (code !== 0) return code;
  const ms = Date.now() - started;
  mkdirSync(path.dirname(BUILD_TIMES), { recursive: true });
  writeFileSync(BUILD_TIMES, JSON.stringify({ lastMs: ms, at: new Date().toISOString() }));
  writeFileSync(marker(), sourceFingerprint());
  writeFileSync(serverMarker(), serverFingerprint());
  say(`built in ${formatDuration(ms)}.`);
  return 0;
}

/** Builds when needed, synchronously (for the e2e setup and the scripts that serve the site). */
export function ensureBuild({ quiet = false } = {}) {
  if (isBuilt()) return;
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--build-only', ...(quiet ? ['--quiet'] : [])], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const quiet = process.argv.includes('--quiet');
  if (onlyServerChanged()) await compileServer();
  else if (!isBuilt()) {
    const code = await runBuild({ quiet });
    if (code !== 0) process.exit(code);
  }
  if (!process.argv.includes('--build-only')) {
    const { runSite } = await import(SITE_SERVER);
    await runSite({ dir: root });
  }
}
