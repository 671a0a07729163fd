import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  // `@internal` members (a Position's bitboards, its undo stack) are left out of the published types.
  dts: { entry: 'src/index.ts', compilerOptions: { stripInternal: true } },
  sourcemap: true,
  target: 'es2022',
  // Build against sibling packages' published types, not their sources.
  tsconfig: 'tsconfig.build.json',
};

/**
 * The one build every package shares, from `src/`: ESM as one file per source module, so a
 * user's bundler drops whole unused modules (`sideEffects: false` works per file), and CJS as
 * one bundled file (require() users do not tree-shake). Types for both.
 */
export function packageBuild() {
  return defineConfig([
    {
      ...shared,
      entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
      format: 'esm',
      bundle: false,
      // Each format cleans only its own files: the two builds run at the same time.
      clean: ['**/*.js', '**/*.js.map', '**/*.d.ts'],
    },
    {
      ...shared,
      entry: ['src/index.ts'],
      format: 'cjs',
      clean: ['**/*.cjs', '**/*.cjs.map', '**/*.d.cts'],
    },
  ]);
}
