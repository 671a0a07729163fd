import { defineConfig, type Options } from 'tsup';

/** The one build every package shares: ESM + CJS + .d.ts from `src/index.ts`. */
export function packageBuild(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    // Build against sibling packages' published types, not their sources.
    tsconfig: 'tsconfig.build.json',
    ...overrides,
  });
}
