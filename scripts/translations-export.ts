/**
 * npm run translations:export -- [--out FILE] [--target es|nl] [--origin machine|human] [--xliff 1.2|2.0]
 * The translation memory as XLIFF for review in a translation tool (docs/translation.md).
 */
import { runCli } from '../src/lib/ops/cli';
import { exportCli } from '../src/lib/translation/cli';

await runCli((args, io) => exportCli(args, io));
