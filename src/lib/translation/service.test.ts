import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from './languages';
import { TranslationMemory } from './memory';
import { ProviderError, type TranslationProvider } from './providers/types';
import { TranslationService } from './service';
import { loadTermbase } from './termbase';

const termbase = loadTermbase(path.join(process.cwd(), 'content', 'translation', 'termbase.json'));
const WORDS: Record<string, string> = { register: 'registra', your: 'tu', today: 'hoy', prices: 'precios', for: 'para', with: 'con', cheap: 'barato', new: 'nuevo', the: 'el', house: 'casa', red: 'roja', domain: 'ámbito' };

/** A word-for-word engine that records every batch it is sent; `fail` makes it throw. */
class RecordingEngine implements TranslationProvider {
  readonly name = 'apertium' as const;
  readonly batches: string[][] = [];
  fail: ProviderError | null = null;
  gate: Promise<void> | null = null;
  async translate(fragments: readonly string[], _source: Language, _target: Language): Promise<string[]> {
    this.batches.push([...fragments]);
    if (this.gate) await this.gate;
    if (this.fail) throw this.fail;
    return fragments.map((fragment) => fragment.replace(/(?<![<\/])\b[a-z]+\b/gi, (word) => (/^X[tT]\d+[xX]$/.test(word) ? word : (WORDS[word.toLowerCase()] ?? word))));
  }
}

let directory: string;
let memory: TranslationMemory;
let engine: RecordingEngine;
let lines: string[];
const service = (provider: TranslationProvider | null = engine) => new TranslationService({ memory: async () => memory, provider, termbase, timeoutMs: 2000, log: (line) => lines.push(line) });
const es = { source: 'en', target: 'es' } as const;

