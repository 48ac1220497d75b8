/**
 * `npm run translations:missing [-- --url URL] [--no-crawl] [--xliff-out DIR] [--json] [--check]`
 *
 * What a Spanish or Dutch visitor would still read in English, so new content is completed quickly
 * (docs/translation.md "Finding what is missing"):
 * 1. Content strings without a shipped translation: the title, SEO texts and block text attributes
 *    of every English-only page, the blog category names and the careers vacancies, that no unit of
 *    content/translation/memory/*.xlf translates (exact sources). `--xliff-out DIR` writes them as
 *    skeleton files (missing.es.xlf, missing.nl.xlf): fill in the targets and move the units into a
 *    file of content/translation/memory/.
 * 2. The built site under /es and /nl (unless --no-crawl): every text of the server-rendered pages,
 *    outside parts marked lang="en", that is the same as on the English page or reads as English
 *    (src/lib/translation/untranslated.ts), with the pages showing it. These come from anywhere:
 *    message catalogues (messages/<lang>/), components, content. The built site is started on
 *    loopback (built first when the sources changed, as `npm start` does) unless --url names one.
 * --check exits 1 when anything is listed; --json prints one JSON document instead of the report.
 */
import './lib/allow-server-only.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
if (args.includes('--help')) {
  console.log('Usage: npm run translations:missing -- [--url http://127.0.0.1:3000] [--no-crawl] [--xliff-out DIR] [--json] [--check] [--max-pages N]');
  process.exit(0);
}

const root = path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
const { loadEmbeddedContent } = await import('../src/lib/content/embedded');
const { contentStringsWithoutTranslation } = await import('../src/lib/translation/missing-content');
const { readShippedUnits, shippedXliff } = await import('../src/lib/translation/shipped');
const { loadTermbase } = await import('../src/lib/translation/termbase');
const { identicalIn, loadIdentical } = await import('../src/lib/translation/identical');
const { findUntranslated } = await import('../src/lib/translation/untranslated');

const LANGUAGES = ['es', 'nl'] as const;
const content = loadEmbeddedContent(root);
const shipped = readShippedUnits(path.join(root, 'translation', 'memory'));
const termbase = loadTermbase(path.join(root, 'translation', 'termbase.json'));
const identical = loadIdentical(path.join(root, 'translation', 'identical.json'));

const { loadDynamicData } = await import('../src/lib/dynamic-data');
const dynamic = loadDynamicData(root);
const contentMissing = Object.fromEntries(LANGUAGES.map((language) => [language, contentStringsWithoutTranslation(content, language, shipped, termbase, dynamic)]));

const xliffOut = option('--xliff-out');
if (xliffOut) {
  mkdirSync(xliffOut, { recursive: true });
  for (const language of LANGUAGES) {
    const units = contentMissing[language]!.map((entry) => ({ source: entry.source, target: null, note: `used on ${entry.where.join(', ')}` }));
    const file = path.join(xliffOut, `missing.${language}.xlf`);
    writeFileSync(file, shippedXliff('missing', 'en', language, units));
    console.error(`[translations] ${units.length} units to translate written to ${file}`);
  }
}

let crawl: Awaited<ReturnType<typeof findUntranslated>> | null = null;
if (!args.includes('--no-crawl')) {
  let stop = async () => {};
  let baseURL = option('--url')?.replace(/\/+$/, '');
  if (!baseURL) {
    const { ensureBuild } = await import('./start.mjs');
    ensureBuild({ quiet: args.includes('--json') });
    const { startServer } = await import('./lib/site-process');
    const server = await startServer();
    baseURL = server.url;
    stop = () => server.stop();
  }
  try {
    // The company record's names and numbers (theme options) read the same in every language.
    const { company } = content.themeOptions;
    const companyNames = [company.brandName, company.legalName, company.address?.street, company.address ? `${company.address.postalCode} ${company.address.city}`.trim() : null, company.registration, company.vatNumber].filter(
      (value): value is string => Boolean(value),
    );
    const protectedWords = [...termbase.document.protected, ...companyNames];
    crawl = await findUntranslated({
      baseURL,
      identical: { es: [...identicalIn(identical, 'es'), ...protectedWords], nl: [...identicalIn(identical, 'nl'), ...protectedWords] },
      englishContentPages: true,
      maxPages: Number(option('--max-pages') ?? 250),
      perParent: 30,
      concurrency: 3,
    });
  } finally {
    await stop();
  }
}

const total = LANGUAGES.reduce((sum, language) => sum + contentMissing[language]!.length, 0) + (crawl?.strings.length ?? 0);
if (args.includes('--json')) {
  console.log(JSON.stringify({ content: contentMissing, site: crawl }, null, 2));
} else {
  const clip = (text: string) => (text.length > 110 ? `${text.slice(0, 107)}…` : text).replace(/\s+/g, ' ');
  for (const language of LANGUAGES) {
    const list = contentMissing[language]!;
    console.log(`\n# ${language}: ${list.length} content strings without a shipped translation`);
    for (const entry of list) console.log(`  ${clip(entry.source)}\n      on ${entry.where.slice(0, 3).join(', ')}${entry.where.length > 3 ? ` and ${entry.where.length - 3} more` : ''}`);
  }
  if (crawl) {
    for (const language of LANGUAGES) {
      const list = crawl.strings.filter((entry) => entry.locale === language);
      console.log(`\n# /${language}: ${list.length} texts in English on ${crawl.pages[language]} pages crawled`);
      for (const entry of list) {
        const where = `${entry.pages[0]}${entry.pages.length > 1 ? ` and ${entry.pages.length - 1} more` : ''}`;
        console.log(`  ${entry.reason === 'same-as-english' ? '=' : '~'} ${clip(entry.text)}${entry.attribute ? ` [${entry.attribute}]` : ''}${entry.region === 'chrome' ? ' (header/footer/head)' : ''}\n      on ${where}`);
      }
    }
    console.log('\n= the same text as on the English page; ~ reads as English by its common words');
  }
  console.log(`\n${total} untranslated in all`);
}
process.exit(args.includes('--check') && total > 0 ? 1 : 0);
