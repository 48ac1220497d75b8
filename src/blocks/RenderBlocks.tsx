import type { ReactNode } from 'react';
import type { Block } from '@/lib/content/types';
import { blockMaxWidth } from '@/components/blocks/attributes';
import { lookupRegisteredBlock } from './lookup';
import type { BlockContext, RegisteredBlock } from './types';

export type BlockLookup = (name: string) => RegisteredBlock | undefined;

/** The registry, with the CMS names of content/block-aliases.json resolved to registered blocks. */
export const lookupBlock: BlockLookup = lookupRegisteredBlock;

const isDevelopment = () => process.env.NODE_ENV === 'development';

/** Unknown names already logged (each is logged once per process, with the first page it was on). */
const loggedUnknown = new Set<string>();
const MAX_LOGGED_UNKNOWN = 1000;

/** Tests: forget which unknown names were logged. */
export function resetUnknownBlockLog(): void {
  loggedUnknown.clear();
}

function logUnknownBlock(name: string, pageUri: string): void {
  if (loggedUnknown.has(name)) return;
  if (loggedUnknown.size < MAX_LOGGED_UNKNOWN) loggedUnknown.add(name);
  console.warn(`[blocks] unknown block "${name}" on page ${pageUri}: neither registered nor aliased (content/block-aliases.json); logged once per name`);
}

/**
 * Renders a block tree. Block names resolve through the registry and then the aliases. Unknown
 * block: nothing in production and one log line per unknown name, naming it and the page; a visible
 * placeholder in development. Attributes failing the block's schema: that block is skipped with a
 * log line naming block, page and field; the rest of the page renders.
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
    logUnknownBlock(block.name, context.pageUri);
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
  // The shared `width` attribute: the block's maximum width, centred.
  const maxWidth = blockMaxWidth(block.attributes.width);
  if (!maxWidth) return resolved.render(block.innerBlocks, context, children, key);
  return (
    <div key={key} data-block-width={maxWidth} className="mx-auto w-full" style={{ maxWidth }}>
      {resolved.render(block.innerBlocks, context, children)}
    </div>
  );
}
