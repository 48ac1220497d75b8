import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexOfPrices, moneyProblems, planFactProblems, stringsOf } from '@/lib/pricing/content-check';
import { parsePriceList } from '@/lib/pricing/price-list';
import { blockRegistry } from './registry';

/**
 * One truth per page on /blocks too: the block fixtures (the noindex catalogue /blocks and each
 * /blocks/<slug>) name every price and plan fact with a placeholder ({price:com}, {plan:basic_s:yearly},
 * {product:ssl-dv} …), as content/ must (content:validate). They are what editors copy, so they
 * teach the placeholder, never a typed figure.
 *
 * A typed figure stays only where the spec makes the typed CMS value the point of the fixture; each
 * such figure is listed here with its reason. Anything else typed fails this test.
 */
const TYPED_FIGURES_ALLOWED: ReadonlyArray<{ block: string; fixture: number; path: string; reason: string }> = [
  {
    block: 'acf/metrics',
    fixture: 0,
    path: 'attributes.metrics[0].value',
    reason:
      "spec (pricing-and-catalogue, Metric): a metric's value may be 'a dollar amount with optional per-unit suffix'; the fixture shows that form ('$10.44/yr', .com's list price) counting up",
  },
  {
    block: 'acf/metrics',
    fixture: 0,
    path: 'attributes.metrics[6].value',
    reason: "spec (pricing-and-catalogue, Metric): the dollar amount with a worded suffix ('$4.29 per year', the DV certificate's price) is one of the value forms the block parses",
  },
];

const where = (block: string, fixture: number, jsonPath: string) => `${block}#${fixture} ${jsonPath}`;

function fixtureTexts() {
  return [...blockRegistry.values()].flatMap((definition) =>
    definition.fixtures.flatMap((fixture, index) => stringsOf({ attributes: fixture.attributes, innerBlocks: fixture.innerBlocks ?? [] }, where(definition.name, index, '')).map((text) => ({ ...text, where: text.where.replace(/ \./, ' ') }))),
  );
}

// The price list the site seeds from, on a day inside its promotions (placeholders must name what it gives).
const seedFile = path.join(process.cwd(), 'content', 'pricing', 'sample-catalogue.csv');
const index = indexOfPrices(parsePriceList(seedFile, readFileSync(seedFile, 'utf8')), '2027-06-15');

const allowed = (problem: string) => TYPED_FIGURES_ALLOWED.some((entry) => problem.startsWith(`${where(entry.block, entry.fixture, entry.path)}: names a price`));

describe('block fixtures: one truth per page', () => {
  const texts = fixtureTexts();

  it('reads every fixture string (the check looks at something)', () => {
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.some((text) => text.text.includes('{plan:basic_s:yearly}'))).toBe(true);
  });

  it('no fixture types a price or a plan fact, and every placeholder names what the catalogue, the membership facts or the product prices give', () => {
    const problems = [...moneyProblems({ texts, promotions: [] }, index), ...planFactProblems(texts)].filter((problem) => !allowed(problem));
    expect(problems).toEqual([]);
  });

  it('every allowed typed figure is still there and still typed (the list does not go stale)', () => {
    const problems = moneyProblems({ texts, promotions: [] }, index);
    for (const entry of TYPED_FIGURES_ALLOWED) {
      expect(problems.some((problem) => problem.startsWith(`${where(entry.block, entry.fixture, entry.path)}: names a price`)), where(entry.block, entry.fixture, entry.path)).toBe(true);
      expect(entry.reason.length).toBeGreaterThan(20);
    }
  });

  it('fails on a re-typed figure: a typed price and a typed plan fact are both reported with their fixture and path', () => {
    const typed = [
      { where: where('acf/faq', 0, 'attributes.items[1].text'), text: '<p>Basic S is $49.99 per year.</p>' },
      { where: where('acf/hero', 17, 'attributes.package.features[2]'), text: '20% off Plesk' },
    ];
    const problems = [...moneyProblems({ texts: typed, promotions: [] }, index), ...planFactProblems(typed)].filter((problem) => !allowed(problem));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^acf\/faq#0 attributes\.items\[1\]\.text: names a price \(\$49\.99\)/);
    expect(problems[1]).toMatch(/^acf\/hero#17 attributes\.package\.features\[2\]: names a plan's Plesk discount/);
  });
});
