import type { Block } from '@/lib/content/types';
import { headingTag } from '@/components/blocks/attributes';

/** Blocks that always render an h1 of their own, whatever their attributes say. */
export const BLOCKS_WITH_OWN_H1: ReadonlySet<string> = new Set(['acf/web-sec-tool']);

function tagOf(value: unknown): string | null {
  return value === undefined || value === null || value === '' ? null : headingTag.parse(value);
}

/** Whether a block (or one of its inner blocks) renders an h1: a heading or heading_settings tag of h1. */
export function blocksRenderH1(blocks: readonly Block[]): boolean {
  return blocks.some((block) => {
    if (BLOCKS_WITH_OWN_H1.has(block.name)) return true;
    const { heading, heading_settings: settings } = block.attributes as { heading?: unknown; heading_settings?: unknown };
    if (heading && typeof heading === 'object' && tagOf((heading as { tag?: unknown }).tag) === 'h1') return true;
    if (settings && typeof settings === 'object' && tagOf((settings as { heading_tag?: unknown }).heading_tag) === 'h1') return true;
    return blocksRenderH1(block.innerBlocks);
  });
}

/**
 * Heading tags are the editor's: an explicit h3 stays h3 and only an absent
 * or invalid tag falls back to h3, so no block promotes its heading to h1. A page whose blocks carry
 * no h1 therefore gets one from the page itself: its title, as the first thing in <main>, visually
 * hidden (the hero's title, whatever its tag, is what the eye reads first).
 */
export function PageTitleHeading({ title, blocks }: { title: string; blocks: readonly Block[] }) {
  if (!title || blocksRenderH1(blocks)) return null;
  return (
    <h1 className="sr-only" data-page-title>
      {title}
    </h1>
  );
}
