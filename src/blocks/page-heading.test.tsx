import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadEmbeddedContent } from '@/lib/content/embedded';
import type { Block } from '@/lib/content/types';
import { blocksRenderH1, PageTitleHeading } from './page-heading';

const block = (name: string, attributes: Block['attributes'], innerBlocks: Block[] = []): Block => ({ name, attributes, innerBlocks });

describe('how a page gets its h1 now that heading tags are the editor’s (issue 15.7)', () => {
  it('a block with an h1 heading (or heading_settings) gives the page its h1', () => {
    expect(blocksRenderH1([block('acf/hero', { heading: { title: 'T', tag: 'h1' } })])).toBe(true);
    expect(blocksRenderH1([block('acf/hero', { heading: { title: 'T', tag: ' H1 ' } })])).toBe(true);
    expect(blocksRenderH1([block('acf/text-block', { heading_settings: { heading_tag: 'h1' } })])).toBe(true);
    expect(blocksRenderH1([block('acf/modal', { modal_id: 'm' }, [block('acf/heading', { heading: { title: 'T', tag: 'h1' } })])])).toBe(true);
    expect(blocksRenderH1([block('acf/web-sec-tool', {})])).toBe(true);
  });

  it('h3, absent and invalid tags (-> h3) and string headings do not', () => {
    expect(blocksRenderH1([block('acf/hero', { heading: { title: 'T', tag: 'h3' } }), block('acf/faq', { heading: { title: 'F' } }), block('acf/heading', { heading: 'Plain' }), block('acf/x', { heading: { tag: 'h7' } })])).toBe(false);
  });

  it('the page title becomes a visually hidden h1 only when no block renders one', () => {
    const blocks = [block('acf/hero', { heading: { title: 'Keep every site safe', tag: 'h2' } })];
    expect(renderToStaticMarkup(<PageTitleHeading title="WP Guardian" blocks={blocks} />)).toBe('<h1 class="sr-only" data-page-title="true">WP Guardian</h1>');
    expect(renderToStaticMarkup(<PageTitleHeading title="Home" blocks={[block('acf/hero', { heading: { title: 'T', tag: 'h1' } })]} />)).toBe('');
  });

  it('every embedded page ends up with an h1: its own, or the title', () => {
    const content = loadEmbeddedContent(path.resolve('content'));
    const withoutOwn: string[] = [];
    for (const byUri of content.pages.values()) {
      for (const page of byUri.values()) {
        expect(page.title, page.uri).not.toBe('');
        if (!blocksRenderH1(page.blocks)) withoutOwn.push(page.uri);
      }
    }
    // /wp-guardian's hero is an h2 on purpose: its h1 is the page title.
    expect(withoutOwn).toContain('/wp-guardian/');
  });
});
