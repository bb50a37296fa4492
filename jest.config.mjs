import nextJest from 'next/jest.js';

// Our lockfile is made without the registry's optional platform packages; Next must not patch it.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that must go through the transform (next/jest ignores node_modules by default).
const esmPackages = [
  'ky',
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  '@schummar',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Every core: most suites wait on an in-process sandbox or SQLite, so two workers on two cores
  // halve the run (Jest's default leaves one core to the main process).
  maxWorkers: '100%',
  // A ceiling, never a wait: a passing test takes the same time whatever it is. Jest's 5 s was
  // outlasted on a busy machine by tests that do a lot of work in a row (257 config loads).
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^@contract/(.*)$': '<rootDir>/server/upstream/schemas/$1',
    '^server-only$': '<rootDir>/tests/server-only-stub.ts',
  },
  testMatch: [
    '<rootDir>/{app,features,server,sandbox,tests/unit,tests/fuzz,middleware}/**/*.test.{ts,tsx}',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/.next-', '/tests/e2e/'],
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.map((p) => p.replace('/', '\\/')).join('|')})(/|$))`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
