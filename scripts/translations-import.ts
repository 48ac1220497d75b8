/**
 * npm run translations:import -- FILE.xlf [--dry-run]
 * Reviewed or corrected translations from a translation tool into the memory, as human
 * translations (docs/translation.md).
 */
import { runCli } from '../src/lib/ops/cli';
import { importCli } from '../src/lib/translation/cli';

await runCli((args, io) => importCli(args, io));
