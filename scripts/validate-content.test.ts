import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeWordPress } from '../src/lib/content/wordpress/testing/fake-wpgraphql';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'validate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function validate(contentDir: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'validate-content.ts'), ...args], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: contentDir, ...env },
    encoding: 'utf8',
  });
}

/** Runs the child asynchronously (the fake WordPress answers in this process meanwhile). */
async function validateAsync(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { spawn } = await import('node:child_process');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'validate-content.ts'), ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

interface PageDocument {
  data: { page: { blocks: Array<{ name: string; attributesJSON: string; innerBlocks: unknown[] }> } };
}

/** A copy of content/ with two unknown CMS block names on the Spanish home page (one nested). */
function contentWithUnknownBlocks(name: string): string {
  const copy = path.join(work, name);
  cpSync(path.join(root, 'content'), copy, { recursive: true });
  const file = path.join(copy, 'pages', 'es_ES', 'home.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as PageDocument;
  doc.data.page.blocks.push({
    name: 'cms/hero-banner',
    attributesJSON: '{}',
    innerBlocks: [{ name: 'cms/fancy-text', attributesJSON: '{}', innerBlocks: [] }, { name: 'cms/fancy-text', attributesJSON: '{}', innerBlocks: [] }],
  });
  writeFileSync(file, JSON.stringify(doc));
  return copy;
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

  it('validates the block aliases and lists every block name used that is neither registered nor aliased', { timeout: 60_000 }, () => {
    const result = validate(path.join(root, 'content'));
    expect(result.stdout).toMatch(/\d+ block aliases onto \d+ registered blocks: valid/);
    expect(result.stdout).toContain('every block name used is registered or aliased');

    const copy = contentWithUnknownBlocks('unknown');
    const report = validate(copy);
    expect(report.status, report.stderr).toBe(0);
    expect(report.stdout).toContain('2 block name(s) neither registered nor aliased');
    expect(report.stdout).toMatch(/cms\/fancy-text {2}2 use\(s\) on 1 page\(s\): es_ES \//);
    expect(report.stdout).toMatch(/cms\/hero-banner {2}1 use\(s\) on 1 page\(s\): es_ES \//);
    expect(validate(copy, ['--strict']).status).toBe(1);

    // Aliasing a name takes it off the report.
    const aliases = path.join(work, 'aliases.json');
    const shipped = JSON.parse(readFileSync(path.join(root, 'content', 'block-aliases.json'), 'utf8')) as { aliases: Record<string, unknown> };
    const more = { ...shipped.aliases, 'cms/fancy-text': 'acf/rich-text', 'cms/hero-banner': { block: 'acf/hero', attributes: { advIdentity: 'x' } } };
    writeFileSync(aliases, JSON.stringify({ aliases: more }));
    const aliased = validate(copy, ['--aliases', aliases, '--strict']);
    expect(aliased.status, aliased.stdout + aliased.stderr).toBe(0);
    expect(aliased.stdout).toContain(`${Object.keys(more).length} block aliases onto`);
    expect(aliased.stdout).toContain('every block name used is registered or aliased');
  });

  it('fails the build on a broken alias file, naming the problem', () => {
    const aliases = path.join(work, 'broken-aliases.json');
    writeFileSync(aliases, JSON.stringify({ aliases: { 'cms/x': 'acf/not-a-block', 'acf/faq': 'acf/rich-text' } }));
    const result = validate(path.join(root, 'content'), ['--aliases', aliases]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('alias "cms/x" points at "acf/not-a-block", which is not a registered block');
    expect(result.stderr).toContain('alias "acf/faq" is itself a registered block');
    writeFileSync(aliases, '{"aliases": {"no-namespace": "acf/faq"}}');
    const shape = validate(path.join(root, 'content'), ['--aliases', aliases]);
    expect(shape.status).toBe(1);
    expect(shape.stderr).toMatch(/invalid block aliases .*aliases\.no-namespace/);
  });

  it('--source wordpress reports the unknown names of every WordPress page', async () => {
    const fake = await startFakeWordPress({
      pages: [
        { id: 'p1', uri: '/', title: 'Home', slug: 'home', locale: { id: 'en_US' }, translations: [], blocks: [{ name: 'acf/heading', attributesJSON: '{"heading":{"title":"Hi","tag":"h1"}}', innerBlocks: [] }, { name: 'acf/faqs', attributesJSON: '{}', innerBlocks: [] }] },
        { id: 'p2', uri: '/about/', title: 'About', slug: 'about', locale: { id: 'en_US' }, translations: [], blocks: [{ name: 'wp/team-grid', attributesJSON: '{}', innerBlocks: [] }] },
      ],
      posts: [],
    });
    try {
      const result = await validateAsync(['--source', 'wordpress'], { WORDPRESS_GRAPHQL_URL: fake.url, WORDPRESS_TIMEOUT_MS: '5000' });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('2 WordPress pages read');
      expect(result.stdout).toContain('1 block name(s) neither registered nor aliased');
      // acf/faqs is aliased in content/block-aliases.json; wp/team-grid is not.
      expect(result.stdout).toMatch(/wp\/team-grid {2}1 use\(s\) on 1 page\(s\): en_US \/about\//);
    } finally {
      await fake.close();
    }
  });
});
