/**
 * Entry point of the site's server, compiled at build (scripts/build-server.mjs) into
 * .next/site-server.mjs, which `npm start` (scripts/start.mjs) and the Docker image run:
 * `node .next/site-server.mjs` serves the build beside it (PORT, HOST, DATA_DIR, …).
 */
import { fileURLToPath } from 'node:url';
import { runSite, siteDirectory } from './site-server';

export { runSite, startSite } from './site-server';

if (process.argv[1] === fileURLToPath(import.meta.url)) await runSite({ dir: siteDirectory(fileURLToPath(import.meta.url)) });
