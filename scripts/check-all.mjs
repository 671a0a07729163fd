#!/usr/bin/env node
// `pnpm check:all`: every check the repo has, in one command, as CI runs it.
//
//   1. biome check            lint + format + import order (no writes)
//   2. turbo typecheck/test/lint   tsc, vitest (reports/vitest.json), publint + attw after build
//   3. api report             each package's public names against its checked-in api-report.md
//   4. e2e                    Playwright against the built demo (apps/demo/reports/playwright.json)
//   5. release check          publish to a local registry and install from it
//   6. docs                   the TypeDoc API reference; warnings are errors
//   7. test summary           `N passed, N failed` from the JSON reports
//
// Every step runs even when an earlier one failed; the exit code is 1 if any failed.
// Options: --packages=board,cli (or CHESSLAWS_PACKAGES) checks only those packages
// (plus apps/demo); --skip=e2e,release,docs skips steps (the summary then does not
// expect their reports).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { run, seconds } from './lib/proc.mjs';
import { listPackages, packageSelection, ROOT, selectPackages } from './lib/workspace.mjs';

const argv = process.argv.slice(2);
const skipArg = argv.find((a) => a.startsWith('--skip='));
const skip = new Set(skipArg ? skipArg.slice('--skip='.length).split(',') : []);
const selection = packageSelection(argv);
const packages = selectPackages(listPackages(), selection);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

// Stale reports from an earlier run must not be counted; turbo restores cached ones.
for (const pkg of listPackages())
  rmSync(join(pkg.dir, 'reports'), { recursive: true, force: true });
rmSync(join(ROOT, 'apps', 'demo', 'reports'), { recursive: true, force: true });
rmSync(join(ROOT, 'tools', 'testkit', 'reports'), { recursive: true, force: true });
rmSync(join(ROOT, 'reports'), { recursive: true, force: true });

const selectionArgs = selection ? [`--packages=${selection.join(',')}`] : [];
const turboFilters = selection
  ? [...packages.map((p) => `--filter=${p.name}`), '--filter=@chesslaws/demo']
  : [];
const biomePaths = selection
  ? [
      ...packages.map((p) => p.rel),
      'apps',
      'scripts',
      'package.json',
      'turbo.json',
      'biome.json',
      'typedoc.json',
      'typedoc.base.json',
      'tsup.shared.ts',
      'vitest.shared.ts',
      'tsconfig.base.json',
    ]
  : ['.'];

const steps = [
  { name: 'biome check', cmd: 'pnpm', args: ['exec', 'biome', 'check', ...biomePaths] },
  {
    name: 'typecheck, test, lint',
    cmd: 'pnpm',
    args: [
      'exec',
      'turbo',
      'run',
      'typecheck',
      'test',
      'lint',
      '--continue',
      '--concurrency=2',
      ...turboFilters,
    ],
  },
  {
    name: 'api report',
    key: 'api',
    cmd: 'node',
    args: ['scripts/api-report.mjs', '--check', ...selectionArgs],
  },
  {
    name: 'e2e (playwright)',
    key: 'e2e',
    cmd: 'pnpm',
    args: ['exec', 'turbo', 'run', 'e2e', '--filter=@chesslaws/demo'],
  },
  {
    name: 'release check',
    key: 'release',
    cmd: 'node',
    args: ['scripts/release-check.mjs', ...selectionArgs],
  },
  {
    name: 'docs (typedoc)',
    key: 'docs',
    cmd: 'node',
    args: ['scripts/docs.mjs', ...selectionArgs],
  },
];

const results = [];
for (const step of steps) {
  if (step.key && skip.has(step.key)) {
    results.push({ name: step.name, status: 'skipped', ms: 0 });
    continue;
  }
  console.log(`\n=== check:all: ${step.name}: ${step.cmd} ${step.args.join(' ')}\n`);
  let res;
  try {
    res = await run(step.cmd, step.args, { cwd: ROOT, env, inherit: true, timeoutMs: 30 * 60_000 });
  } catch (error) {
    console.error(`check:all: ${error instanceof Error ? error.message : error}`);
    res = { code: 127, ms: 0 };
  }
  results.push({
    name: step.name,
    status: res.code === 0 ? 'ok' : `FAILED (exit ${res.code})`,
    ms: res.ms,
  });
}

console.log('\n=== check:all: steps\n');
for (const r of results)
  console.log(`  ${r.name.padEnd(24)} ${r.status.padEnd(18)} ${seconds(r.ms)}`);
console.log('');

const summaryArgs = [
  ...selectionArgs,
  ...(skip.has('e2e') ? ['--no-e2e'] : []),
  ...(skip.has('release') ? ['--no-release'] : []),
];
const summary = await run('node', ['scripts/test-summary.mjs', ...summaryArgs], {
  cwd: ROOT,
  env,
  inherit: true,
});
const stepFailed = results.some((r) => r.status.startsWith('FAILED'));
if (stepFailed) console.error('check:all: some steps failed (see the table above)');
process.exit(stepFailed || summary.code !== 0 ? 1 : 0);
