import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// The plugin API's type tests (`*.test-d.ts`) run through tsc alongside the unit tests.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    },
  }),
);
