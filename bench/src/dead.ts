/**
 * Dead positions and unwinnability (@chesslaws/termination), side by side in one process:
 * - `quickDeadCheck` per position, unscreened (before the screen: the static proof on a `Board`
 *   every time) and screened (now), on the 1803 CHA test positions
 *   (packages/termination/test/data/unwinnability.jsonl), on positions of seeded random games,
 *   and on positions of real games (the PGN files under /work/shared/testdata/pgn/sources, when
 *   that folder exists; they are read, not copied here);
 * - the check after every move of an 80-move game, against only playing the moves on a
 *   Position + PositionHistory, and what the rules runtime adds on top (insufficient material);
 * - the full verdict (`analyzeDeadPosition`, default node budget) on the CHA positions: median /
 *   p99 / max time per position, wrong verdicts (must be 0) and the unknown rate.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Move, Position, type ReadonlyPosition } from '@chesslaws/moves';
import { parsePgn, replayMainline } from '@chesslaws/notation';
import {
  analyzeDeadPosition,
  DEFAULT_NODE_BUDGET,
  isInsufficientMaterial,
  PositionHistory,
  quickDeadCheck,
} from '@chesslaws/termination';
import { seededRandom } from '@chesslaws/testkit';
// The unscreened twin is internal (not exported by the package): read from its source file.
import { unscreenedQuickDeadCheck } from '../../packages/termination/src/dead/quickDeadCheck.js';
import { type Contender, measure } from './harness.js';

interface Row {
  fen: string;
  unwinnableFor: string[];
  chaUndeterminedFor?: string[];
}

function loadCha(): Array<{ pos: Position; row: Row }> {
  const file = new URL('../../packages/termination/test/data/unwinnability.jsonl', import.meta.url);
  const rows = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Row);
  return rows.map((row) => {
    const fen = row.fen.split(' ').length < 4 ? `${row.fen} - - 0 1` : row.fen;
    const pos = Position.fromFen(fen, { mode: 'lenient' });
    if (!pos.ok) throw new Error(`bad test FEN ${row.fen}`);
    return { pos: pos.value, row };
  });
}

/** Every position of `games` seeded random games of up to `plies` moves. */
function randomGamePositions(games: number, plies: number, seed: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const pos = Position.default();
    for (let ply = 0; ply < plies; ply++) {
      const legal = pos.legalMoves();
      if (legal.length === 0) break;
      pos.play(legal[Math.floor(random() * legal.length)]!);
      out.push(pos.clone({ undo: false }));
    }
  }
  return out;
}

const SOURCES = '/work/shared/testdata/pgn/sources';

/** Every position of the mainlines of the PGN files under `dir` (games that do not replay are skipped). */
function realGamePositions(dir: string): { positions: Position[]; games: number } {
  const files: string[] = [];
  const walk = (path: string): void => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.pgn')) files.push(full);
    }
  };
  walk(dir);
  const positions: Position[] = [];
  let games = 0;
  for (const file of files) {
    for (const game of parsePgn(readFileSync(file, 'utf8'))) {
      if (!game.ok) continue;
      const replay = replayMainline(game.value);
      if (!replay.ok || replay.value.positions.length === 0) continue;
      games++;
      positions.push(...replay.value.positions);
    }
  }
  return { positions, games };
}

/** The best of `rounds` interleaved measurements of each contender (neighbours on a shared machine hit all alike). */
function interleaved(contenders: Contender[], rounds = 3, seconds = 0.7): number[] {
  const best = contenders.map(() => 0);
  for (let round = 0; round < rounds; round++)
    contenders.forEach((contender, i) => {
      best[i] = Math.max(best[i]!, measure(contender, seconds).opsPerSecond);
    });
  return best;
}

/** quickDeadCheck before and after the screen on `positions`, printed in µs per position. */
function perPosition(label: string, positions: readonly ReadonlyPosition[]): void {
  let dead = 0;
  for (const pos of positions) {
    if (quickDeadCheck(pos) !== unscreenedQuickDeadCheck(pos))
      throw new Error('screened and unscreened quickDeadCheck disagree');
    if (quickDeadCheck(pos)) dead++;
  }
  const run = (check: (pos: ReadonlyPosition) => boolean) => () => {
    let n = 0;
    for (const pos of positions) if (check(pos)) n++;
    return positions.length + n * 0;
  };
  const [before, after] = interleaved([
    { name: 'unscreened', run: run(unscreenedQuickDeadCheck) },
    { name: 'screened', run: run(quickDeadCheck) },
  ]);
  const us = (opsPerSecond: number) => (1e6 / opsPerSecond).toFixed(2).padStart(7);
  console.log(
    `  ${label.padEnd(44)} before ${us(before!)} µs  after ${us(after!)} µs  ${(after! / before!).toFixed(1).padStart(5)}x faster  (${dead} dead)`,
  );
}

