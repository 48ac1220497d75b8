import type { ReactNode } from 'react';
import type { Block } from '@/lib/content/types';
import { blockRegistry } from './registry';
import type { BlockContext, RegisteredBlock } from './types';

export type BlockLookup = (name: string) => RegisteredBlock | undefined;

export const lookupBlock: BlockLookup = (name) => blockRegistry.get(name);

const isDevelopment = () => process.env.NODE_ENV === 'development';

/**
 * Renders a block tree. Unknown block: nothing in production and one log line naming block and
 * page; a visible placeholder in development. Attributes failing the block's schema: that block is
 * skipped with a log line naming block, page and field; the rest of the page renders.
 */
export function RenderBlocks({
  blocks,
  context,
  lookup = lookupBlock,
}: {
  blocks: readonly Block[];
  context: BlockContext;
  lookup?: BlockLookup;
}): ReactNode {
  return blocks.map((block, index) => renderBlock(block, context, lookup, `${index}-${block.name}`));
}

export function renderBlock(block: Block, context: BlockContext, lookup: BlockLookup, key: string): ReactNode {
  const definition = lookup(block.name);
  if (!definition) {
    console.warn(`[blocks] unknown block "${block.name}" on page ${context.pageUri}`);
    if (!isDevelopment()) return null;
    return (
      <div key={key} role="note" className="my-4 rounded border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-900">
        Unknown block <code>{block.name}</code>
      </div>
    );
  }
  const resolved = definition.resolve(block.attributes);
  if (!resolved.ok) {
    console.warn(
      `[blocks] invalid attributes for block "${block.name}" on page ${context.pageUri}: field ${resolved.field}: ${resolved.message}`,
    );
    return null;
  }
  const children = block.innerBlocks.length ? <RenderBlocks blocks={block.innerBlocks} context={context} lookup={lookup} /> : null;
  return resolved.render(block.innerBlocks, context, children, key);
}
