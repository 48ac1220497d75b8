import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ModalProvider } from '@/components/modal/ModalContext';
import type { Block, BlockAttributes } from '@/lib/content/types';
import { RenderBlocks } from '@/blocks/RenderBlocks';
import type { BlockContext } from '@/blocks/types';
import { blockContext } from './render-block';

/**
 * Server-renders a React tree the way the page does (async server components and client islands,
 * to completion) and returns the HTML. For component tests of blocks whose parts are async.
 */
export async function renderHtml(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(<ModalProvider>{node}</ModalProvider>, { onError: (error) => console.error(error) });
  await stream.allReady;
  return new Response(stream).text();
}

/** Renders one block by wire name through the registry, as RenderBlocks does on a page. */
export function renderBlockHtml(name: string, attributes: BlockAttributes, context: Partial<BlockContext> = {}, innerBlocks: Block[] = []): Promise<string> {
  return renderHtml(<RenderBlocks blocks={[{ name, attributes, innerBlocks }]} context={blockContext(context)} />);
}

/** Parses HTML into a detached document (jsdom or happy path: DOMParser must exist). */
export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
