#!/usr/bin/env node
// `pnpm run docs`: the API reference for every package whose src/index.ts exports
// something, in typedoc's packages mode, into docs-api/. Warnings are errors
// (typedoc.json), and every package's typedoc.json extends typedoc.base.json,
// which turns on `validation.notDocumented`: an undocumented export fails the build.
// --packages=board,cli (or CHESSLAWS_PACKAGES) documents only those packages.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  hasExports,
  listPackages,
  packageSelection,
  ROOT,
  selectPackages,
} from './lib/workspace.mjs';

const ready = [];
const argv = process.argv.slice(2);
for (const pkg of selectPackages(listPackages(), packageSelection(argv))) {
  if (pkg.private) {
    console.log(`docs: skip ${pkg.name} (private)`);
  } else if (!hasExports(pkg.dir)) {
    console.log(`docs: skip ${pkg.name} (src/index.ts exports nothing yet)`);
  } else {
    ready.push(pkg);
  }
}
if (ready.length === 0) {
  console.error('docs: no package exports anything; nothing to document');
  process.exit(1);
}
console.log(`docs: documenting ${ready.map((p) => p.name).join(', ')}`);

// Command-line entry points replace the list in typedoc.json.
const args = ['--options', 'typedoc.json', ...ready.flatMap((p) => ['--entryPoints', p.rel])];
const typedoc = join(ROOT, 'node_modules', 'typedoc', 'bin', 'typedoc');
const run = spawnSync(
  process.execPath,
  [typedoc, ...args, ...argv.filter((a) => !a.startsWith('--packages='))],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
if (run.error) {
  console.error(`docs: could not start typedoc: ${run.error.message}`);
  process.exit(1);
}
if (run.status !== 0) {
  console.error(`docs: typedoc failed (exit ${run.status}); see the warnings above`);
  process.exit(run.status ?? 1);
}
console.log('docs: wrote docs-api/index.html');
