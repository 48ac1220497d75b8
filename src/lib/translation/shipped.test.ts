import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceHash, TranslationMemory } from './memory';
import { defaultShippedDirectory, importShipped, readShippedUnits, ShippedMemoryError, shippedXliff, SHIPPED_PROVIDER } from './shipped';

let directory: string;
let files: string;
let memory: TranslationMemory;
beforeEach(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'shipped-'));
  files = path.join(directory, 'memory');
  memory = await TranslationMemory.open(directory, null);
});
afterEach(async () => {
  await memory.close();
  rmSync(directory, { recursive: true, force: true });
});

function ship(name: string, content: string) {
  mkdirSync(files, { recursive: true });
  writeFileSync(path.join(files, name), content);
}

const lookup = async (text: string, target: 'es' | 'nl' = 'es') => (await memory.lookup('en', target, [text])).get(text);

describe('shipped translations (content/translation/memory/*.xlf)', () => {
  it('imports every unit as a human translation; a second start writes nothing', async () => {
    ship('legal.es.xlf', shippedXliff('legal', 'en', 'es', [{ source: 'Privacy policy', target: 'Política de privacidad' }, { source: '<p>We keep <strong>your</strong> data</p>', target: '<p>Guardamos <strong>tus</strong> datos</p>' }]));
    ship('legal.nl.xlf', shippedXliff('legal', 'en', 'nl', [{ source: 'Privacy policy', target: 'Privacybeleid' }]));
    const units = readShippedUnits(files);
    expect(units).toHaveLength(3);
    expect(await importShipped(memory, units)).toEqual({ units: 3, written: 3, keptHuman: 0 });
    expect(await lookup('Privacy policy')).toEqual({ target: 'Política de privacidad', origin: 'human', provider: SHIPPED_PROVIDER, requestedBy: 'site' });
    expect((await lookup('Privacy policy', 'nl'))?.target).toBe('Privacybeleid');
    expect((await lookup('<p>We keep <strong>your</strong> data</p>'))?.target).toBe('<p>Guardamos <strong>tus</strong> datos</p>');
    expect(await importShipped(memory, readShippedUnits(files))).toEqual({ units: 3, written: 0, keptHuman: 0 });
  });

  it('replaces a machine translation and an older shipped one; keeps a person’s own translation', async () => {
    await memory.save('en', 'es', [
      { source: 'Contact sales', target: 'Ventas de contacto', origin: 'machine', provider: 'apertium' },
      { source: 'Open positions', target: 'Posiciones abiertas', origin: 'human', provider: SHIPPED_PROVIDER },
      { source: 'About us', target: 'Quiénes somos', origin: 'human', provider: 'xliff' },
    ]);
    ship('company.es.xlf', shippedXliff('company', 'en', 'es', [
      { source: 'Contact sales', target: 'Habla con ventas' },
      { source: 'Open positions', target: 'Vacantes' },
      { source: 'About us', target: 'Sobre nosotros' },
    ]));
    expect(await importShipped(memory, readShippedUnits(files))).toEqual({ units: 3, written: 2, keptHuman: 1 });
    expect(await lookup('Contact sales')).toMatchObject({ target: 'Habla con ventas', origin: 'human' });
    expect((await lookup('Open positions'))?.target).toBe('Vacantes');
    expect(await lookup('About us')).toMatchObject({ target: 'Quiénes somos', provider: 'xliff' });
    // The engine never overwrites what was shipped.
    await memory.save('en', 'es', [{ source: 'Contact sales', target: 'Ventas de contacto', origin: 'machine', provider: 'apertium' }]);
    expect((await lookup('Contact sales'))?.target).toBe('Habla con ventas');
  });

  it('refuses a broken file naming it: no target, changed tags, two translations of one source, not XLIFF', () => {
    ship('a.es.xlf', shippedXliff('a', 'en', 'es', [{ source: 'Search', target: null }]));
    expect(() => readShippedUnits(files)).toThrow(new ShippedMemoryError(`a.es.xlf: unit ${sourceHash('Search')}: no target text`));
    rmSync(files, { recursive: true });
    ship('b.es.xlf', shippedXliff('b', 'en', 'es', [{ source: '<p>Hello</p>', target: 'Hola' }]));
    expect(() => readShippedUnits(files)).toThrow(/b\.es\.xlf: .*HTML tags differ/);
    rmSync(files, { recursive: true });
    ship('c.es.xlf', shippedXliff('c', 'en', 'es', [{ source: 'Hello', target: 'Hola' }]));
    ship('d.es.xlf', shippedXliff('d', 'en', 'es', [{ source: 'Hello', target: 'Buenas' }]));
    expect(() => readShippedUnits(files)).toThrow(/d\.es\.xlf: .*another translation in c\.es\.xlf/);
    rmSync(files, { recursive: true });
    ship('e.es.xlf', '<nope/>');
    expect(() => readShippedUnits(files)).toThrow(/e\.es\.xlf: not an XLIFF document/);
  });

  it('no directory: nothing to import', () => {
    expect(readShippedUnits(path.join(directory, 'missing'))).toEqual([]);
  });
});

describe('the repository’s shipped translations', () => {
  it('are valid XLIFF with a target for every unit and the source’s tags kept', () => {
    const units = readShippedUnits(defaultShippedDirectory());
    expect(units.length).toBeGreaterThan(0);
    expect(new Set(units.map((unit) => unit.targetLanguage))).toEqual(new Set(['es', 'nl']));
  });
});

