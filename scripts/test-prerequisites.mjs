#!/usr/bin/env node
/**
 * The first step of `npm test` (and of .ci/run): the Debian packages the tests start on loopback.
 * All there: nothing happens. Some missing: as root with apt-get, they are installed; otherwise the
 * test run stops here, within its first seconds, with the exact command to run.
 *
 * - chromium: the end-to-end tests (never a downloaded browser);
 * - unbound, ldnsutils, nginx-light, openssl: the security scanner's test bed (testbed/) and nginx in
 *   front of the site (deploy/nginx.conf, deploy/nginx-cache.conf);
 * - postgresql: the stores on PostgreSQL (a throwaway cluster per run, scripts/lib/postgres.ts);
 * - apertium-apy, apertium-eng-spa: machine translation against a real engine (scripts/lib/apertium.ts).
 *
 * Plain JavaScript: it runs before anything is installed or built.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const TEST_PACKAGES = ['chromium', 'unbound', 'ldnsutils', 'nginx-light', 'openssl', 'postgresql', 'apertium-apy', 'apertium-eng-spa'];

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** The packages dpkg does not list as installed (null without dpkg: not a Debian system). */
export function missingPackages(packages = TEST_PACKAGES) {
  if (!has('dpkg-query')) return null;
  return packages.filter((name) => {
    const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return result.status !== 0 || !/\binstall ok installed\b/.test(result.stdout);
  });
}

function installCommand(packages, sudo) {
  const prefix = sudo ? 'sudo ' : '';
  return `${prefix}apt-get update && ${prefix}apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

export function ensureTestPackages({ packages = TEST_PACKAGES, isRoot = typeof process.getuid === 'function' && process.getuid() === 0, log = console.log, error = console.error } = {}) {
  const missing = missingPackages(packages);
  if (missing === null) {
    error(`[test] The tests start Debian's ${TEST_PACKAGES.join(', ')} on loopback; this is not a Debian system (no dpkg). Run them on Debian 12 or in its container (see .ci/run).`);
    return 1;
  }
  if (missing.length === 0) return 0;
  if (isRoot && has('apt-get')) {
    log(`[test] Installing the Debian packages the tests need: ${missing.join(' ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env }) : update;
    const still = missingPackages(missing) ?? missing;
    if (install.status === 0 && still.length === 0) return 0;
    error(`[test] apt-get could not install ${still.join(' ')}. Run: ${installCommand(still, false)}`);
    return 1;
  }
  error(`[test] The tests need Debian packages that are not installed: ${missing.join(', ')}.\n[test] Install them, then run npm test again:\n\n  ${installCommand(missing, !isRoot)}\n`);
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensureTestPackages());
