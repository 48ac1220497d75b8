import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Heavy islands (form libraries, zod, the scanner and whois UIs) must be reached only through their
 * `.lazy.tsx` code-split entry, or every page would download them (the 180 KB first-load budget).
 */
const blocksDir = path.resolve(import.meta.dirname);
/** Islands live in the block folders and, when several blocks share them, in src/components. */
const componentsDir = path.resolve(import.meta.dirname, '../components');
const srcDir = path.resolve(import.meta.dirname, '..');
const HEAVY = [
  'DisclosureForm.client',
  'DomainOwnerForm.client',
  'WebSecTool.client',
  'WhoisLookup.client',
  'VideoPlayer.client',
  // pricing islands (zod and the pricing client)
  'TldPriceSearch.client',
  'SavingsCalculator.client',
  'DynamicPricingTable.client',
  'TldPriceTable.client',
  'PromotionsPriceTable.client',
  'HomeTldSearch.client',
  // embla and the promotions client
  'PromoCarousel.client',
  // social proof and company blocks (embla, Radix dialog, the widget loader)
  'TestimonialSlider.client',
  'TestimonialCarousel.client',
  'TimelineSlider.client',
  'Careers.client',
  'WebinarPlayer.client',
  // the first-party forms (react-hook-form, zod) and the marketing-form loader
  'LeadForm.client',
  'NewsletterForm.client',
  'MarketingForm.client',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

describe('code-split islands', () => {
  it('heavy .client modules are imported only by their .lazy entry', () => {
    const offenders: string[] = [];
    for (const file of [...files(blocksDir), ...files(componentsDir)]) {
      const source = readFileSync(file, 'utf8');
      for (const heavy of HEAVY) {
        const importsIt = new RegExp(`from '[^']*/${heavy.replace('.', '\\.')}'`).test(source) || source.includes(`import('./${heavy}')`);
        if (importsIt && !file.endsWith(`${heavy.replace('.client', '.lazy')}.tsx`)) offenders.push(`${path.relative(srcDir, file)} imports ${heavy}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
