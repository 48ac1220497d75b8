import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Blocks depend on src/components and src/lib, never on another block folder: a file in
 * src/blocks/<name>/ (its tests too) imports nothing from src/blocks/<other>/; only the framework
 * files at src/blocks/*.ts(x) are shared. src/components serves the blocks and imports none of them
 * (only the framework's types). Every import is resolved (relative, `@/`, dynamic import(), vi.mock),
 * so no spelling gets past. The same rule is an ESLint error in the editor (eslint.config.mjs).
 */
const srcDir = path.resolve(import.meta.dirname, '..');
const blocksDir = path.join(srcDir, 'blocks');
const componentsDir = path.join(srcDir, 'components');

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*|\brequire\(\s*)(['"])([^'"\n]+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.(?:ts|tsx)$/.test(entry) ? [full] : [];
  });
}

/** The absolute path an import names (without extension), or null for a package. */
function target(specifier: string, file: string): string | null {
  if (specifier.startsWith('@/')) return path.join(srcDir, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

/** The block folder a path lies in ('banner' for src/blocks/banner/Banner.tsx or src/blocks/banner), else null. */
function blockFolderOf(absolute: string): string | null {
  const relative = path.relative(blocksDir, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const first = relative.split(path.sep)[0]!;
  const candidate = path.join(blocksDir, first);
  try {
    return statSync(candidate).isDirectory() ? first : null;
  } catch {
    return null;
  }
}

function specifiersIn(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[2]!);
}

function importsOf(file: string): { specifier: string; resolved: string }[] {
  return specifiersIn(readFileSync(file, 'utf8')).flatMap((specifier) => {
    const resolved = target(specifier, file);
    return resolved ? [{ specifier, resolved }] : [];
  });
}

function crossBlockImports(): string[] {
  const offenders: string[] = [];
  for (const file of sourceFiles(blocksDir)) {
    const own = blockFolderOf(file);
    if (!own) continue; // the framework files at src/blocks/*.ts(x) and the multi-block tests beside them
    for (const { specifier, resolved } of importsOf(file)) {
      const other = blockFolderOf(resolved);
      if (other && other !== own) offenders.push(`${path.relative(srcDir, file)} imports '${specifier}' (block ${other})`);
    }
  }
  return offenders;
}

function componentImportsOfBlocks(): string[] {
  const offenders: string[] = [];
  for (const file of sourceFiles(componentsDir)) {
    for (const { specifier, resolved } of importsOf(file)) {
      const relative = path.relative(blocksDir, resolved);
      if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
      if (relative !== 'types') offenders.push(`${path.relative(srcDir, file)} imports '${specifier}'`);
    }
  }
  return offenders;
}

describe('block boundaries', () => {
  it('scans the block folders and src/components', () => {
    expect(sourceFiles(blocksDir).filter((file) => blockFolderOf(file)).length).toBeGreaterThan(300);
    expect(sourceFiles(componentsDir).length).toBeGreaterThan(50);
  });

  it('reads every form of import', () => {
    const source = [
      "import { a } from '../a/x';",
      "import type { B } from '@/blocks/b';",
      "export { c } from '../c';",
      "import '../d/side-effect';",
      "const E = dynamic(() => import('../e/E.client'));",
      "vi.mock('../f/f', () => ({}));",
      'import {\n  g,\n} from "../g/g";',
    ].join('\n');
    expect(specifiersIn(source)).toEqual(['../a/x', '@/blocks/b', '../c', '../d/side-effect', '../e/E.client', '../f/f', '../g/g']);
  });

  it('recognises an import of another block folder in every spelling', () => {
    const file = path.join(blocksDir, 'roles', 'Roles.tsx');
    const other = (specifier: string) => blockFolderOf(target(specifier, file)!);
    expect(['../feature-cards/FeatureCards', '@/blocks/feature-cards', '../feature-cards'].map(other)).toEqual(['feature-cards', 'feature-cards', 'feature-cards']);
    expect(['../types', '@/blocks/define', './schema', '@/components/blocks/BlockTitle'].map(other)).toEqual([null, null, 'roles', null]);
  });

  it('no file in a block folder imports from another block folder', () => {
    expect(crossBlockImports()).toEqual([]);
  });

  it('src/components imports no block (only the framework types)', () => {
    expect(componentImportsOfBlocks()).toEqual([]);
  });
});
