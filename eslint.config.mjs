import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';
import prettier from 'eslint-config-prettier';

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'var/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // spec 01 §9 "Link prefetch is skipped on 2g or data-saver": SiteLink applies the rule.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use SiteLink (@/features/ui).' }] },
      ],
    },
  },
  {
    files: ['features/ui/SiteLink.tsx', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // docs/architecture.md "Who may import whom": outside a feature, only its front doors
  // (`@/features/<name>` and `@/features/<name>/server`) are imported, never its files; inside, its
  // own files by relative paths. A lazily loaded part (`import()`) and a first-paint stylesheet name
  // their file. Nothing of the site imports the sandbox: it is an upstream, reached over HTTP (its
  // own tests and the CLI that starts it excepted). tests/unit/import-graph.test.ts checks the same
  // over the whole structure, relative paths and circles included.
  {
    files: ['app/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}', 'server/**/*.{ts,mjs}', '*.ts'],
    ignores: [
      'sandbox/**',
      'server/cli/**',
      'features/ui/SiteLink.tsx',
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      '**/*.fixture.ts',
    ],
    rules: {
      // One import statement a module: the site's files import each door once.
      'import/no-duplicates': ['error', { 'prefer-inline': true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: 'Use SiteLink (@/features/ui).' }],
          patterns: [
            {
              regex: '^@/features/[^/]+/(?!server$)(?!.*\\.css$)',
              message:
                "Use the feature through its front door: '@/features/<name>' (or '/server' for its server-only parts); inside a feature, a relative path.",
            },
            {
              regex: '^@/sandbox(/|$)',
              message: 'The sandbox is an upstream: reach it over HTTP, never import it.',
            },
          ],
        },
      ],
    },
  },
  // The sandbox (its own package, sandbox/package.json) plays the operator, an independent
  // program: it shares only the upstream contract (`@contract/*`, server/upstream/schemas) with
  // the site, never the site's code (its pricing included), so the tests compare two
  // implementations. Its own tests and test harness may read the site's code to check it.
  {
    files: ['sandbox/**/*.ts'],
    ignores: ['sandbox/**/*.test.ts', 'sandbox/test-harness.ts', 'sandbox/*.fixture.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/',
              message:
                'The sandbox imports only the upstream contract (@contract/*) and its own files.',
            },
            {
              group: ['../../*'],
              message: 'The sandbox imports only its own files and the upstream contract.',
            },
          ],
        },
      ],
    },
  },
  prettier,
];

export default config;
