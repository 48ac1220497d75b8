/**
 * `npm run content:validate [-- --source embedded|wordpress] [--strict] [--aliases FILE]`, also run
 * before `next build`:
 * 1. content/block-aliases.json (the CMS block-name aliases): its shape, and every alias against
 *    the block registry (an alias must name a registered block and must not shadow one). A broken
 *    alias file fails the build.
 * 2. The embedded content documents (CONTENT_DIR): a broken document fails the build with its file
 *    name and JSON path.
 * 3. The translation termbase (content/translation/termbase.json), when present, and the shipped
 *    translations (content/translation/memory/*.xlf): a broken one fails the build.
 * 4. A report of every block name the content source uses that is neither registered nor aliased,
 *    with its number of uses and pages. `--source wordpress` reads every page of the configured
 *    WordPress (WORDPRESS_GRAPHQL_URL, …) instead of the embedded documents. Unknown names are a
 *    report (exit 0) unless `--strict` (exit 1).
 * 5. Money (src/lib/pricing/content-check.ts), against the price list the site seeds from
 *    (PRICES_SEED_FILE, default content/pricing/sample-catalogue.csv): no typed price in any page or
 *    membership text (figures are placeholders), every placeholder names something the catalogue,
 *    the membership facts or the product prices give, every promotion promises only prices the
 *    catalogue gives on an extension it discounts, no longer than that discount runs, and prices a
 *    membership in every currency below its regular price; no extension count above the
 *    catalogue's. Any problem fails the build.
 */
import './lib/allow-server-only.mjs';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ZodError } from 'zod';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const strict = args.includes('--strict');
const sourceKind = option('--source') ?? 'embedded';
const aliasFile = path.resolve(option('--aliases') ?? path.join(process.cwd(), 'content', 'block-aliases.json'));
const root = path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));

const { aliasProblems, lookupWithAliases, parseBlockAliases, unknownBlockNames } = await import('../src/blocks/aliases');
const { blockRegistry } = await import('../src/blocks/registry');
const { loadEmbeddedContent } = await import('../src/lib/content/embedded');
const { ContentValidationError } = await import('../src/lib/content/reshape');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// 1. Aliases.
let aliases;
try {
  aliases = parseBlockAliases(JSON.parse(readFileSync(aliasFile, 'utf8')));
} catch (error) {
  const detail = error instanceof ZodError ? error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ') : (error as Error).message;
  fail(`[content] invalid block aliases ${path.relative(process.cwd(), aliasFile)}: ${detail}`);
}
const problems = aliasProblems(aliases, new Set(blockRegistry.keys()));
if (problems.length) fail(`[content] invalid block aliases ${path.relative(process.cwd(), aliasFile)}:\n  ${problems.join('\n  ')}`);
console.log(`[content] ${aliases.size} block aliases onto ${blockRegistry.size} registered blocks: valid`);

// 2 and 3. Documents, and the block names they use.
const pages: Array<{ label: string; blocks: Array<{ name: string; innerBlocks: unknown[] }>; seo?: unknown }> = [];
let promotions: import('../src/lib/content/types').Promotion[] = [];
let memberships: import('../src/lib/content/types').Membership[] = [];
if (sourceKind === 'wordpress') {
  const { readContentConfig } = await import('../src/lib/content/config');
  const { WordPressContentSource } = await import('../src/lib/content/wordpress');
  const config = readContentConfig({ ...process.env, CONTENT_SOURCE: 'wordpress' });
  const source = new WordPressContentSource({ url: config.WORDPRESS_GRAPHQL_URL ?? '', authToken: config.WORDPRESS_AUTH_TOKEN, timeoutMs: config.WORDPRESS_TIMEOUT_MS });
  for (const ref of await source.listPages()) {
    const page = await source.getPage(ref.uri, ref.locale);
    if (page) pages.push({ label: `${ref.locale} ${ref.uri}`, blocks: page.blocks, seo: page.seo });
  }
  promotions = await source.listPromotions();
  memberships = await source.getMemberships();
  console.log(`[content] ${pages.length} WordPress pages read from ${config.WORDPRESS_GRAPHQL_URL}`);
} else if (sourceKind === 'embedded') {
  try {
    const content = loadEmbeddedContent(root);
    for (const [locale, byUri] of content.pages) for (const page of byUri.values()) pages.push({ label: `${locale} ${page.uri}`, blocks: page.blocks, seo: page.seo });
    promotions = content.promotions;
    memberships = content.memberships;
    console.log(`[content] ${pages.length} pages, ${content.posts.length} posts, ${content.memberships.length} memberships, ${content.promotions.length} promotions: valid`);
  } catch (error) {
    if (error instanceof ContentValidationError) fail(`[content] invalid document: ${error.message}`);
    throw error;
  }
} else {
  fail(`[content] --source must be embedded or wordpress (got "${sourceKind}")`);
}

