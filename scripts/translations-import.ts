/**
 * npm run translations:import -- FILE.xlf [--dry-run]
 * Reviewed or corrected translations from a translation tool into the memory, as human
 * translations (docs/translation.md).
 */
import { importCli } from '../src/lib/translation/cli';

importCli(process.argv.slice(2), { out: (text) => process.stdout.write(text), err: (line) => console.error(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
