import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh folder for this run's stores (src/test/setup.ts gives each worker its DATA_DIR below it). */
    unitDataRoot: string;
  }
}

/**
 * Unit tests never read the working copy's ./data (the stores `npm start` and a developer's imports
 * leave there): a run's stores are seeded afresh from the repository under a temporary folder,
 * removed at the end.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'registrar-unit-'));
  project.provide('unitDataRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
