import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Block } from '@/lib/content/types';
import { defineBlock } from './define';
import { blockRegistry } from './registry';
import { RenderBlocks, type BlockLookup } from './RenderBlocks';
import { headingSchema, text } from './shared/attributes';
import type { BlockContext, BlockProps } from './types';

const context: BlockContext = { locale: 'en', path: '/test', pageUri: '/test/', nonce: 'n' };

const titleSchema = z.object({ heading: headingSchema, advIdentity: text.optional(), count: z.number().int().min(0).optional() });
type TitleAttributes = z.output<typeof titleSchema>;
const Title = ({ attributes, children }: BlockProps<TitleAttributes>) => (
  <div data-block="title">
    {attributes.heading.title}
    {children}
  </div>
);
const Loud = ({ attributes }: BlockProps<TitleAttributes>) => <strong data-variant="loud">{attributes.heading.title.toUpperCase()}</strong>;
const titleBlock = defineBlock({
  name: 'test/title',
  title: 'Title',
  schema: titleSchema,
  Component: Title,
  variants: { loud: Loud },
  fixtures: [],
});
const lookup: BlockLookup = (name) => (name === 'test/title' ? titleBlock : undefined);

const block = (name: string, attributes: Block['attributes'], innerBlocks: Block[] = []): Block => ({ name, attributes, innerBlocks });

function render(blocks: Block[]): string {
  return renderToStaticMarkup(<RenderBlocks blocks={blocks} context={context} lookup={lookup} />);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('RenderBlocks', () => {
  it('renders a known block with parsed attributes', () => {
    expect(render([block('test/title', { heading: { title: 'Hello' } })])).toBe('<div data-block="title">Hello</div>');
  });

  it('picks the variant by advIdentity, else the default component', () => {
    expect(render([block('test/title', { heading: { title: 'hi' }, advIdentity: 'loud' })])).toBe('<strong data-variant="loud">HI</strong>');
    expect(render([block('test/title', { heading: { title: 'hi' }, advIdentity: 'unknown-variant' })])).toBe('<div data-block="title">hi</div>');
  });

  it('recurses inner blocks to any depth', () => {
    const deep = block('test/title', { heading: { title: 'a' } }, [block('test/title', { heading: { title: 'b' } }, [block('test/title', { heading: { title: 'c' } })])]);
    expect(render([deep])).toBe('<div data-block="title">a<div data-block="title">b<div data-block="title">c</div></div></div>');
  });

  it('unknown block in production: nothing rendered, one log line naming block and page', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render([block('acme/mystery', {}), block('test/title', { heading: { title: 'after' } })]);
    expect(html).toBe('<div data-block="title">after</div>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('unknown block "acme/mystery" on page /test/');
  });

  it('unknown block in development: a visible placeholder', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(render([block('acme/mystery', {})])).toContain('Unknown block <code>acme/mystery</code>');
  });

  it('invalid attributes: that block is skipped with a log line naming block, page and field; the rest renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render([block('test/title', { heading: { title: 'bad' }, count: -1 }), block('test/title', { heading: { title: 'good' } })]);
    expect(html).toBe('<div data-block="title">good</div>');
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toContain('block "test/title"');
    expect(line).toContain('page /test/');
    expect(line).toContain('field count');
  });
});

describe('blockRegistry', () => {
  it('maps every wire name to its definition, each with fixtures that pass its own schema', () => {
    expect(blockRegistry.size).toBeGreaterThanOrEqual(8);
    for (const [name, definition] of blockRegistry) {
      expect(definition.name).toBe(name);
      expect(definition.fixtures.length).toBeGreaterThan(0);
      for (const fixture of definition.fixtures) {
        const result = definition.resolve(fixture.attributes);
        expect(result.ok, `${name} fixture "${fixture.title}" ${result.ok ? '' : `${result.field}: ${result.message}`}`).toBe(true);
      }
    }
  });

  it('knows the hero variants by advIdentity, spellings as the CMS sends them', () => {
    expect(blockRegistry.get('acf/hero')?.variants).toEqual(
      expect.arrayContaining(['basic-two-column-hero-banner', 'verticle-hero', 'homepage_hero', 'home-page-long-text-right-image']),
    );
    const resolved = blockRegistry.get('acf/hero')?.resolve({ advIdentity: 'verticle-hero', heading: { title: 'x' } });
    expect(resolved?.ok && resolved.variant).toBe('verticle-hero');
  });
});
