/**
 * The build's text files (scripts, styles, SVG, JSON under /_next/static/) answered from the copies
 * compressed at build (scripts/compress-build-assets.mjs): Brotli to a browser that takes it, gzip
 * to one that takes only gzip, with their length, so that Node neither compresses them again on
 * every answer nor sends them chunked. Anything else (no copy the client accepts, a file the build
 * did not compress, an unknown path) is left to Next, which serves it as before.
 *
 * Only files found under .next/static when the server starts are answered, looked up by their
 * exact URL path: a path with `..`, an escape or a query of its own never names a file outside it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { BUILD_ASSETS_PREFIX } from '../../src/lib/security/headers';
import { acceptsCoding } from './accept-encoding';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
};
/** Content-hashed names: the bytes behind a name never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Copy {
  file: string;
  bytes?: Buffer;
}
interface Asset {
  type: string;
  br?: Copy;
  gzip?: Copy;
}

export interface BuildAssets {
  /** Answers `req` when it asks for a build file with a compressed copy it accepts; false leaves it to Next. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** How many files have compressed copies. */
  readonly size: number;
}

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

export function createBuildAssets(dir: string): BuildAssets {
  const staticDir = path.join(dir, '.next', 'static');
  const assets = new Map<string, Asset>();
  if (existsSync(staticDir)) {
    for (const file of filesUnder(staticDir)) {
      const type = CONTENT_TYPES[path.extname(file)];
      if (!type) continue;
      const asset: Asset = { type };
      if (existsSync(`${file}.br`)) asset.br = { file: `${file}.br` };
      if (existsSync(`${file}.gz`)) asset.gzip = { file: `${file}.gz` };
      if (asset.br || asset.gzip) assets.set(BUILD_ASSETS_PREFIX + path.relative(staticDir, file).split(path.sep).join('/'), asset);
    }
  }
  // The copies are read on first use and kept: the build's files are a fixed, small set.
  const bytesOf = (copy: Copy) => (copy.bytes ??= readFileSync(copy.file));

  return {
    get size() {
      return assets.size;
    },
    answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const asset = assets.get((req.url ?? '').split('?')[0]!);
      if (!asset) return false;
      const accept = req.headers['accept-encoding'];
      const chosen = asset.br && acceptsCoding(accept, 'br') ? { coding: 'br', copy: asset.br } : asset.gzip && acceptsCoding(accept, 'gzip') ? { coding: 'gzip', copy: asset.gzip } : null;
      if (!chosen) return false;
      const { coding, copy } = chosen;
      const body = bytesOf(copy);
      res.statusCode = 200;
      res.setHeader('content-type', asset.type);
      res.setHeader('content-encoding', coding);
      res.setHeader('content-length', body.length);
      res.setHeader('cache-control', IMMUTABLE);
      res.setHeader('vary', 'Accept-Encoding');
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
