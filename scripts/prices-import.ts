/**
 * npm run prices:import -- FILE [--replace]
 * Imports a CSV or JSON price list into DATA_DIR/catalogue.sqlite in one transaction. Rows are
 * merged (upserted per extension and currency) unless --replace makes the file the whole catalogue.
 * Exit code 1 and the bad lines on stderr when any row is invalid; nothing is written then.
 */
import { importPriceListFile } from '../src/lib/pricing/import';
import { PriceListError } from '../src/lib/pricing/price-list';
import { defaultSeedFile, seedIfEmpty } from '../src/lib/pricing/catalogue';
import { openCatalogueDb } from '../src/lib/pricing/store';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (files.length !== 1) {
    console.error('usage: npm run prices:import -- FILE.csv|FILE.json [--replace]');
    return 2;
  }
  const db = await openCatalogueDb();
  try {
    // A merge goes into the catalogue the server would have seeded on its first start.
    if (!replace && (await seedIfEmpty(db, defaultSeedFile()))) console.log('seeded the sample catalogue first');
    const result = await importPriceListFile(db, files[0] as string, { mode: replace ? 'replace' : 'merge' });
    console.log(
      `imported ${result.rows} price rows for ${result.extensions} extensions (${replace ? 'replace' : 'merge'}); catalogue version ${result.meta.version}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof PriceListError) {
      console.error(`nothing imported: ${error.problems.length} problem(s)`);
      for (const problem of error.problems) console.error(`  line ${problem.line}: ${problem.message}`);
      return 1;
    }
    console.error(`nothing imported: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then((code) => process.exit(code));
