import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Block } from '@/lib/content/types';
import { defineBlock } from './define';
import { blockRegistry } from './registry';
import { aliasProblems, lookupWithAliases, parseBlockAliases } from './aliases';
import { blockAliases } from './lookup';
import { lookupBlock, RenderBlocks, resetUnknownBlockLog, type BlockLookup } from './RenderBlocks';
import { headingSchema, text } from '@/components/blocks/attributes';
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
  resetUnknownBlockLog();
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

describe('block-name aliases (content/block-aliases.json)', () => {
  const registry = new Map([['test/title', titleBlock]]);
  const aliases = parseBlockAliases({
    aliases: {
      'cms/big-title': 'test/title',
      'cms/loud-title': { block: 'test/title', attributes: { advIdentity: 'loud', heading: { title: 'default' } } },
    },
  });
  const aliased = lookupWithAliases(registry, aliases);
  const renderWith = (blocks: Block[], uri = '/test/') =>
    renderToStaticMarkup(<RenderBlocks blocks={blocks} context={{ ...context, pageUri: uri }} lookup={aliased} />);

  it('renders an aliased CMS name as the registered block; alias attributes are defaults the CMS overrides', () => {
    expect(renderWith([block('cms/big-title', { heading: { title: 'Hello' } })])).toBe('<div data-block="title">Hello</div>');
    expect(renderWith([block('cms/loud-title', { heading: { title: 'hey' } })])).toBe('<strong data-variant="loud">HEY</strong>');
    expect(renderWith([block('cms/loud-title', {})])).toBe('<strong data-variant="loud">DEFAULT</strong>');
    expect(renderWith([block('cms/loud-title', { advIdentity: 'plain', heading: { title: 'x' } })])).toBe('<div data-block="title">x</div>');
  });

  it('logs an unknown name once per name, with the page it was found on', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWith([block('acme/mystery', {}), block('acme/mystery', {}), block('acme/other', {})], '/first/');
    renderWith([block('acme/mystery', {}), block('cms/big-title', { heading: { title: 'ok' } })], '/second/');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('unknown block "acme/mystery" on page /first/'),
      expect.stringContaining('unknown block "acme/other" on page /first/'),
    ]);
  });

  it('the shipped alias file is valid against the real registry and answers through lookupBlock', () => {
    expect(aliasProblems(blockAliases, new Set(blockRegistry.keys()))).toEqual([]);
    expect(blockAliases.size).toBeGreaterThan(0);
    for (const [name, alias] of blockAliases) expect(lookupBlock(name)?.name, name).toBe(alias.block);
    expect(lookupBlock('acf/faqs')).toBe(blockRegistry.get('acf/faq'));
    expect(lookupBlock('acme/nothing')).toBeUndefined();
  });

  it('finds what is wrong with an alias table: shadowing, unregistered or chained targets, case repeats, bad names', () => {
    const table = parseBlockAliases({
      aliases: { 'test/title': 'test/title', 'cms/a': 'cms/b', 'cms/b': 'test/title', 'cms/missing': 'acf/none', 'CMS/B': 'test/title' },
    });
    expect(aliasProblems(table, new Set(['test/title']))).toEqual([
      'alias "test/title" is itself a registered block',
      'alias "cms/a" points at another alias "cms/b" (aliases do not chain)',
      'alias "cms/missing" points at "acf/none", which is not a registered block',
      'alias "CMS/B" repeats "cms/b" in another case',
    ]);
    expect(() => parseBlockAliases({ aliases: { 'no-slash': 'test/title' } })).toThrow(/namespace\/name/);
    expect(() => parseBlockAliases({ aliases: { 'cms/x': { block: 'test/title', extra: 1 } } })).toThrow();
    expect(() => parseBlockAliases({ alias: {} })).toThrow();
  });
});
