import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parsePriceList, PriceListError } from './price-list';
import { writePrices, type CatalogueDb, type CatalogueMeta } from './store';

/** Largest price list file accepted (the full sample catalogue is under 1 MB). */
export const MAX_PRICE_LIST_BYTES = 20 * 1024 * 1024;

export interface ImportResult {
  rows: number;
  extensions: number;
  meta: CatalogueMeta;
}

/**
 * `npm run prices:import -- FILE [--replace]`: validates the whole CSV or JSON list first, then
 * writes it in ONE transaction. Any bad row rejects the file (PriceListError with line numbers)
 * and the catalogue is left as it was.
 */
export async function importPriceListFile(
  db: CatalogueDb,
  file: string,
  options: { mode?: 'merge' | 'replace' } = {},
): Promise<ImportResult> {
  const info = await stat(file);
  if (info.size > MAX_PRICE_LIST_BYTES) {
    throw new PriceListError([{ line: 1, message: `the file is larger than ${MAX_PRICE_LIST_BYTES} bytes` }]);
  }
  const text = await readFile(file, 'utf8');
  const prices = parsePriceList(file, text);
  const meta = await writePrices(db, prices, { mode: options.mode ?? 'merge', source: `import:${path.basename(file)}` });
  return { rows: prices.length, extensions: new Set(prices.map((price) => price.tld)).size, meta };
}
