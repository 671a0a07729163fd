#!/usr/bin/env node
// `pnpm release:check`: publish every public package to a throwaway local npm
// registry (verdaccio), then install each one in a fresh project outside the repo
// and check that it works the way a user gets it:
//   build      every file its `exports` map points at was built
//   publish    `pnpm -r publish` accepted it (workspace:* rewritten to versions)
//   install    `npm install name@version` from that registry
//   esm        `import` works and every named value export of src/index.ts is there
//   cjs        `require` works, same exports
//   bin        each `bin` entry is installed and starts with a shebang
//   types      a .mts and a .cts importing every export compile under node16,
//              and a .ts under bundler (module esnext), with skipLibCheck off
// The registry runs from a temp dir and is stopped by PID, also on failure or Ctrl-C.
// Writes reports/release-check.json ({ passed, failed, skipped, ... }); exits 1 on failure.
//
// Options: --packages=board,cli (or CHESSLAWS_PACKAGES) to check only some packages;
// --keep-temp to keep the temp dir; CHESSLAWS_VERDACCIO_DIR overrides where verdaccio
// is installed (default ~/.cache/chesslaws-verdaccio).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, seconds, tail } from './lib/proc.mjs';
import {
  indexExports,
  listPackages,
  packageSelection,
  ROOT,
  selectPackages,
  tscPath,
} from './lib/workspace.mjs';

const VERDACCIO_VERSION = '6.8.0';
const VERDACCIO_DIR =
  process.env.CHESSLAWS_VERDACCIO_DIR ?? join(homedir(), '.cache', 'chesslaws-verdaccio');
const KEEP_TEMP = process.argv.includes('--keep-temp');
const REPORT = join(ROOT, 'reports', 'release-check.json');
const started = Date.now();

/** @type {{ name: string, version: string, checks: { check: string, status: 'pass'|'fail'|'skip', detail: string, ms?: number }[] }[]} */
const results = [];
const setupFailures = [];
let registry; // { child, url, log }
let temp;

function log(message) {
  console.log(`release-check: ${message}`);
}

function record(pkg, check, status, detail = '', ms) {
  let entry = results.find((r) => r.name === pkg.name);
  if (!entry) {
    entry = { name: pkg.name, version: pkg.version, checks: [] };
    results.push(entry);
  }
  entry.checks.push({ check, status, detail, ...(ms === undefined ? {} : { ms }) });
  const label = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' }[status];
  const time = ms === undefined ? '' : ` (${seconds(ms)})`;
  console.log(`  ${label}  ${pkg.name.padEnd(24)} ${check.padEnd(14)} ${detail}${time}`);
}

// ---------------------------------------------------------------- registry

async function installVerdaccio() {
  const pkgJson = join(VERDACCIO_DIR, 'node_modules', 'verdaccio', 'package.json');
  if (
    existsSync(pkgJson) &&
    JSON.parse(readFileSync(pkgJson, 'utf8')).version === VERDACCIO_VERSION
  ) {
    log(`verdaccio ${VERDACCIO_VERSION} already installed in ${VERDACCIO_DIR}`);
    return;
  }
  log(`installing verdaccio ${VERDACCIO_VERSION} into ${VERDACCIO_DIR} (outside the workspace)`);
  mkdirSync(VERDACCIO_DIR, { recursive: true });
  writeFileSync(
    join(VERDACCIO_DIR, 'package.json'),
    `${JSON.stringify(
      {
        name: 'chesslaws-verdaccio',
        private: true,
        description: 'Local registry for scripts/release-check.mjs',
        dependencies: { verdaccio: VERDACCIO_VERSION },
        // verdaccio-audit's node-fetch 3 is ESM-only and breaks on require().
        overrides: { 'verdaccio-audit': { 'node-fetch': '2.7.0' } },
      },
      null,
      2,
    )}\n`,
  );
  const res = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--omit=dev', '--loglevel=error'],
    { cwd: VERDACCIO_DIR, timeoutMs: 5 * 60_000 },
  );
  if (res.code !== 0) {
    throw new Error(`npm install verdaccio@${VERDACCIO_VERSION} failed:\n${tail(res.output)}`);
  }
  log(`verdaccio installed (${seconds(res.ms)})`);
}

function portIsFree(port) {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePromise(true)));
  });
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

