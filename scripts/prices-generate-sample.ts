/**
 * Writes content/pricing/sample-catalogue.csv, the SAMPLE catalogue seeded on first start.
 * Deterministic: the same package versions give the same file.
 *   npm run prices:generate-sample
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_NOTICE, sampleCatalogue } from '../src/lib/pricing/sample-catalogue';
import { toCsv } from '../src/lib/pricing/price-list';
import { CURRENCIES } from '../src/lib/pricing/currency';

const target = path.join(process.cwd(), 'content', 'pricing', 'sample-catalogue.csv');
const prices = sampleCatalogue();
const extensions = new Set(prices.map((price) => price.tld)).size;
writeFileSync(
  target,
  toCsv(prices, [
    SAMPLE_NOTICE,
    `${extensions} extensions x ${CURRENCIES.length} currencies (${CURRENCIES.join(", ")}); columns as in docs/pricing.md.`,
  ]),
);
console.log(`wrote ${prices.length} rows for ${extensions} extensions to ${path.relative(process.cwd(), target)}`);