/** A seeded random game of `plies` plies that never reaches a dead position (so every check runs). */
function liveGame(plies: number, seed: number): Move[] {
  for (let attempt = 0; ; attempt++) {
    const random = seededRandom(seed + attempt);
    const pos = Position.default();
    const moves: Move[] = [];
    while (moves.length < plies) {
      const legal = pos.legalMoves();
      if (legal.length === 0 || quickDeadCheck(pos)) break;
      const move = legal[Math.floor(random() * legal.length)]!;
      pos.play(move);
      moves.push(move);
    }
    if (moves.length === plies) return moves;
  }
}

/** Playing an 80-move game with a check after every move, against playing it bare. */
function afterEveryMove(): void {
  const moves = liveGame(160, 80);
  const play = (check?: (pos: ReadonlyPosition) => boolean) => () => {
    const history = PositionHistory.fromPosition(Position.default());
    let n = 0;
    for (const move of moves) {
      history.play(move);
      if (check?.(history.current)) n++;
    }
    return 1 + n * 0;
  };
  const contenders: Contender[] = [
    { name: 'bare', run: play() },
    { name: 'unscreened', run: play(unscreenedQuickDeadCheck) },
    { name: 'screened', run: play(quickDeadCheck) },
    // What the rules runtime asks after every move: insufficient material, then quickDeadCheck.
    {
      name: 'rules, board',
      run: play((pos) => isInsufficientMaterial(pos.board) || quickDeadCheck(pos)),
    },
    {
      name: 'rules, position',
      run: play((pos) => isInsufficientMaterial(pos) || quickDeadCheck(pos)),
    },
  ];
  const rates = interleaved(contenders, 3, 1);
  const bare = rates[0]!;
  console.log(
    `\nan 80-move (${moves.length}-ply) seeded random game on a Position + PositionHistory, best of 3:`,
  );
  const labels = [
    'moves only',
    '+ quickDeadCheck, unscreened (before)',
    '+ quickDeadCheck, screened (after)',
    '+ isInsufficientMaterial(pos.board) + quickDeadCheck',
    '+ isInsufficientMaterial(pos) + quickDeadCheck',
  ];
  rates.forEach((rate, i) => {
    const perPly = 1e6 / rate / moves.length;
    const extra = i === 0 ? '' : `  ${(bare / rate).toFixed(2)}x the moves only`;
    console.log(`  ${labels[i]!.padEnd(54)} ${perPly.toFixed(2).padStart(6)} µs/ply${extra}`);
  });
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.floor(q * (sorted.length - 1))]!;

function fullVerdicts(positions: Array<{ pos: Position; row: Row }>): void {
  const times: number[] = [];
  let wrong = 0;
  let unknown = 0;
  let settled = 0;
  for (const { pos, row } of positions) {
    const start = performance.now();
    const analysis = analyzeDeadPosition(pos);
    times.push(performance.now() - start);
    for (const color of ['white', 'black'] as const) {
      const verdict = analysis[color].verdict;
      if (row.chaUndeterminedFor?.includes(color)) continue;
      settled++;
      if (verdict === 'unknown') unknown++;
      else if ((verdict === 'unwinnable') !== row.unwinnableFor.includes(color)) wrong++;
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nanalyzeDeadPosition on the CHA positions (node budget ${DEFAULT_NODE_BUDGET} per side):`,
  );
  console.log(
    `  per position: median ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms, max ${quantile(times, 1).toFixed(1)} ms`,
  );
  console.log(
    `  wrong verdicts: ${wrong}; unknown: ${unknown}/${settled} (${((100 * unknown) / settled).toFixed(2)}%)`,
  );
}

export function run(): void {
  const cha = loadCha();
  console.log('\nquickDeadCheck per position, before and after the screen (best of 3):');
  perPosition(
    `CHA test positions (${cha.length})`,
    cha.map((c) => c.pos),
  );
  const random = randomGamePositions(200, 300, 2024);
  perPosition(`seeded random games (200, ${random.length} positions)`, random);
  if (existsSync(SOURCES)) {
    const real = realGamePositions(SOURCES);
    perPosition(`real games (${real.games}, ${real.positions.length} positions)`, real.positions);
  } else console.log(`  real games: ${SOURCES} not found, skipped`);
  afterEveryMove();
  fullVerdicts(cha);
}
