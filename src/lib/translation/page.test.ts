import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { blockRegistry } from '@/blocks/registry';
import { EmbeddedContentSource } from '@/lib/content/embedded';
import type { Page } from '@/lib/content/types';
import type { TranslationMemory } from './memory';
import { pageTranslationTarget, translatePage } from './page';
import { ProviderError, type TranslationProvider } from './providers/types';
import { TranslationService } from './service';
import { loadTermbase } from './termbase';

const source = new EmbeddedContentSource(path.join(process.cwd(), 'content'));
const termbase = loadTermbase(path.join(process.cwd(), 'content', 'translation', 'termbase.json'));

/** Marks every text node it translates with '[es]' and records its batches. */
class MarkingEngine implements TranslationProvider {
  readonly name = 'deepl' as const;
  readonly batches: string[][] = [];
  fail = false;
  async translate(fragments: readonly string[]): Promise<string[]> {
    this.batches.push([...fragments]);
    if (this.fail) throw new ProviderError('deepl', 'unavailable', 'connection refused');
    return fragments.map((fragment) => fragment.replace(/(^|>)([^<]*\p{L}[^<]*)(?=<|$)/gu, (_, before: string, text: string) => `${before}${text} (es)`));
  }
}

/** A memory that remembers nothing (every render goes to the engine). */
const forgetful = { lookup: async () => new Map(), save: async () => 0 } as unknown as TranslationMemory;

let engine: MarkingEngine;
let lines: string[];
const service = () => new TranslationService({ memory: async () => forgetful, provider: engine, termbase, timeoutMs: 2000 });
const log = (line: string) => lines.push(line);
const page = async (uri: string, locale: string) => (await source.getPage(uri, locale)) as Page;

beforeEach(() => {
  engine = new MarkingEngine();
  lines = [];
});

describe('which pages are translated, into what', () => {
  it.each([
    ['es', '/company/about-us/', 'es'],
    ['nl', '/company/about-us/', 'nl'],
    ['en', '/company/about-us/', null],
    ['hi', '/company/about-us/', null],
    ['es', '/', null],
    ['nl', '/', null],
    ['nl', '/company/over-plesk/', 'en'],
    ['nl', '/company/over-plesk/details', 'nl'],
    ['es', '/company/over-plesk/', 'es'],
  ] as const)('%s %s -> %s', (locale, uri, target) => {
    expect(pageTranslationTarget(locale, uri)).toBe(target);
  });
});

describe('block translation at render', () => {
  it('translates the text attributes of an English-only page in one batch; settings keep their values', async () => {
    const english = await page('/resources/domain-reseller-guide/', 'es_ES');
    expect(english.locale).toBe('en_US');
    const { page: translated, translation } = await translatePage(english, 'es', service(), log);
    expect(engine.batches).toHaveLength(1);
    expect(translation).toMatchObject({ source: 'en', target: 'es', failed: false });
    const [heading, grid, faq, banner] = translated.blocks.map((block) => block.attributes as Record<string, unknown>);
    expect(heading!.heading).toEqual({ title: 'Nombres de dominio for revendedores (es)', tag: 'h1' });
    expect(grid!.columns).toBe('three');
    expect((grid!.items as { heading: { title: string; tag: string } }[])[0]!.heading).toEqual({ title: 'Register a dominio for your client (es)', tag: 'h3' });
    expect((faq!.items as { heading: string; text: string; is_open: boolean }[])[0]).toMatchObject({ heading: 'Which extensiones de dominio can I sell? (es)', is_open: true });
    expect((faq!.items as { text: string }[])[0]!.text).toBe('<p>More than 1,900 extensiones, from .com and .nl to new generic ones such as .shop, at precio de coste for members. (es)</p>');
    expect(faq!.type).toBe('list');
    expect(banner!.button).toEqual({ title: 'Comprar dominio', url: '/domains/domain-registration', type: 'primary', size: 'large' });
    expect(translated.title).toBe('Dominio revendedor guide (es)');
    expect(translated.seo.metaDesc).toMatch(/^How revendedores register, transfer and renew nombres de dominio for their customers\. \(es\)$/);
    expect(lines).toEqual([]);
    // The engine never saw a termbase word, a URL or a setting.
    expect(engine.batches[0]!.join(' ')).not.toMatch(/domain|\/domains\/|primary|three/i);
  });

  it('the translated blocks still satisfy their schemas, so they render', async () => {
    const { page: translated } = await translatePage(await page('/resources/domain-reseller-guide/', 'es_ES'), 'es', service(), log);
    for (const block of translated.blocks) expect(blockRegistry.get(block.name)?.resolve(block.attributes).ok).toBe(true);
  });

  it('content that exists in the locale is never machine translated; nor home pages, English or the India variant', async () => {
    for (const [uri, contentLocale, locale] of [
      ['/domains/domain-prices/', 'es_ES', 'es'],
      ['/', 'nl_NL', 'nl'],
      ['/company/about-us/', 'en_US', 'en'],
      ['/company/about-us/', 'en_IN', 'hi'],
    ] as const) {
      const original = await page(uri, contentLocale);
      const result = await translatePage(original, locale, service(), log);
      expect(result.translation).toBeNull();
      expect(result.page).toBe(original);
    }
    expect(engine.batches).toHaveLength(0);
  });

  it('a failure keeps the original text and logs one line', async () => {
    engine.fail = true;
    const english = await page('/company/about-us/', 'es_ES');
    const { page: kept, translation } = await translatePage(english, 'es', service(), log);
    expect(translation?.failed).toBe(true);
    const text = (page: Page) => JSON.stringify(page.blocks.map((block) => block.attributes));
    // What the engine should have done stays English; only what the termbase alone fixes changes
    // ('1,900+ extensions', the trust strip's 'domain extensions').
    expect(text(kept)).toBe(text(english).replace('1,900+ extensions', '1,900+ extensiones').replace('"domain extensions"', '"Extensiones de dominio"'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[translation\] page \/company\/about-us\/ \(es\): \d+ of \d+ strings kept in en: deepl: connection refused$/);
  });

  it('a service that throws (a bug, a dead database driver) still costs the page nothing but one log line', async () => {
    const english = await page('/company/about-us/', 'es_ES');
    const broken = { translateTexts: () => Promise.reject(new Error('boom')) } as unknown as TranslationService;
    const result = await translatePage(english, 'es', broken, log);
    expect(result).toEqual({ page: english, translation: null });
    expect(lines).toEqual(['[translation] page /company/about-us/ (es) kept in en: boom']);
  });

  it('a broken translation set-up keeps the page and logs one line', async () => {
    const english = await page('/company/about-us/', 'es_ES');
    const saved = process.env.TRANSLATION_PROVIDER;
    process.env.TRANSLATION_PROVIDER = 'deepl';
    delete process.env.DEEPL_AUTH_KEY;
    try {
      const result = await translatePage(english, 'es', undefined, log);
      expect(result.translation).toBeNull();
      expect(lines).toEqual(['[translation] page /company/about-us/ (es) kept in en: translation settings: DEEPL_AUTH_KEY: DEEPL_AUTH_KEY is required when TRANSLATION_PROVIDER=deepl']);
    } finally {
      if (saved === undefined) delete process.env.TRANSLATION_PROVIDER;
      else process.env.TRANSLATION_PROVIDER = saved;
    }
  });
});
