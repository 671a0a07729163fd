#!/usr/bin/env node
// `pnpm test:fuzz`: the property and fuzz tests (every test file that takes its seed from
// @chesslaws/testkit) with a fresh seed and many more runs, to find what the fixed CI seed does
// not. Prints the seed first and last, with the command that reproduces a failure; a
// counterexample it finds belongs in its test as a permanent example.
//
// Options: --packages=board,notation (or CHESSLAWS_PACKAGES) to fuzz only some packages;
// --runs=N (or CHESSLAWS_FUZZ_RUNS) multiplies every run count by N (default 10);
// CHESSLAWS_SEED=0x... replays a seed instead of drawing a fresh one.
// Writes no report: the CI reports in packages/*/reports are left as they were.
import { randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { run, seconds } from './lib/proc.mjs';
import { listPackages, packageSelection, selectPackages } from './lib/workspace.mjs';

const argv = process.argv.slice(2);
const runsArg = argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length);
const factor = runsArg ?? process.env.CHESSLAWS_FUZZ_RUNS ?? '10';
if (!/^[1-9][0-9]*$/.test(factor)) {
  console.error(`test:fuzz: --runs=${factor}: want a whole number >= 1`);
  process.exit(2);
}
const seed = process.env.CHESSLAWS_SEED || `0x${randomInt(0x8000_0000).toString(16)}`;
const selection = packageSelection(argv);
const packageArg = selection ? ` --packages=${selection.join(',')}` : '';
const reproduce = `CHESSLAWS_SEED=${seed} pnpm test:fuzz --runs=${factor}${packageArg}`;

/** Test files under `dir` (src, test, examples) that draw their inputs through testkit. */
function seededTestFiles(dir) {
  const files = [];
  const walk = (sub) => {
    if (!existsSync(sub)) return;
    for (const entry of readdirSync(sub, { withFileTypes: true })) {
      const path = join(sub, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (entry.name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        if (/from '@chesslaws\/testkit'/.test(text) && /\b(propertyOptions|testRun)\(/.test(text))
          files.push(relative(dir, path));
      }
    }
  };
  for (const sub of ['src', 'test', 'examples']) walk(join(dir, sub));
  return files.sort();
}

console.log(`test:fuzz: seed ${seed}, runs x${factor} (reproduce: ${reproduce})`);
const env = {
  ...process.env,
  CHESSLAWS_FUZZ: '1',
  CHESSLAWS_SEED: seed,
  CHESSLAWS_FUZZ_RUNS: factor,
};
const results = [];
for (const pkg of selectPackages(listPackages(), selection)) {
  const files = seededTestFiles(pkg.dir);
  if (files.length === 0) continue;
  console.log(`\n=== test:fuzz: ${pkg.name}: ${files.join(' ')}\n`);
  // The default reporter only (no JSON report), and no time limit: fuzz runs are long on purpose.
  const res = await run(
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--testTimeout=0', ...files],
    { cwd: pkg.dir, env, inherit: true, timeoutMs: 60 * 60_000 },
  );
  results.push({ pkg, files, code: res.code, ms: res.ms });
}

console.log('\n=== test:fuzz: packages\n');
for (const r of results) {
  const status = r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`;
  console.log(
    `  ${r.pkg.name.padEnd(24)} ${String(r.files.length).padStart(2)} files  ${status.padEnd(16)} ${seconds(r.ms)}`,
  );
}
const failed = results.filter((r) => r.code !== 0);
console.log(
  `\ntest:fuzz: seed ${seed}, runs x${factor}: ${results.length - failed.length} packages ok, ${failed.length} failed`,
);
if (failed.length) {
  const names = failed.map((r) => r.pkg.rel.replace('packages/', '')).join(',');
  console.log(
    `test:fuzz: reproduce with CHESSLAWS_SEED=${seed} pnpm test:fuzz --runs=${factor} --packages=${names}`,
  );
  console.log(
    'test:fuzz: then keep each counterexample as a permanent example in its test (README, "Tests")',
  );
}
process.exit(results.length === 0 ? 1 : failed.length ? 1 : 0);
