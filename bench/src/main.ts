/**
 * `pnpm bench [suite...] [--built]`: runs the named suites (all when none is named).
 * Each suite is a module in this folder exporting `run(): Promise<void> | void`.
 * `--built` runs them on the built packages (each package's dist, as npm users get it)
 * instead of the sources: the process starts again without the source export condition.
 */
import { spawnSync } from 'node:child_process';

const SUITES: Record<string, () => Promise<{ run: () => unknown }>> = {
  pgn: () => import('./pgn.js'),
  squareset: () => import('./squareset.js'),
  moves: () => import('./moves.js'),
  fen: () => import('./fen.js'),
  clock: () => import('./clock.js'),
  dead: () => import('./dead.js'),
  rules: () => import('./rules.js'),
  san: () => import('./san.js'),
  everyday: () => import('./everyday.js'),
  variants: () => import('./variants.js'),
  fairy: () => import('./fairy.js'),
  size: () => import('./size.js'),
};

// Options that take a value (`--seed 5`): the value is not a suite name.
const VALUED = new Set(['--seed', '--positions', '--rounds', '--pgn']);

const args = process.argv.slice(2);
const SOURCE_CONDITION = '--conditions=@chesslaws/source';
if (args.includes('--built') && process.execArgv.includes(SOURCE_CONDITION)) {
  const execArgv = process.execArgv.filter((a) => a !== SOURCE_CONDITION);
  const child = spawnSync(process.execPath, [...execArgv, process.argv[1]!, ...args], {
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}

const wanted = args.filter((a, i) => !a.startsWith('-') && !VALUED.has(args[i - 1] ?? ''));
const names = wanted.length > 0 ? wanted : Object.keys(SUITES);
for (const name of names) {
  const load = SUITES[name];
  if (!load) {
    console.error(`unknown suite '${name}'; known: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== ${name} ===`);
  await (await load()).run();
}
