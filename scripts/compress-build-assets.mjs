#!/usr/bin/env node
/**
 * A step of `npm run build`, after `next build`: writes a Brotli (`.br`, quality 11) and a gzip
 * (`.gz`, level 9) copy beside every text file of .next/static (scripts, styles, SVG, JSON), where
 * it is smaller. The build's files never change (their names carry their hash), so they are
 * compressed once, as hard as the formats allow, instead of on every answer; the site's server
 * (scripts/server/build-assets.ts) sends the copy the browser accepts, Brotli first (about a sixth
 * smaller than gzip for these scripts). Fonts and images are compressed formats already.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The extensions compressed; the server serves precompressed copies of these types only. */
export const COMPRESSED_EXTENSIONS = ['.js', '.css', '.svg', '.json', '.txt'];

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Compresses the build's text files under `staticDir`; returns the totals. */
export function compressBuildAssets(staticDir = path.join(root, '.next', 'static')) {
  const totals = { files: 0, bytes: 0, gzip: 0, brotli: 0 };
  if (!existsSync(staticDir)) return totals;
  for (const file of filesUnder(staticDir)) {
    if (!COMPRESSED_EXTENSIONS.includes(path.extname(file))) continue;
    const bytes = readFileSync(file);
    const brotli = zlib.brotliCompressSync(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    });
    const gzip = zlib.gzipSync(bytes, { level: 9 });
    totals.files += 1;
    totals.bytes += bytes.length;
    if (gzip.length < bytes.length) {
      writeFileSync(`${file}.gz`, gzip);
      totals.gzip += gzip.length;
    }
    if (brotli.length < bytes.length) {
      writeFileSync(`${file}.br`, brotli);
      totals.brotli += brotli.length;
    }
  }
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { files, bytes, gzip, brotli } = compressBuildAssets();
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`✓ Compressed ${files} build files (${kb(bytes)}): gzip ${kb(gzip)}, Brotli ${kb(brotli)} in ${Date.now() - started} ms`);
}
