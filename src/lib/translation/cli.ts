import { readFileSync, writeFileSync } from 'node:fs';
import { option, type CliIo } from '@/lib/ops/cli';
import { normaliseLanguage } from './languages';
import { TranslationMemory, type Origin } from './memory';
import { exportXliff, importXliff, XliffError, type XliffVersion } from './xliff';

/**
 * Operator commands behind `npm run translations:export` and `npm run translations:import`
 * (docs/translation.md). They read the store the site uses: DATA_DIR/translations.sqlite, or
 * PostgreSQL when DATABASE_URL is set.
 */
export const EXPORT_USAGE = `Usage: npm run translations:export -- [--out FILE] [--target es|nl|en] [--source en] [--origin machine|human] [--xliff 1.2|2.0]
  Writes the translation memory as XLIFF (default 1.2; stdout unless --out). Machine translations are
  marked for review, human ones final. Strings visitors sent to /api/translate-json are not exported.`;
export const IMPORT_USAGE = `Usage: npm run translations:import -- FILE.xlf [--dry-run]
  Reads XLIFF 1.2 or 2.0. Approved, translated/reviewed/final or edited units become human
  translations, which machine translations never overwrite.`;

export async function exportCli(args: string[], io: CliIo, open: () => Promise<TranslationMemory> = () => TranslationMemory.open()): Promise<number> {
  if (args.includes('--help')) {
    io.out(EXPORT_USAGE);
    return 0;
  }
  const version = (option(args, '--xliff') ?? '1.2') as XliffVersion;
  const origin = option(args, '--origin') as Origin | undefined;
  const targetArg = option(args, '--target');
  const sourceArg = option(args, '--source');
  const target = targetArg ? normaliseLanguage(targetArg) : undefined;
  const source = sourceArg ? normaliseLanguage(sourceArg) : undefined;
  if (!['1.2', '2.0'].includes(version) || (origin && !['machine', 'human'].includes(origin)) || target === null || source === null) {
    io.err(EXPORT_USAGE);
    return 2;
  }
  const memory = await open();
  try {
    const entries = await memory.entries({ source, target, origin, requestedBy: 'site' });
    let document: string;
    try {
      document = exportXliff(entries, { version });
    } catch (error) {
      io.err((error as Error).message);
      return 2;
    }
    const out = option(args, '--out');
    if (out) writeFileSync(out, document);
    else io.out(document.replace(/\n$/, ''));
    const machine = entries.filter((entry) => entry.origin === 'machine').length;
    io.err(`exported ${entries.length} translations (${machine} machine, ${entries.length - machine} human) as XLIFF ${version}${out ? ` to ${out}` : ''}`);
    return 0;
  } finally {
    await memory.close();
  }
}

export async function importCli(args: string[], io: CliIo, open: () => Promise<TranslationMemory> = () => TranslationMemory.open()): Promise<number> {
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (files.length !== 1 || args.includes('--help')) {
    io.err(IMPORT_USAGE);
    return 2;
  }
  let document: string;
  try {
    document = readFileSync(files[0]!, 'utf8');
  } catch (error) {
    io.err(`cannot read ${files[0]}: ${(error as Error).message}`);
    return 1;
  }
  const dryRun = args.includes('--dry-run');
  const memory = await open();
  try {
    const report = await importXliff(memory, document, { dryRun });
    io.out(`${dryRun ? 'would import' : 'imported'} ${report.imported} human translations; ${report.unchanged} unchanged; ${report.refused.length} refused (${report.units} units)`);
    for (const refused of report.refused) io.err(`  refused ${refused.id || '(no id)'}: ${refused.reason}`);
    return report.refused.length && !report.imported ? 1 : 0;
  } catch (error) {
    if (error instanceof XliffError) {
      io.err(`nothing imported: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await memory.close();
  }
}
