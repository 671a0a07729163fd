#!/usr/bin/env node
// Sums up the JSON reports the test runners wrote and prints the closing line
// `N passed, N failed` alone on a line (the line CI reads).
//
//   packages/*/reports/vitest.json   vitest: numPassedTests / numFailedTests, plus test
//                                    files that failed to load (status "failed", no
//                                    assertions), which vitest does not count itself, and a
//                                    run vitest failed with no failed test (no test files,
//                                    unhandled errors) as one failure; a passed test titled
//                                    `NOT RUN: ...` (outside data absent) is a note, not a pass
//   tools/*/reports/vitest.json      the same, for the private helpers (full runs only)
//   apps/*/reports/playwright.json   Playwright: stats.expected / stats.unexpected;
//                                    flaky tests count as passed (with a note);
//                                    top-level errors (e.g. the web server) count as failed
//   reports/release-check.json       the release check's own passed / failed
//
// A report that should exist but does not (a runner that crashed) counts as one
// failure. Exits 1 when anything failed or when no test ran at all.
//
// Options: --packages=board,cli (or CHESSLAWS_PACKAGES) to expect vitest reports only
// from those packages; --no-e2e / --no-release to not expect those reports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listPackages, packageSelection, ROOT, selectPackages } from './lib/workspace.mjs';

const argv = process.argv.slice(2);
const expectE2e = !argv.includes('--no-e2e');
const expectRelease = !argv.includes('--no-release');

let passed = 0;
let failed = 0;
const notes = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
}

function line(source, p, f, extra = '') {
  passed += p;
  failed += f;
  console.log(
    `  ${source.padEnd(40)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed${extra}`,
  );
}

function missing(source, file) {
  line(source, 0, 1, `  (no report: ${relative(ROOT, file)})`);
}

function vitest(source, file) {
  if (!existsSync(file)) return missing(source, file);
  const report = readJson(file);
  if (report.unreadable) return line(source, 0, 1, `  (unreadable report: ${report.unreadable})`);
  const brokenFiles = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  );
  for (const broken of brokenFiles) {
    const first = (broken.message ?? '').split('\n')[0];
    notes.push(`${source}: ${relative(ROOT, broken.name ?? '?')} failed to run: ${first}`);
  }
  // A test titled `NOT RUN: ...` is a notice that a suite's outside data was absent: it is
  // named in a note and not counted as passed.
  const notRun = (report.testResults ?? [])
    .flatMap((r) => r.assertionResults ?? [])
    .filter((a) => a.status === 'passed' && /^NOT RUN:/.test(a.title ?? ''));
  for (const a of notRun) notes.push(`${source}: ${a.title}`);
  const p = (report.numPassedTests ?? 0) - notRun.length;
  let f = (report.numFailedTests ?? 0) + brokenFiles.length;
  // "No test files found", unhandled errors: vitest failed the run without a failed test.
  if (report.success === false && f === 0) {
    f = 1;
    notes.push(
      `${source}: vitest failed the run without a failed test (no test files? unhandled error?)`,
    );
  } else if (p + f === 0) {
    notes.push(`${source}: vitest ran no test`);
  }
  const pending = report.numPendingTests ?? 0;
  const extra = [
    ...(pending ? [`${pending} skipped/todo`] : []),
    ...(notRun.length ? [`${notRun.length} not run`] : []),
  ];
  line(source, p, f, extra.length ? `  (${extra.join(', ')})` : '');
}

function playwright(source, file) {
  if (!existsSync(file)) return missing(source, file);
  const report = readJson(file);
  if (report.unreadable) return line(source, 0, 1, `  (unreadable report: ${report.unreadable})`);
  const stats = report.stats ?? {};
  const errors = report.errors ?? [];
  for (const error of errors) {
    notes.push(`${source}: ${(error.message ?? String(error)).split('\n')[0]}`);
  }
  const flaky = stats.flaky ?? 0;
  if (flaky) notes.push(`${source}: ${flaky} flaky test(s) passed on retry (counted as passed)`);
  line(
    source,
    (stats.expected ?? 0) + flaky,
    (stats.unexpected ?? 0) + errors.length,
    stats.skipped ? `  (${stats.skipped} skipped)` : '',
  );
}

function releaseCheck(source, file) {
  if (!existsSync(file)) return missing(source, file);
  const report = readJson(file);
  if (report.unreadable) return line(source, 0, 1, `  (unreadable report: ${report.unreadable})`);
  for (const failure of report.setupFailures ?? [])
    notes.push(`${source}: ${failure.split('\n')[0]}`);
  line(
    source,
    report.passed ?? 0,
    report.failed ?? 0,
    report.skipped ? `  (${report.skipped} skipped)` : '',
  );
}

console.log('test summary:');
for (const pkg of selectPackages(listPackages(), packageSelection(argv))) {
  if (!pkg.manifest.scripts?.test) continue;
  vitest(`vitest ${pkg.name}`, join(pkg.dir, 'reports', 'vitest.json'));
}
// The private helpers in tools/* have tests too; a run limited to some packages skips them.
const toolsDir = join(ROOT, 'tools');
const tools = packageSelection(argv) || !existsSync(toolsDir) ? [] : readdirSync(toolsDir).sort();
for (const tool of tools) {
  const manifestFile = join(toolsDir, tool, 'package.json');
  if (!existsSync(manifestFile)) continue;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.scripts?.test)
    vitest(`vitest ${manifest.name}`, join(toolsDir, tool, 'reports', 'vitest.json'));
}
const appsDir = join(ROOT, 'apps');
for (const app of existsSync(appsDir) ? readdirSync(appsDir).sort() : []) {
  const manifestFile = join(appsDir, app, 'package.json');
  if (!existsSync(manifestFile)) continue;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (manifest.scripts?.test)
    vitest(`vitest ${manifest.name}`, join(appsDir, app, 'reports', 'vitest.json'));
  if (manifest.scripts?.e2e && expectE2e) {
    playwright(`playwright ${manifest.name}`, join(appsDir, app, 'reports', 'playwright.json'));
  }
}
if (expectRelease) releaseCheck('release check', join(ROOT, 'reports', 'release-check.json'));

for (const note of notes) console.log(`  note: ${note}`);
if (passed + failed === 0) console.log('  note: no test ran at all');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
