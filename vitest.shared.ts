import { defineConfig } from 'vitest/config';

/**
 * Tests resolve sibling packages to their TypeScript sources through the
 * `@chesslaws/source` export condition, so `pnpm test` never waits on a build.
 * Each run also writes a JSON report that `.ci/run` sums up.
 */
export default defineConfig({
  resolve: { conditions: ['@chesslaws/source', 'module', 'import', 'default'] },
  ssr: { resolve: { conditions: ['@chesslaws/source', 'module', 'import', 'default'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'examples/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    // Generous: perft, differential and dead-position suites share 2 cores in CI.
    testTimeout: 180_000,
  },
});
