import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry';
import type { RegisteredBlock } from './types';

/**
 * Adding a block is adding a folder: every folder of src/blocks is a block (its index.ts exports one
 * or more definitions made with defineBlock) and every definition it exports is in the registry; the
 * registry imports nothing but block folders (and the framework's types) and registers nothing else.
 */
const blocksDir = path.resolve(import.meta.dirname);
const blockFolders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function isDefinition(value: unknown): value is RegisteredBlock {
  return typeof value === 'object' && value !== null && typeof (value as RegisteredBlock).name === 'string' && typeof (value as RegisteredBlock).resolve === 'function';
}

async function definitionsOf(folder: string): Promise<RegisteredBlock[]> {
  if (!existsSync(path.join(blocksDir, folder, 'index.ts'))) return [];
  const exports: Record<string, unknown> = await import(path.join(blocksDir, folder, 'index.ts'));
  return Object.values(exports).filter(isDefinition);
}

describe('block registry and block folders', () => {
  it('finds the block folders', () => {
    expect(blockFolders.length).toBeGreaterThan(50);
  });

  it('every block folder has an index.ts', () => {
    expect(blockFolders.filter((folder) => !existsSync(path.join(blocksDir, folder, 'index.ts')))).toEqual([]);
  });

  it('every definition a block folder exports is registered (by name, the same object)', async () => {
    const missing: string[] = [];
    for (const folder of blockFolders) {
      const definitions = await definitionsOf(folder);
      if (definitions.length === 0) missing.push(`${folder}: exports no block definition`);
      for (const definition of definitions) {
        if (blockRegistry.get(definition.name) !== definition) missing.push(`${folder}: ${definition.name} is not in src/blocks/registry.ts`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every registered block comes from a block folder', async () => {
    const exported = new Set<RegisteredBlock>();
    for (const folder of blockFolders) for (const definition of await definitionsOf(folder)) exported.add(definition);
    expect([...blockRegistry.values()].filter((definition) => !exported.has(definition)).map((definition) => definition.name)).toEqual([]);
  });

  it('the registry imports block folders that exist, and nothing from inside them', () => {
    const source = readFileSync(path.join(blocksDir, 'registry.ts'), 'utf8');
    const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]!);
    const blockImports = specifiers.filter((specifier) => specifier !== './types');
    expect(blockImports.length).toBeGreaterThan(50);
    const wrong = blockImports.filter((specifier) => !/^\.\/[a-z0-9-]+$/.test(specifier) || !blockFolders.includes(specifier.slice(2)));
    expect(wrong).toEqual([]);
  });

  it("every site image a fixture names is in public/ (the catalogue at /blocks loads no missing file)", () => {
    const publicDir = path.resolve(blocksDir, '../../public');
    const named = new Set<string>();
    for (const definition of blockRegistry.values()) {
      for (const fixture of definition.fixtures) {
        for (const match of JSON.stringify(fixture).matchAll(/"(\/images\/[^"?#]+)/g)) named.add(match[1]!);
      }
    }
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((url) => !existsSync(path.join(publicDir, url))).sort()).toEqual([]);
  });
});
