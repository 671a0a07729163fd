#!/usr/bin/env node
// `pnpm test:adversarial`: the standing adversarial suite alone (issue 28): every package's
// `test/adversarial/*.test.ts` (hostile FENs, PGN, clocks, logs, plugins, command lines),
// with the fixed CI seed (or CHESSLAWS_SEED), printing the time each package takes and the
// total, which CI keeps well under a minute. The same files run in `pnpm test`; under
// `pnpm test:fuzz` they run ten times longer with a fresh seed.
//
// Options: --packages=cli,notation (or CHESSLAWS_PACKAGES) to run only some packages.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run, seconds } from './lib/proc.mjs';
import { listPackages, packageSelection, selectPackages } from './lib/workspace.mjs';

const selection = packageSelection(process.argv.slice(2));
const results = [];
for (const pkg of selectPackages(listPackages(), selection)) {
  const dir = join(pkg.dir, 'test', 'adversarial');
  if (!existsSync(dir) || !readdirSync(dir).some((f) => f.endsWith('.test.ts'))) continue;
  console.log(`\n=== test:adversarial: ${pkg.name}\n`);
  const res = await run(
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', 'test/adversarial'],
    {
      cwd: pkg.dir,
      inherit: true,
    },
  );
  results.push({ pkg, code: res.code, ms: res.ms });
}
console.log('\n=== test:adversarial: packages\n');
for (const r of results)
  console.log(
    `  ${r.pkg.name.padEnd(24)} ${(r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`).padEnd(16)} ${seconds(r.ms)}`,
  );
const total = results.reduce((sum, r) => sum + r.ms, 0);
const failed = results.filter((r) => r.code !== 0);
console.log(
  `\ntest:adversarial: ${results.length - failed.length} packages ok, ${failed.length} failed, ${seconds(total)} in all`,
);
process.exit(results.length === 0 || failed.length > 0 ? 1 : 0);