beforeEach(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'tm-'));
  memory = await TranslationMemory.open(directory, null);
  engine = new RecordingEngine();
  lines = [];
});
afterEach(async () => {
  await memory.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('translation service', () => {
  it('sends the misses to the engine in one batch, with the termbase applied around it, and stores them', async () => {
    const result = await service().translateTexts(['Register your domain today', 'Cheap domain prices', 'https://example.com', 'Buy domain', '42'], es);
    expect(result.texts).toEqual(['registra tu dominio hoy', 'barato dominio precios', 'https://example.com', 'Comprar dominio', '42']);
    expect(engine.batches).toEqual([['Register your Xt0x today', 'Cheap Xt0x prices']]);
    expect(result.stats).toMatchObject({ strings: 3, termbase: 1, machine: 2, memory: 0, failed: 0 });
    expect(result.texts.join(' ')).not.toMatch(/ámbito/);
    expect((await memory.lookup('en', 'es', ['Register your domain today'])).get('Register your domain today')).toMatchObject({ target: 'registra tu dominio hoy', origin: 'machine', requestedBy: 'site' });
  });

  it('a string translated before never goes to the engine again, even after a restart', async () => {
    await service().translateTexts(['The red house'], es);
    await memory.close();
    memory = await TranslationMemory.open(directory, null);
    engine.fail = new ProviderError('apertium', 'unavailable', 'connection refused');
    const again = await service().translateTexts(['The red house', 'The red house'], es);
    expect(again.texts).toEqual(['el roja casa', 'el roja casa']);
    expect(again.stats).toMatchObject({ memory: 1, machine: 0, failed: 0 });
    expect(engine.batches).toHaveLength(1);
  });

  it('human translations win over machine ones', async () => {
    await memory.save('en', 'es', [{ source: 'The red house', target: 'La casa roja', origin: 'human', provider: 'xliff' }]);
    await memory.save('en', 'es', [{ source: 'The red house', target: 'el roja casa', origin: 'machine', provider: 'apertium' }]);
    expect((await service().translateTexts(['The red house'], es)).texts).toEqual(['La casa roja']);
    expect(engine.batches).toHaveLength(0);
  });

  it('an engine failure keeps the original text and says why; nothing is stored', async () => {
    engine.fail = new ProviderError('apertium', 'unavailable', 'connection refused');
    const result = await service().translateTexts(['Register your domain today', 'Buy domain'], es);
    expect(result.texts).toEqual(['Register your domain today', 'Comprar dominio']);
    expect(result.stats).toMatchObject({ failed: 1, termbase: 1 });
    expect(result.error?.message).toMatch(/connection refused/);
    expect(await memory.count()).toEqual({ human: 0, machine: 0 });
  });

  it('no engine: memory and termbase only, English otherwise (not a failure)', async () => {
    await memory.save('en', 'es', [{ source: 'The red house', target: 'La casa roja', origin: 'human', provider: 'xliff' }]);
    const result = await service(null).translateTexts(['The red house', 'Domains', 'Register your domain'], es);
    expect(result.texts).toEqual(['La casa roja', 'Dominios', 'Register your domain']);
    expect(result.stats).toMatchObject({ memory: 1, termbase: 1, untranslated: 1, failed: 0 });
    expect(result.error).toBeUndefined();
  });

  it("a visitor's strings: the budget is asked with the engine characters first; refused ones stay, nothing is sent", async () => {
    const asked: number[] = [];
    const visitor = { ...es, requestedBy: 'visitor' as const, engineBudget: async (characters: number) => (asked.push(characters), false) };
    const refused = await service().translateTexts(['The red house', 'Register your domain today', 'Buy domain'], visitor);
    expect(refused.texts).toEqual(['The red house', 'Register your domain today', 'Comprar dominio']);
    expect(refused.stats).toMatchObject({ refused: 2, termbase: 1 });
    // The protected fragments: 'The red house' and 'Register your Xt0x today'.
    expect(asked).toEqual(['The red house'.length + 'Register your Xt0x today'.length]);
    expect(engine.batches).toEqual([]);
    const allowed = await service().translateTexts(['The red house'], { ...visitor, engineBudget: async () => true });
    expect(allowed.texts).toEqual(['el roja casa']);
    expect((await memory.entries({ requestedBy: 'visitor' })).map((entry) => entry.source)).toEqual(['The red house']);
    // The site asking for the same string later: a memory hit, and a site row from then on.
    expect((await service().translateTexts(['The red house'], es)).stats).toMatchObject({ memory: 1 });
    expect(await memory.entries({ requestedBy: 'visitor' })).toEqual([]);
  });

  it("a visitor's batch never answers the site's strings (its budget may refuse them)", async () => {
    let open!: () => void;
    engine.gate = new Promise((resolve) => (open = resolve));
    const translator = service();
    const site = translator.translateTexts(['The red house'], es);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const visitor = translator.translateTexts(['The red house'], { ...es, requestedBy: 'visitor', engineBudget: async () => false });
    open();
    expect((await visitor).stats).toMatchObject({ refused: 1 });
    expect((await site).texts).toEqual(['el roja casa']);
  });

  it('no engine: a long string is left as it is without being prepared for one', async () => {
    const long = `Register your domain ${'and more '.repeat(30)}`;
    const result = await service(null).translateTexts([long, 'Domains'], es);
    expect(result.texts).toEqual([long, 'Dominios']);
    expect(result.stats).toMatchObject({ untranslated: 1, termbase: 1 });
  });

  it('a pair the engine lacks is untranslated, not failed', async () => {
    engine.fail = new ProviderError('apertium', 'unsupported', 'no en-nl pair installed');
    const result = await service().translateTexts(['Register your domain'], { source: 'en', target: 'nl' });
    expect(result.texts).toEqual(['Register your domain']);
    expect(result.stats).toMatchObject({ untranslated: 1, failed: 0 });
  });

  it('the same strings asked for at once go to the engine once', async () => {
    let open!: () => void;
    engine.gate = new Promise((resolve) => (open = resolve));
    const translator = service();
    const first = translator.translateTexts(['The red house', 'Cheap'], es);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = translator.translateTexts(['Cheap', 'The red house'], es);
    open();
    expect((await first).texts).toEqual(['el roja casa', 'barato']);
    expect((await second).texts).toEqual(['barato', 'el roja casa']);
    expect(engine.batches).toEqual([['The red house', 'Cheap']]);
  });

  it('same language, or nothing human: nothing to do', async () => {
    expect((await service().translateTexts(['Hello'], { source: 'es', target: 'es' })).texts).toEqual(['Hello']);
    expect((await service().translateTexts(['/x', '$4.99', '.com'], es)).stats.strings).toBe(0);
    expect(engine.batches).toHaveLength(0);
  });

  it('translateFields mirrors the shape; keys, URLs, numbers and booleans stay', async () => {
    const input = { heading: 'Register your domain', button: { title: 'Buy domain', url: '/x', type: 'primary' }, count: 3, on: true, list: ['Cheap', 'example.com'] };
    const { value } = await service().translateFields(input, { ...es, mode: 'json' });
    expect(value).toEqual({ heading: 'registra tu dominio', button: { title: 'Comprar dominio', url: '/x', type: 'primary' }, count: 3, on: true, list: ['barato', 'example.com'] });
    expect(input.heading).toBe('Register your domain');
  });

  it('labels: single and batch helpers; the original on failure', async () => {
    const translator = service();
    expect(await translator.translateLabel('Search', 'es')).toBe('Buscar');
    expect(await translator.translateLabels({ search: 'Search', buy: 'Buy domain', more: 'Load more...' }, 'nl')).toEqual({ search: 'Zoeken', buy: 'Koop domein', more: 'Meer laden...' });
    engine.fail = new ProviderError('apertium', 'timeout', 'no answer in time');
    expect(await translator.translateLabel('Cheap', 'es')).toBe('Cheap');
  });

  it('a memory that cannot be read: the engine still answers, one log line', async () => {
    const broken = new TranslationService({ memory: () => Promise.reject(new Error('database is locked')), provider: engine, termbase, timeoutMs: 2000, log: (line) => lines.push(line) });
    expect((await broken.translateTexts(['Cheap'], es)).texts).toEqual(['barato']);
    expect(lines).toEqual(['[translation] the translation memory is unavailable: database is locked']);
  });
});

describe('named content fields', () => {
  it('post titles, excerpts and category names go through the service; machine values stay; failure keeps them', async () => {
    const { translateEntries } = await import('./content');
    expect(await translateEntries([{ title: 'Cheap', link: '/glossary/cheap', description: 'The red house' }], 'es', 'en', service())).toEqual([{ title: 'barato', link: '/glossary/cheap', description: 'el roja casa' }]);
    engine.fail = new ProviderError('apertium', 'unavailable', 'down');
    const [kept] = await translateEntries([{ title: 'Cheap new house', link: '/glossary/cheap' }], 'es', 'en', service());
    expect(kept!.title).toBe('Cheap new house');
  });
});
