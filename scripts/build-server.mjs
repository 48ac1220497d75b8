#!/usr/bin/env node
/**
 * The last step of `npm run build`: compiles the site's server (scripts/server/*.ts, TypeScript) into
 * one ES module, .next/site-server.mjs, beside the build it serves. esbuild bundles the server's own
 * modules and the few of src/lib it shares with the app (origin, client address, CSP nonce);
 * packages (Next) stay imports, resolved from node_modules at run time, so the file works in the
 * repository and in the standalone package alike and starts without a TypeScript loader.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_SERVER_FILE = path.join('.next', 'site-server.mjs');

export async function buildServer(outfile = path.join(root, SITE_SERVER_FILE)) {
  await build({
    absWorkingDir: root,
    entryPoints: ['scripts/server/main.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  return outfile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const file = await buildServer();
  console.log(`✓ Site server compiled into ${path.relative(root, file)} in ${Date.now() - started} ms`);
}
