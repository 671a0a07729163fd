// Shared helpers for the repo scripts: where the repo is, which packages it has,
// and whether a package's `src/index.ts` exports anything yet.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in scripts/lib). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const require = createRequire(join(ROOT, 'package.json'));

/** TypeScript from the root node_modules (the workspace's pinned compiler). */
export function loadTypeScript() {
  return require('typescript');
}

/** Absolute path of the pinned `tsc` entry script. */
export function tscPath() {
  return join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
}

/**
 * The packages under packages/*, sorted by directory name, each as
 * `{ dir, rel, name, version, private, manifest }`.
 */
export function listPackages() {
  const base = join(ROOT, 'packages');
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(base, entry.name, 'package.json')))
    .map((entry) => {
      const dir = join(base, entry.name);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return {
        dir,
        rel: relative(ROOT, dir),
        name: manifest.name,
        version: manifest.version,
        private: manifest.private === true,
        manifest,
      };
    })
    .sort((a, b) => a.rel.localeCompare(b.rel));
}

/**
 * The names each package's `src/index.ts` exports, split into runtime values and
 * type-only names, as the TypeScript checker sees them (so `export * from` is
 * followed). One program serves all the packages. Returns a Map from package
 * directory to `{ file, values, types }`; `export {};` (a placeholder) exports nothing.
 */
export function indexExports(pkgDirs) {
  const ts = loadTypeScript();
  const files = new Map(pkgDirs.map((dir) => [dir, join(dir, 'src', 'index.ts')]));
  const program = ts.createProgram(
    [...files.values()].filter((file) => existsSync(file)),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ['@chesslaws/source'],
      noEmit: true,
      skipLibCheck: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();

  // An alias chain is type-only when any link is `export type` / `import type`.
  const isTypeOnly = (symbol) => {
    let current = symbol;
    for (let depth = 0; depth < 20 && current.flags & ts.SymbolFlags.Alias; depth++) {
      for (const decl of current.declarations ?? []) {
        if (ts.isTypeOnlyImportOrExportDeclaration(decl)) return true;
      }
      current = checker.getImmediateAliasedSymbol(current) ?? current;
    }
    return false;
  };

  const result = new Map();
  for (const [dir, file] of files) {
    const values = [];
    const types = [];
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const isValue = (target.flags & ts.SymbolFlags.Value) !== 0 && !isTypeOnly(symbol);
      (isValue ? values : types).push(symbol.getName());
    }
    result.set(dir, { file, values: values.sort(), types: types.sort() });
  }
  return result;
}

/**
 * True when a package's `src/index.ts` exports anything (a quick syntactic look:
 * `export {};` alone, the placeholder of a package being written, does not count).
 */
export function hasExports(pkgDir) {
  const file = join(pkgDir, 'src', 'index.ts');
  if (!existsSync(file)) return false;
  const ts = loadTypeScript();
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  return source.statements.some((node) => {
    if (ts.isExportDeclaration(node)) {
      return (
        !node.exportClause ||
        !ts.isNamedExports(node.exportClause) ||
        node.exportClause.elements.length > 0
      );
    }
    if (ts.isExportAssignment(node)) return true;
    return (
      ts.canHaveModifiers(node) &&
      (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    );
  });
}

/**
 * The `--packages=board,cli` option (or the CHESSLAWS_PACKAGES variable): a
 * comma-separated list of package directory names or package names under
 * packages/*, to check only those. `undefined` means every package.
 */
export function packageSelection(argv = process.argv.slice(2)) {
  const arg = argv.find((a) => a.startsWith('--packages='));
  const raw = arg ? arg.slice('--packages='.length) : process.env.CHESSLAWS_PACKAGES;
  if (!raw) return undefined;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The packages matching a selection (see `packageSelection`); exits 2 on an unknown name. */
export function selectPackages(packages, selection) {
  if (!selection) return packages;
  return selection.map((wanted) => {
    const pkg = packages.find(
      (p) => p.name === wanted || p.rel === wanted || p.rel === `packages/${wanted}`,
    );
    if (!pkg) {
      const known = packages.map((p) => p.rel.replace('packages/', '')).join(', ');
      console.error(`unknown package "${wanted}" in --packages (known: ${known})`);
      process.exit(2);
    }
    return pkg;
  });
}
