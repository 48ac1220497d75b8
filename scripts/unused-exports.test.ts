import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findUnusedExports } from './unused-exports';

describe('unused exports', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'unused-exports-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds an export nothing imports, and not one an import, a re-export, a test, its own module or Next uses', () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', noEmit: true, jsx: 'react-jsx' }, include: ['**/*.ts', '**/*.tsx'] }));
    write('src/lib/rules.ts', "export const USED = 1;\nexport const ONLY_TESTED = 2;\nexport const LOCAL = 3;\nexport const lonely = () => LOCAL;\nexport type Shape = { a: number };\nexport const RE_EXPORTED = 4;\nexport const GONE = 5;\n");
    write('src/lib/index.ts', "export { RE_EXPORTED } from './rules';\n");
    write('src/lib/user.ts', "import { USED } from './rules';\nimport type { Shape } from './rules';\nimport { RE_EXPORTED } from './index';\nexport const total: Shape = { a: USED + RE_EXPORTED };\n");
    write('src/lib/rules.test.ts', "import { ONLY_TESTED, lonely } from './rules';\nimport { total } from './user';\nvoid [ONLY_TESTED, lonely, total];\n");
    write('src/app/page.tsx', 'export const revalidate = 300;\nexport default function Page() {\n  return null;\n}\n');
    expect(findUnusedExports(root).map((entry) => `${entry.file}:${entry.line} ${entry.name}`)).toEqual(['src/lib/rules.ts:7 GONE']);
  });

  it('this repository has none', { timeout: 180_000 }, () => {
    expect(findUnusedExports(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
