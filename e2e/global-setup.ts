import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The shared server's DATA_DIR (a test may read what the site stored). */
    dataDir: string;
  }
}

let server: RunningServer | undefined;

/** Builds the site when the sources changed (same rule as `npm start`), then serves it on loopback. */
export default async function setup(project: TestProject) {
  const { ensureBuild } = await import('../scripts/start.mjs');
  ensureBuild();
  server = await startServer();
  project.provide('baseURL', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server?.stop();
  };
}
