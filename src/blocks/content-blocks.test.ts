import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEmbeddedContent } from '@/lib/content/embedded';
import type { Block } from '@/lib/content/types';
import { lookupBlock } from './RenderBlocks';

function* walk(blocks: readonly Block[], trail: string): Generator<[Block, string]> {
  for (const [index, block] of blocks.entries()) {
    const here = `${trail}[${index}]`;
    yield [block, here];
    yield* walk(block.innerBlocks, `${here}.innerBlocks`);
  }
}

describe('the embedded content', () => {
  const content = loadEmbeddedContent(path.resolve(import.meta.dirname, '../../content'));

  it('uses only registered (or aliased) blocks, each with attributes its schema accepts', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [locale, pages] of content.pages) {
      for (const page of pages.values()) {
        for (const [block, where] of walk(page.blocks, `${locale} ${page.uri} blocks`)) {
          checked += 1;
          const definition = lookupBlock(block.name);
          if (!definition) {
            problems.push(`${where}: unknown block ${block.name}`);
            continue;
          }
          const result = definition.resolve(block.attributes);
          if (!result.ok) problems.push(`${where}: ${block.name} field ${result.field}: ${result.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it('has a home page in en, es and nl, each linking the other two as translations', () => {
    for (const locale of ['en_US', 'es_ES', 'nl_NL']) {
      const home = content.pages.get(locale)?.get('/');
      expect(home, locale).toBeDefined();
      expect(home?.translations.map((translation) => translation.locale).sort()).toEqual(['en_US', 'es_ES', 'nl_NL'].filter((other) => other !== locale));
    }
  });
});
