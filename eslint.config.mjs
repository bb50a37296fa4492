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
        { paths: [{ name: 'next/link', message: 'Use SiteLink (features/widgets/SiteLink).' }] },
      ],
    },
  },
  {
    files: ['features/widgets/SiteLink.tsx', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The sandbox plays the operator, an independent program: it shares only the upstream contract
  // (server/upstream/schemas) with the site, never the site's code (its pricing included), so the
  // tests compare two implementations. Its own tests may read the site's schemas to check it.
  {
    files: ['server/sandbox/**/*.ts'],
    ignores: ['server/sandbox/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?!server/upstream/schemas/)',
              message:
                'The sandbox imports only the upstream contract (server/upstream/schemas) and its own files.',
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
