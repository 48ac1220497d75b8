import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'validate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function validate(contentDir: string) {
  return spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'validate-content.ts')], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: contentDir },
    encoding: 'utf8',
  });
}

describe('scripts/validate-content.ts (runs before next build)', () => {
  it('passes on the shipped content', () => {
    const result = validate(path.join(root, 'content'));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/pages, \d+ posts/);
  });

  it('fails with the file name and JSON path of a broken document', () => {
    const broken = path.join(work, 'content');
    cpSync(path.join(root, 'content'), broken, { recursive: true });
    const file = path.join(broken, 'pages', 'es_ES', 'home.json');
    const doc = JSON.parse(String(spawnSync('cat', [file], { encoding: 'utf8' }).stdout)) as { data: { page: { blocks: Array<{ attributesJSON: string }> } } };
    const third = doc.data.page.blocks[2];
    if (!third) throw new Error('fixture changed');
    third.attributesJSON = '{"heading": {"title": "unterminated"';
    writeFileSync(file, JSON.stringify(doc));
    const result = validate(broken);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`content${path.sep}pages${path.sep}es_ES${path.sep}home.json: data.page.blocks[2].attributesJSON: attributesJSON is not valid JSON`);
  });
});