// 3. The translation termbase.
{
  const { loadTermbase, TermbaseError } = await import('../src/lib/translation/termbase');
  const termbaseFile = path.join(root, 'translation', 'termbase.json');
  try {
    const termbase = existsSync(termbaseFile) ? loadTermbase(termbaseFile) : null;
    if (termbase) console.log(`[content] termbase: ${termbase.document.protected.length} protected, ${termbase.document.terms.length} terms, ${termbase.document.phrases.length} phrases: valid`);
  } catch (error) {
    if (error instanceof TermbaseError) fail(`[content] invalid termbase: ${error.message}`);
    throw error;
  }
  // The shipped translations (content/translation/memory/*.xlf), imported into the memory at start.
  const { readShippedUnits, ShippedMemoryError } = await import('../src/lib/translation/shipped');
  try {
    const units = readShippedUnits(path.join(root, 'translation', 'memory'));
    const count = (language: string) => units.filter((unit) => unit.targetLanguage === language).length;
    if (units.length) console.log(`[content] shipped translations: ${count('es')} Spanish, ${count('nl')} Dutch: valid`);
  } catch (error) {
    if (error instanceof ShippedMemoryError) fail(`[content] invalid shipped translation: ${error.message}`);
    throw error;
  }
}

// 4. Block names neither registered nor aliased.
const lookup = lookupWithAliases(blockRegistry, aliases);
const unknown = unknownBlockNames(pages, (name) => lookup(name) !== undefined);
if (unknown.length === 0) {
  console.log('[content] every block name used is registered or aliased');
} else {
  console.log(`[content] ${unknown.length} block name(s) neither registered nor aliased (add an alias in content/block-aliases.json or register the block):`);
  for (const entry of unknown) {
    const shown = entry.pages.slice(0, 5).join(', ');
    console.log(`  ${entry.name}  ${entry.uses} use(s) on ${entry.pages.length} page(s): ${shown}${entry.pages.length > 5 ? ', …' : ''}`);
  }
  if (strict) process.exit(1);
}

// 5. Money: placeholders, promotions and counts against the price list the site seeds from.
{
  const { moneyProblems, indexOfPrices, planFactProblems, stringsOf } = await import('../src/lib/pricing/content-check');
  const { loadDynamicData } = await import('../src/lib/dynamic-data');
  const { parsePriceList } = await import('../src/lib/pricing/price-list');
  const { campaignDay, promotionsNow } = await import('../src/lib/promotions/clock');
  const seedFile = path.resolve(process.env.PRICES_SEED_FILE ?? path.join(process.cwd(), 'content', 'pricing', 'sample-catalogue.csv'));
  const index = indexOfPrices(parsePriceList(seedFile, readFileSync(seedFile, 'utf8')), campaignDay(promotionsNow()));
  const texts = [
    ...pages.flatMap((page) => [...stringsOf(page.blocks, `${page.label} blocks`), ...stringsOf(page.seo, `${page.label} seo`)]),
    ...memberships.flatMap((membership) => stringsOf(membership, `membership ${membership.slug}`)),
    // The pricing tables' rows (content/dynamic-data.json) are shown on pages too.
    ...stringsOf(loadDynamicData(root), 'dynamic-data'),
  ];
  const problems = [...moneyProblems({ texts, promotions }, index), ...planFactProblems(texts)];
  if (problems.length) fail(`[content] ${problems.length} money problem(s) (prices come from the catalogue, see docs/pricing.md):\n  ${problems.join('\n  ')}`);
  console.log(`[content] money: ${texts.length} texts and ${promotions.length} promotions against ${index.size} extensions of ${path.relative(process.cwd(), seedFile)}: valid`);
}
