import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The block framework at src/blocks/*.ts(x), which every block may import. */
const BLOCK_FRAMEWORK = '(?:types|define|RenderBlocks|registry|aliases|lookup)';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'data/**', '.data/**', 'coverage/**', 'bench-results/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Images are plain <img>, argued once here: CMS media come from hosts the build need not know
      // (MEDIA_HOSTS is empty by default, so next/image's optimiser would refuse them), and each
      // <img> has its size (width and height, or the sized box it fills: no layout shift) and loads
      // lazily unless above the fold. src/components/ui/Img is the one for content images with a mobile variant.
      '@next/next/no-img-element': 'off',
    },
  },
  // House rules: UI primitives know nothing of the content system; scripts never reach into the tests;
  // capabilities in src/lib know nothing of React.
  {
    files: ['src/components/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/blocks/*', '**/blocks/*', '@/lib/content/*'], message: 'src/components/ui knows nothing of the CMS: take plain props (src/components/ui/types.ts).' }] }] },
  },
  // Blocks depend on src/components and src/lib, never on another block folder; only the framework
  // files at src/blocks/*.ts(x) are shared. A part two blocks need lives in src/components/blocks
  // (src/blocks/boundaries.test.ts checks the same, resolving every import).
  {
    files: ['src/blocks/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./(?!\\.\\.)|@/blocks/)(?!${BLOCK_FRAMEWORK}$)`,
              message: 'A block never imports another block: move the shared part to src/components/blocks/<area> (React, zod attribute pieces) or src/lib/<capability> (rules).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**'],
    ignores: ['src/components/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^@/blocks/(?!types$)', message: 'src/components serves the blocks and imports none of them (only the framework types, @/blocks/types).' }] }] },
  },
  {
    files: ['scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/e2e/*', '../e2e/*'], message: 'scripts/ imports nothing from e2e/: shared helpers live in scripts/lib.' }] }] },
  },
  {
    files: ['src/lib/**'],
    ignores: ['src/lib/**/*.test.ts', 'src/lib/**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react', allowImportNames: ['cache'], message: 'src/lib knows nothing of React (only its per-request cache() memo).' }, { name: 'react-dom', message: 'src/lib knows nothing of React.' }], patterns: [{ group: ['@/components/*', '@/blocks/*'], message: 'src/lib knows nothing of React.' }] }] },
  },
];
export default config;
