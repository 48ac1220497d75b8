#!/usr/bin/env node
/**
 * Completes package-lock.json with the optional platform packages the registry mirror lacks.
 *
 * Why: native packages (next's SWC, tailwind's oxide, the eslint resolver, @swc/core) list one
 * optional dependency per platform, pinned to the exact version. The registry this project installs
 * from does not carry every platform build of every version (e.g. @next/swc-darwin-arm64 stops at an
 * earlier release), so `npm install` leaves those entries out of the lockfile and `npm ci` then
 * refuses the lockfile as "out of sync" ("Missing: @next/swc-darwin-arm64@ from lock file").
 * This script adds each missing entry with its pinned version and the platform fields (os, cpu,
 * libc) the package declares, so `npm ci` sees a complete lockfile and skips foreign platforms the
 * way it always does. Run it after any `npm install` that changes the lockfile:
 * `node scripts/lockfile-complete.mjs` (`--check` exits 1 when entries are missing, for CI/tests).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = path.join(root, 'package-lock.json');
const check = process.argv.includes('--check');

const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** Lockfile key where npm would place `name` required by the package at `parentKey`. */
function placement(parentKey, name) {
  const nested = `${parentKey}/node_modules/${name}`;
  if (parentKey && packages[nested]) return nested;
  return `node_modules/${name}`;
}

/** Platform fields guessed from the conventional package name, used when the registry has no manifest. */
function platformFromName(name) {
  const base = name.split('/').pop();
  const fields = {};
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'netbsd', 'openbsd', 'aix'].find((o) => base.includes(o));
  if (os) fields.os = [os];
  const cpu = ['arm64', 'x64', 'ia32', 'armv7', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'].find((c) => base.includes(c));
  if (cpu) fields.cpu = [cpu === 'armv7' ? 'arm' : cpu];
  if (base.includes('musl')) fields.libc = ['musl'];
  else if (base.includes('gnu') && os === 'linux') fields.libc = ['glibc'];
  return fields;
}

function platformFromRegistry(name) {
  try {
    const out = execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000 });
    const parsed = out.trim() ? JSON.parse(out) : {};
    const fields = {};
    for (const key of ['os', 'cpu', 'libc']) if (Array.isArray(parsed[key]) && parsed[key].length) fields[key] = parsed[key];
    return Object.keys(fields).length ? fields : undefined;
  } catch {
    return undefined;
  }
}

const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = placement(key, name);
    if (packages[target]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue; // only exact pins are platform builds
    missing.push({ target, name, version: spec });
  }
}

if (check) {
  if (missing.length) {
    console.error(`package-lock.json lacks ${missing.length} optional platform entries (npm ci would fail): ${missing.map((m) => m.name).join(', ')}`);
    console.error('Run: node scripts/lockfile-complete.mjs');
    process.exit(1);
  }
  console.log('package-lock.json: every optional platform package has an entry');
  process.exit(0);
}

for (const { target, name, version } of missing) {
  const fields = platformFromRegistry(name) ?? platformFromName(name);
  packages[target] = { version, optional: true, ...fields };
  console.log(`added ${target}@${version} ${JSON.stringify(fields)}`);
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(missing.length ? `package-lock.json: ${missing.length} entries added` : 'package-lock.json: nothing to add');
