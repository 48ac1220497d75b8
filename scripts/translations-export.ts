/**
 * npm run translations:export -- [--out FILE] [--target es|nl] [--origin machine|human] [--xliff 1.2|2.0]
 * The translation memory as XLIFF for review in a translation tool (docs/translation.md).
 */
import { exportCli } from '../src/lib/translation/cli';

exportCli(process.argv.slice(2), { out: (text) => process.stdout.write(text), err: (line) => console.error(line) }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
