import type { TestProject } from 'vitest/node';
import { E2E_PROMOTIONS_NOW } from './clock';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The shared server's DATA_DIR (a test may read what the site stored). */
    dataDir: string;
  }
}

let server: RunningServer | undefined;

/**
 * Builds the site when the sources changed (same rule as `npm start`), then serves it on loopback,
 * its promotions clock on a day inside the embedded campaigns (e2e/clock.ts).
 */
export default async function setup(project: TestProject) {
  const { ensureBuild } = await import('../scripts/start.mjs');
  ensureBuild();
  // The pages' cache status is asserted by some tests (the abuse suite checks it is hidden by default).
  server = await startServer({ EXPOSE_CACHE_STATUS: '1', PROMOTIONS_NOW: E2E_PROMOTIONS_NOW });
  project.provide('baseURL', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server?.stop();
  };
}
