import type { Options } from 'tsup';
import { packageBuild } from '../../tsup.shared.ts';

// bin.ts is built with the other modules (ESM); package.json points "bin" at dist/bin.js.
// In the bundled CJS build import.meta is empty on purpose: pgnRules/pool.ts then checks in
// one thread instead of starting workers, so esbuild's warning about it is silenced.
const configs: Options[] = (packageBuild() as Options[]).map((options) => ({
  ...options,
  esbuildOptions(esbuild) {
    esbuild.logOverride = { ...esbuild.logOverride, 'empty-import-meta': 'silent' };
  },
}));

export default configs;
