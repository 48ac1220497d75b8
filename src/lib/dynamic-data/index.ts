import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readContentConfig } from '@/lib/content/config';
import { parseOrThrow } from '@/lib/content/reshape';
import { dynamicDataDocumentSchema, type DynamicData } from './schema';

export type { DynamicData, DynamicDataKey } from './schema';
export { dynamicDataDocumentSchema, productTableSchema, vacancySchema } from './schema';

/**
 * Dynamic data: the pricing tables take their rows from premiumDnsTableData and
 * pleskLicenseTableData, the careers block its departments from careers. The content
 * system hands it to blocks beside their attributes; the embedded default keeps it in
 * content/dynamic-data.json (under CONTENT_DIR), read once per process and validated — a broken
 * document throws naming the file and JSON path. A block whose own attributes carry `dynamicData`
 * uses that instead. No network.
 *
 * Spec: pricing-and-catalogue.md §3, §7.
 */
export const DYNAMIC_DATA_FILE = 'dynamic-data.json';

export function loadDynamicData(root: string): DynamicData {
  const file = path.join(root, DYNAMIC_DATA_FILE);
  const source = path.relative(path.dirname(root), file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return parseOrThrow(dynamicDataDocumentSchema, {}, source);
    throw new Error(`${source}: not valid JSON: ${(error as Error).message}`);
  }
  return parseOrThrow(dynamicDataDocumentSchema, json, source);
}

let cached: { root: string; data: DynamicData } | null = null;

/** The embedded dynamic data of this process's content directory. */
export function dynamicData(): DynamicData {
  const config = readContentConfig();
  const root = path.resolve(/*turbopackIgnore: true*/ config.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
  if (cached?.root !== root) cached = { root, data: loadDynamicData(root) };
  return cached.data;
}