async function startRegistry() {
  const port = (await portIsFree(4873)) ? 4873 : await freePort();
  const dir = join(temp, 'registry');
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'config.yaml');
  // No uplinks and no `proxy`: nothing is fetched from or leaks to a public registry.
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(join(dir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
      '    max_users: 100',
      'uplinks: {}',
      'packages:',
      "  '@chesslaws/*':",
      '    access: $all',
      '    publish: $all',
      '    unpublish: $all',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'web:',
      '  enable: false',
      'server:',
      '  keepAliveTimeout: 60',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const url = `http://127.0.0.1:${port}/`;
  const bin = join(VERDACCIO_DIR, 'node_modules', 'verdaccio', 'bin', 'verdaccio');
  const { spawn } = await import('node:child_process');
  const child = spawn(
    process.execPath,
    [bin, '--config', config, '--listen', `127.0.0.1:${port}`],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  registry = { child, url, log: '', exited: false };
  child.stdout.on('data', (chunk) => (registry.log += chunk));
  child.stderr.on('data', (chunk) => (registry.log += chunk));
  child.on('exit', () => (registry.exited = true));
  log(`starting verdaccio on ${url} (pid ${child.pid})`);

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (registry.exited) throw new Error(`verdaccio exited at startup:\n${tail(registry.log)}`);
    try {
      const res = await fetch(`${url}-/ping`);
      if (res.ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`verdaccio did not answer ${url}-/ping within 30 s:\n${tail(registry.log)}`);
}

async function stopRegistry() {
  if (!registry || registry.exited) return;
  const { child } = registry;
  log(`stopping verdaccio (pid ${child.pid})`);
  child.kill('SIGTERM');
  const deadline = Date.now() + 5_000;
  while (!registry.exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!registry.exited) {
    child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function createUser(url) {
  const name = 'chesslaws-release-check';
  const res = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      password: `pw-${process.pid}-${Date.now()}`,
      type: 'user',
      roles: [],
    }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.token) {
    throw new Error(`creating a registry user failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  const npmrc = join(temp, 'npmrc');
  const host = url.replace(/^http:/, '');
  writeFileSync(npmrc, `registry=${url}\n${host}:_authToken=${body.token}\n`);
  return npmrc;
}

// ---------------------------------------------------------------- checks

/** Every file a package's `exports`/`main`/`types`/`bin` points at, except the source condition. */
function artifactPaths(manifest) {
  const paths = new Set();
  const walk = (value, key) => {
    if (key === '@chesslaws/source') return;
    if (typeof value === 'string') {
      if (value.startsWith('./') && !value.includes('*')) paths.add(value);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(manifest.exports);
  for (const field of ['main', 'module', 'types']) walk(manifest[field]);
  walk(typeof manifest.bin === 'string' ? { [manifest.name]: manifest.bin } : manifest.bin);
  paths.delete('./package.json');
  return [...paths];
}

/** Identifiers a consumer can `import { name }`: no `*`, no `default`. */
const importable = (names) => [...new Set(names)].filter((n) => n !== '*' && n !== 'default');

function writeConsumerFiles(dir, pkg, values, types) {
  const installed = join(dir, 'node_modules', ...pkg.name.split('/'));
  const usesNodeTypes = artifactPaths(pkg.manifest)
    .filter((p) => /\.d\.[cm]?ts$/.test(p))
    .some((p) => {
      const file = join(installed, p);
      return (
        existsSync(file) &&
        /reference types="node"|from 'node:|from "node:|\bNodeJS\./.test(readFileSync(file, 'utf8'))
      );
    });
  const lines = [];
  if (values.length) lines.push(`import { ${values.join(', ')} } from '${pkg.name}';`);
  if (types.length) lines.push(`import type { ${types.join(', ')} } from '${pkg.name}';`);
  lines.push(`import * as ns from '${pkg.name}';`);
  lines.push('export const namespace: object = ns;');
  if (values.length)
    lines.push(`export const values: readonly unknown[] = [${values.join(', ')}];`);
  const source = `${lines.join('\n')}\n`;
  writeFileSync(join(dir, 'check.mts'), source);
  writeFileSync(join(dir, 'check.cts'), source);
  writeFileSync(join(dir, 'check.ts'), source);

  const common = {
    target: 'es2022',
    // No DOM lib: the packages' types must compile for a user without it (a Node or worker
    // project); the few that mention Node get @types/node below.
    lib: ['es2022'],
    strict: true,
    noEmit: true,
    // Check the package's .d.ts files, not TypeScript's own lib files.
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    // A consumer of a Node library has @types/node; use the workspace's copy only
    // when a package's types mention Node (checking @types/node costs seconds).
    ...(usesNodeTypes
      ? { typeRoots: [join(ROOT, 'node_modules', '@types')], types: ['node'] }
      : { types: [] }),
  };
  writeFileSync(
    join(dir, 'tsconfig.node16.json'),
    JSON.stringify({
      compilerOptions: { ...common, module: 'node16', moduleResolution: 'node16' },
      files: ['check.mts', 'check.cts'],
    }),
  );
  writeFileSync(
    join(dir, 'tsconfig.bundler.json'),
    JSON.stringify({
      compilerOptions: { ...common, module: 'esnext', moduleResolution: 'bundler' },
      files: ['check.ts'],
    }),
  );
  const runtimeCheck = (load) =>
    `${load}\nconst want = ${JSON.stringify(values)};\n` +
    `const missing = want.filter((name) => !(name in mod) || mod[name] === undefined);\n` +
    `if (missing.length) { console.error('missing exports: ' + missing.join(', ')); process.exit(1); }\n` +
    `console.log(Object.keys(mod).length + ' exports');\n`;
  writeFileSync(join(dir, 'esm.mjs'), runtimeCheck(`const mod = await import('${pkg.name}');`));
  writeFileSync(join(dir, 'cjs.cjs'), runtimeCheck(`const mod = require('${pkg.name}');`));
}

async function checkPackage(pkg, url, npmrc, published, exportsByDir) {
  const dir = join(temp, 'consumers', pkg.rel.replace(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  const blocked = (because, checks) => {
    for (const check of checks) record(pkg, check, 'skip', `not run: ${because}`);
  };
  const later = [
    'esm import',
    'cjs require',
    ...(pkg.manifest.bin ? ['bin'] : []),
    'types node16',
    'types bundler',
  ];

  if (!published.has(pkg.name)) {
    record(pkg, 'publish', 'fail', 'not published (see the pnpm publish output above)');
    blocked('not published', ['install', ...later]);
    return;
  }
  record(pkg, 'publish', 'pass', `${pkg.name}@${pkg.version}`);

  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'release-check-consumer', version: '0.0.0', private: true }, null, 2)}\n`,
  );
  const install = await run(
    'npm',
    [
      'install',
      `${pkg.name}@${pkg.version}`,
      '--registry',
      url,
      '--userconfig',
      npmrc,
      '--cache',
      join(temp, 'npm-cache'),
      '--prefer-online',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    { cwd: dir, timeoutMs: 3 * 60_000 },
  );
  if (install.code !== 0) {
    record(
      pkg,
      'install',
      'fail',
      `npm install exited ${install.code}\n${tail(install.output)}`,
      install.ms,
    );
    blocked('install failed', later);
    return;
  }
  record(pkg, 'install', 'pass', `from ${url}`, install.ms);

  const { values: rawValues, types: rawTypes } = exportsByDir.get(pkg.dir);
  const values = importable(rawValues);
  const types = importable(rawTypes);
  writeConsumerFiles(dir, pkg, values, types);
  const exportNote = values.length
    ? `${values.length} named value exports present`
    : 'imports (no named value exports yet: named-export check skipped)';
  if (!values.length) {
    console.log(
      `  NOTE  ${pkg.name}: src/index.ts has no named value exports yet; only the import itself is checked`,
    );
  }

  for (const [check, file] of [
    ['esm import', 'esm.mjs'],
    ['cjs require', 'cjs.cjs'],
  ]) {
    const res = await run(process.execPath, [file], { cwd: dir, timeoutMs: 60_000 });
    if (res.code === 0) record(pkg, check, 'pass', exportNote, res.ms);
    else record(pkg, check, 'fail', `node ${file} exited ${res.code}\n${tail(res.output)}`, res.ms);
  }

  if (pkg.manifest.bin) {
    const bins =
      typeof pkg.manifest.bin === 'string'
        ? { [pkg.name.split('/').pop()]: pkg.manifest.bin }
        : pkg.manifest.bin;
    const problems = [];
    for (const [name, target] of Object.entries(bins)) {
      const link = join(dir, 'node_modules', '.bin', name);
      const file = join(dir, 'node_modules', ...pkg.name.split('/'), target);
      if (!existsSync(link)) problems.push(`node_modules/.bin/${name} missing`);
      if (!existsSync(file)) problems.push(`${target} missing`);
      else if (!readFileSync(file, 'utf8').startsWith('#!'))
        problems.push(`${target} has no #! line`);
    }
    if (problems.length) record(pkg, 'bin', 'fail', problems.join('; '));
    else record(pkg, 'bin', 'pass', Object.keys(bins).join(', '));
  }

  const typeNote = `${values.length + types.length} exports imported`;
  for (const [check, config] of [
    ['types node16', 'tsconfig.node16.json'],
    ['types bundler', 'tsconfig.bundler.json'],
  ]) {
    const res = await run(process.execPath, [tscPath(), '-p', config], {
      cwd: dir,
      timeoutMs: 3 * 60_000,
    });
    if (res.code === 0) record(pkg, check, 'pass', typeNote, res.ms);
    else
      record(
        pkg,
        check,
        'fail',
        `tsc -p ${config} exited ${res.code}\n${tail(res.output)}`,
        res.ms,
      );
  }
}

// ---------------------------------------------------------------- main

function writeReport() {
  const checks = results.flatMap((r) => r.checks);
  const count = (status) => checks.filter((c) => c.status === status).length;
  const report = {
    tool: 'release-check',
    passed: count('pass'),
    failed: count('fail') + setupFailures.length,
    skipped: count('skip'),
    setupFailures,
    registry: registry?.url,
    durationMs: Date.now() - started,
    packages: results,
  };
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

async function main() {
  const selection = packageSelection();
  const all = listPackages();
  const chosen = selectPackages(all, selection).filter((pkg) => {
    if (pkg.private) log(`skip ${pkg.name} (private)`);
    return !pkg.private;
  });
  if (chosen.length === 0) throw new Error('no public package under packages/* to check');
  log(`checking ${chosen.map((p) => `${p.name}@${p.version}`).join(', ')}`);

  temp = mkdtempSync(join(tmpdir(), 'chesslaws-release-'));
  await installVerdaccio();
  const url = await startRegistry();
  const npmrc = await createUser(url);
  log(`registry ready at ${url}; user created`);

  // Build the chosen packages and everything they depend on.
  const filters = chosen.map((p) => `--filter=${p.name}...`);
  log(`building: pnpm turbo run build ${filters.join(' ')}`);
  const build = await run(
    'pnpm',
    ['turbo', 'run', 'build', '--continue', '--output-logs=errors-only', ...filters],
    {
      cwd: ROOT,
      inherit: true,
      timeoutMs: 15 * 60_000,
    },
  );
  if (build.code !== 0) log(`turbo build exited ${build.code}; checking what was built`);
  for (const pkg of chosen) {
    const missing = artifactPaths(pkg.manifest).filter((p) => !existsSync(join(pkg.dir, p)));
    if (missing.length) record(pkg, 'build', 'fail', `missing ${missing.join(', ')}`);
    else
      record(
        pkg,
        'build',
        'pass',
        `${artifactPaths(pkg.manifest).length} files in exports/main/types/bin`,
      );
  }

  // Publish the chosen packages and their workspace dependencies (private ones are skipped by pnpm).
  const publishFilters = chosen.flatMap((p) => ['--filter', `${p.name}...`]);
  log(`publishing: pnpm -r publish ${publishFilters.join(' ')} --registry ${url} --no-git-checks`);
  const publish = await run(
    'pnpm',
    [
      '-r',
      ...publishFilters,
      'publish',
      '--registry',
      url,
      '--userconfig',
      npmrc,
      '--no-git-checks',
      '--json',
    ],
    { cwd: ROOT, timeoutMs: 5 * 60_000, env: { ...process.env, NPM_CONFIG_USERCONFIG: npmrc } },
  );
  if (publish.code !== 0) log(`pnpm publish exited ${publish.code}:\n${tail(publish.output)}`);
  // Ask the registry what it holds rather than parsing pnpm's output.
  const published = new Set();
  for (const pkg of all) {
    const res = await fetch(`${url}${pkg.name.replace('/', '%2f')}`).catch(() => undefined);
    if (res?.ok) {
      const doc = await res.json();
      if (doc.versions?.[pkg.version]) published.add(pkg.name);
    }
  }
  log(`registry holds ${[...published].join(', ') || 'nothing'}`);

  const exportsByDir = indexExports(chosen.map((p) => p.dir));
  for (const pkg of chosen) await checkPackage(pkg, url, npmrc, published, exportsByDir);
}

let cleaning;
async function cleanup() {
  cleaning ??= (async () => {
    await stopRegistry();
    if (temp && !KEEP_TEMP) rmSync(temp, { recursive: true, force: true });
    else if (temp) log(`kept ${temp}`);
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    setupFailures.push(`interrupted by ${signal}`);
    writeReport();
    cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
// Last resort: never leave the registry running.
process.on('exit', () => {
  if (registry && !registry.exited) registry.child.kill('SIGKILL');
});

let exitCode = 0;
try {
  await main();
} catch (error) {
  setupFailures.push(error instanceof Error ? error.message : String(error));
  console.error(`release-check: ERROR ${error instanceof Error ? error.message : error}`);
} finally {
  await cleanup();
  const report = writeReport();
  console.log(
    `release-check: ${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped ` +
      `in ${seconds(report.durationMs)} (report: reports/release-check.json)`,
  );
  if (report.failed > 0 || report.passed === 0) exitCode = 1;
}
process.exit(exitCode);
