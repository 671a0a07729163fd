/**
 * `pnpm bench [suite...]`: runs the named suites (all when none is named).
 * Each suite is a module in this folder exporting `run(): Promise<void> | void`.
 */
const SUITES: Record<string, () => Promise<{ run: () => unknown }>> = {
  pgn: () => import('./pgn.js'),
  squareset: () => import('./squareset.js'),
  moves: () => import('./moves.js'),
  fen: () => import('./fen.js'),
  clock: () => import('./clock.js'),
  dead: () => import('./dead.js'),
  rules: () => import('./rules.js'),
  san: () => import('./san.js'),
  size: () => import('./size.js'),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
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

export {};
