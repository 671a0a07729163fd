#!/usr/bin/env node
// `pnpm api:report` writes each public package's API report (`packages/<name>/api-report.md`):
// every name its published types export, with its declaration, read from the built
// `dist/index.d.ts` (so `@internal` members, stripped from the published types, are not in it).
// `--check` (what `pnpm check:all` runs) compares the reports with the checked-in ones and fails
// on any difference, so a change of the public surface shows in review as a diff of that file.
// It also fails when two packages export one name (a name means one thing across the packages).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listPackages, loadTypeScript } from './lib/workspace.mjs';

const ts = loadTypeScript();
const check = process.argv.includes('--check');
const packages = listPackages().filter((p) => !p.private);

/** The declaration of `node` as one normalized text, without comments and bodies. */
function declarationText(node, printer, file) {
  const text = printer.printNode(ts.EmitHint.Unspecified, node, file);
  return text
    .replace(/\/\*\*[\s\S]*?\*\/\s*/g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\n\s*\n/g, '\n')
    .trim();
}

/** The kind of a symbol's declaration, as the report's heading names it. */
function kindOf(node) {
  if (ts.isFunctionDeclaration(node)) return 'function';
  if (ts.isClassDeclaration(node)) return 'class';
  if (ts.isInterfaceDeclaration(node)) return 'interface';
  if (ts.isTypeAliasDeclaration(node)) return 'type';
  if (ts.isEnumDeclaration(node)) return 'enum';
  if (ts.isVariableDeclaration(node)) return 'const';
  if (ts.isModuleDeclaration(node)) return 'namespace';
  return ts.SyntaxKind[node.kind];
}

/** Every exported name of a package's built types, with its kind and declaration text. */
function exportsOf(pkg) {
  const file = join(pkg.dir, 'dist', 'index.d.ts');
  if (!existsSync(file)) throw new Error(`${pkg.name}: ${file} is missing: run pnpm build first`);
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const module = checker.getSymbolAtLocation(source);
  const out = [];
  for (const symbol of checker.getExportsOfModule(module)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const decls = target.declarations ?? [];
    const texts = decls.map((d) => {
      const node = ts.isVariableDeclaration(d) ? d.parent.parent : d;
      return declarationText(node, printer, d.getSourceFile());
    });
    out.push({ name: symbol.name, kind: decls[0] ? kindOf(decls[0]) : 'unknown', texts });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** The report of one package, as Markdown. */
function report(pkg, names) {
  const lines = [
    `# API report: ${pkg.name}`,
    '',
    `Every name the published types export (${names.length}), as \`dist/index.d.ts\` declares it.`,
    'Written by `pnpm api:report`; `pnpm check:all` fails when it differs from the built package.',
    '',
  ];
  for (const { name, kind, texts } of names) {
    lines.push(`## ${name} (${kind})`, '', '```ts', ...texts, '```', '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

let failed = false;
const owners = new Map();
const counts = [];
for (const pkg of packages) {
  const names = exportsOf(pkg);
  counts.push(`${pkg.name} ${names.length}`);
  for (const { name } of names) owners.set(name, [...(owners.get(name) ?? []), pkg.name]);
  const path = join(pkg.dir, 'api-report.md');
  const text = report(pkg, names);
  if (!check) {
    writeFileSync(path, text);
    continue;
  }
  const saved = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (saved !== text) {
    failed = true;
    const before = new Set(saved.match(/^## \S+/gm) ?? []);
    const after = new Set(text.match(/^## \S+/gm) ?? []);
    const added = [...after].filter((h) => !before.has(h)).map((h) => h.slice(3));
    const removed = [...before].filter((h) => !after.has(h)).map((h) => h.slice(3));
    console.error(
      `${pkg.name}: the public API differs from ${pkg.rel}/api-report.md` +
        (added.length ? `; new: ${added.join(', ')}` : '') +
        (removed.length ? `; gone: ${removed.join(', ')}` : '') +
        (!added.length && !removed.length ? '; a declaration changed' : '') +
        '. Review it, then run pnpm api:report to accept it.',
    );
  }
}
const shared = [...owners].filter(([, by]) => by.length > 1);
for (const [name, by] of shared) {
  failed = true;
  console.error(
    `'${name}' is exported by ${by.join(' and ')}: a name means one thing across the packages`,
  );
}
console.log(`api report: ${counts.join(', ')}`);
if (failed) process.exit(1);
console.log(check ? 'api report: every package matches its api-report.md' : 'api report: written');
