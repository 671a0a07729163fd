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
 * The names a package's `src/index.ts` exports, split into values and types.
 * `export {};` (a placeholder) exports nothing. `export *` is reported as `'*'`.
 */
export function indexExports(pkgDir) {
  const file = join(pkgDir, 'src', 'index.ts');
  const values = [];
  const types = [];
  if (!existsSync(file)) return { file, values, types };
  const ts = loadTypeScript();
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.ES2022,
    true,
  );
  const isExported = (node) =>
    ts.getModifiers?.(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node)) {
      const typeOnly = node.isTypeOnly;
      if (!node.exportClause) {
        values.push('*');
      } else if (ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) {
          (typeOnly || el.isTypeOnly ? types : values).push(el.name.text);
        }
      } else {
        values.push(node.exportClause.name.text); // export * as ns from '...'
      }
    } else if (ts.isExportAssignment(node)) {
      values.push('default');
    } else if (isExported(node)) {
      const isType = ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
      if (ts.isVariableStatement(node)) {
        for (const decl of node.declarationList.declarations) {
          if (ts.isIdentifier(decl.name)) values.push(decl.name.text);
        }
      } else if (node.name) {
        (isType ? types : values).push(node.name.text);
      }
    }
  }
  return { file, values, types };
}

/** True when a package's index exports at least one name (value or type). */
export function hasExports(pkgDir) {
  const { values, types } = indexExports(pkgDir);
  return values.length + types.length > 0;
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

/** The packages matching a selection (see `packageSelection`); throws on an unknown name. */
export function selectPackages(packages, selection) {
  if (!selection) return packages;
  return selection.map((wanted) => {
    const pkg = packages.find(
      (p) => p.name === wanted || p.rel === wanted || p.rel === `packages/${wanted}`,
    );
    if (!pkg) {
      const known = packages.map((p) => p.rel.replace('packages/', '')).join(', ');
      throw new Error(`unknown package "${wanted}" (known: ${known})`);
    }
    return pkg;
  });
}
