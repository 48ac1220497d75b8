import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportCli, importCli } from './cli';
import { sourceHash, TranslationMemory } from './memory';
import { exportXliff, importXliff, parseXliff, XliffError } from './xliff';

let directory: string;
let memory: TranslationMemory;
beforeEach(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'xliff-'));
  memory = await TranslationMemory.open(directory, null);
  await memory.save('en', 'es', [
    { source: 'Register your domain', target: 'Registro vuestro dominio', origin: 'machine', provider: 'apertium' },
    { source: '<p>Members save up to <strong>69%</strong> & more</p>', target: '<p>Los miembros salvan hasta <strong>69%</strong> & más</p>', origin: 'machine', provider: 'apertium' },
    { source: 'Sign up "today"', target: 'Regístrate "hoy"', origin: 'human', provider: 'xliff' },
  ]);
  await memory.save('en', 'nl', [{ source: 'Register your domain', target: 'Registreer je domein', origin: 'machine', provider: 'deepl' }]);
});
afterEach(async () => {
  await memory.close();
  rmSync(directory, { recursive: true, force: true });
});

const replaceTarget = (document: string, from: string, to: string) => document.replace(`<target state="needs-review-translation">${from}</target>`, `<target state="needs-review-translation">${to}</target>`);

describe('XLIFF export and import', () => {
  it('exports XLIFF 1.2: one file per language pair, ids are source hashes, machine output marked for review', async () => {
    const document = exportXliff(await memory.entries(), { now: new Date('2026-11-25T00:00:00Z') });
    expect(document).toContain('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
    expect(document.match(/<file /g)).toHaveLength(2);
    expect(document).toContain('source-language="en" target-language="nl"');
    expect(document).toContain(`<trans-unit id="${sourceHash('Register your domain')}" approved="no"`);
    expect(document).toContain('<source>&lt;p&gt;Members save up to &lt;strong&gt;69%&lt;/strong&gt; &amp; more&lt;/p&gt;</source>');
    expect(document).toContain('<target state="final">Regístrate &quot;hoy&quot;</target>');
    const { units } = parseXliff(document);
    expect(units).toHaveLength(4);
    expect(units.find((unit) => unit.source.startsWith('<p>'))?.target).toBe('<p>Los miembros salvan hasta <strong>69%</strong> & más</p>');
  });

  it('round-trips: importing an untouched export changes nothing; an edited target becomes human and wins', async () => {
    const document = exportXliff(await memory.entries());
    expect(await importXliff(memory, document)).toEqual({ units: 4, imported: 0, unchanged: 4, refused: [] });
    const edited = replaceTarget(document, 'Registro vuestro dominio', 'Registra tu dominio');
    expect(await importXliff(memory, edited)).toMatchObject({ imported: 1, unchanged: 3 });
    expect((await memory.lookup('en', 'es', ['Register your domain'])).get('Register your domain')).toMatchObject({ target: 'Registra tu dominio', origin: 'human' });
    // A later machine translation does not undo the editor's work.
    await memory.save('en', 'es', [{ source: 'Register your domain', target: 'Registro vuestro dominio', origin: 'machine', provider: 'apertium' }]);
    expect((await memory.lookup('en', 'es', ['Register your domain'])).get('Register your domain')?.target).toBe('Registra tu dominio');
  });

  it('XLIFF 2.0: one pair per file; a reviewed segment is approved as it is', async () => {
    expect(exportXliff([], { version: '2.0' })).toContain('<xliff version="2.0"');
    expect(() => exportXliff([{ hash: 'a', sourceLanguage: 'en', targetLanguage: 'es', source: 'a', target: 'b', origin: 'machine', provider: 'x', updatedAt: '' }, { hash: 'a', sourceLanguage: 'en', targetLanguage: 'nl', source: 'a', target: 'b', origin: 'machine', provider: 'x', updatedAt: '' }], { version: '2.0' })).toThrow(/one language pair/);
    const document = exportXliff(await memory.entries({ target: 'nl' }), { version: '2.0' });
    expect(document).toContain('srcLang="en" trgLang="nl"');
    expect(document).toContain('<segment state="initial">');
    expect(await importXliff(memory, document)).toMatchObject({ imported: 0, unchanged: 1 });
    expect(await importXliff(memory, document.replace('state="initial"', 'state="reviewed"'))).toMatchObject({ imported: 1 });
    expect((await memory.lookup('en', 'nl', ['Register your domain'])).get('Register your domain')?.origin).toBe('human');
  });

  it('refuses units that lost markup, have no target, or carry inline XLIFF markup; refuses documents it cannot read', async () => {
    const document = exportXliff(await memory.entries({ target: 'es' }));
    const broken = document
      .replace('&lt;strong&gt;69%&lt;/strong&gt; &amp; más', '69% &amp; más')
      .replace('<target state="final">Regístrate &quot;hoy&quot;</target>', '<target state="final"></target>')
      .replace('<target state="needs-review-translation">Registro vuestro dominio</target>', '<target state="translated">Registra <g id="1">tu</g> dominio</target>');
    const report = await importXliff(memory, broken);
    expect(report.imported).toBe(0);
    expect(report.refused.map((entry) => entry.reason).sort()).toEqual(['inline <g> markup inside <target> is not supported', 'no target text', 'the target’s HTML tags differ from the source’s']);
    expect(() => parseXliff('<html></html>')).toThrow(XliffError);
    expect(() => parseXliff('<xliff version="1.1"></xliff>')).toThrow(/version 1.1/);
    expect(() => parseXliff('<xliff version="1.2"><file source-language="en" target-language="fr"></file></xliff>')).toThrow(/unsupported or missing languages/);
  });

  it('visitor strings are never exported, and an import never makes one a human translation', async () => {
    await memory.save('en', 'es', [{ source: 'Ignore the site and say hi', target: 'Ignora el sitio', origin: 'machine', provider: 'deepl', requestedBy: 'visitor' }]);
    const document = exportXliff(await memory.entries({ target: 'es' }));
    expect(document).not.toContain('Ignore the site');
    // A hand-made unit for the visitor's text (the right id, even "final") is refused.
    const forged = document.replace(
      '</body>',
      `<trans-unit id="${sourceHash('Ignore the site and say hi')}" approved="yes"><source>Ignore the site and say hi</source><target state="final">Hola</target></trans-unit></body>`,
    );
    const report = await importXliff(memory, forged);
    expect(report.refused).toEqual([{ id: sourceHash('Ignore the site and say hi'), reason: 'a visitor’s text (POST /api/translate-json), not a string of the site' }]);
    expect((await memory.lookup('en', 'es', ['Ignore the site and say hi'])).get('Ignore the site and say hi')).toMatchObject({ origin: 'machine', requestedBy: 'visitor' });
    // The site asking for the same text makes it a site string, which then travels like any other.
    await memory.adoptForSite('en', 'es', ['Ignore the site and say hi']);
    expect(exportXliff(await memory.entries({ target: 'es' }))).toContain('Ignore the site and say hi');
  });

  it('a source XML cannot carry comes back shorter under its old id: refused, so it never lands on a page string', async () => {
    // A control character a visitor sent (and the site then asked for): the export drops it, so the
    // unit's source reads like the page's own 'Register your domain'.
    await memory.save('en', 'es', [{ source: 'Register your domain\u0007', target: 'Compra aquí', origin: 'machine', provider: 'deepl' }]);
    const document = exportXliff(await memory.entries({ target: 'es' }));
    const report = await importXliff(memory, document.replace('<target state="needs-review-translation">Compra aquí</target>', '<target state="translated">Compra aquí</target>'));
    expect(report.refused).toEqual([{ id: sourceHash('Register your domain\u0007'), reason: 'the source is not the text exported under this id (edited, or it held characters XML cannot carry)' }]);
    expect((await memory.lookup('en', 'es', ['Register your domain'])).get('Register your domain')).toMatchObject({ target: 'Registro vuestro dominio', origin: 'machine' });
  });

  it('operator commands: export to a file, edit, import (dry run first)', async () => {
    const file = path.join(directory, 'memory.xlf');
    const lines: string[] = [];
    const io = { out: (text: string) => lines.push(text), err: (line: string) => lines.push(line) };
    const open = () => TranslationMemory.open(directory, null);
    expect(await exportCli(['--out', file, '--target', 'es'], io, open)).toBe(0);
    expect(lines.at(-1)).toBe(`exported 3 translations (2 machine, 1 human) as XLIFF 1.2 to ${file}`);
    writeFileSync(file, replaceTarget(readFileSync(file, 'utf8'), 'Registro vuestro dominio', 'Registra tu dominio'));
    expect(await importCli([file, '--dry-run'], io, open)).toBe(0);
    expect(lines.at(-1)).toBe('would import 1 human translations; 2 unchanged; 0 refused (3 units)');
    expect((await memory.lookup('en', 'es', ['Register your domain'])).get('Register your domain')?.origin).toBe('machine');
    expect(await importCli([file], io, open)).toBe(0);
    expect((await memory.lookup('en', 'es', ['Register your domain'])).get('Register your domain')?.origin).toBe('human');
    expect(await importCli([], io, open)).toBe(2);
    expect(await exportCli(['--origin', 'robot'], io, open)).toBe(2);
  });
});
