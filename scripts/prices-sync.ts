/**
 * npm run prices:sync
 * Pulls every TLD price from the registrar price API (Openprovider REST shape) configured by
 * PRICE_FEED_URL, PRICE_FEED_USERNAME and PRICE_FEED_PASSWORD and swaps them into
 * DATA_DIR/catalogue.sqlite in one transaction. Skipped TLDs are listed; on any failure nothing
 * changes and the exit code is 1.
 */
import { feedConfig } from '../src/lib/pricing/config';
import { syncFromFeed } from '../src/lib/pricing/feed';
import { defaultSeedFile, seedIfEmpty } from '../src/lib/pricing/catalogue';
import { openCatalogueDb } from '../src/lib/pricing/store';

async function main(): Promise<number> {
  let config;
  try {
    config = feedConfig();
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const db = await openCatalogueDb();
  try {
    if (await seedIfEmpty(db, defaultSeedFile())) console.log('seeded the sample catalogue first');
    const result = await syncFromFeed(db, { config });
    console.log(`synced ${result.synced} TLDs from ${result.pages} page(s); catalogue version ${result.meta.version}`);
    if (result.skipped.length) {
      console.log(`skipped ${result.skipped.length} TLD(s) (never stored as 0):`);
      for (const skipped of result.skipped) console.log(`  ${skipped.name}: ${skipped.reason}`);
    }
    return 0;
  } catch (error) {
    console.error(`sync failed, catalogue unchanged: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then((code) => process.exit(code));
