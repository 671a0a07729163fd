/**
 * Dead positions and unwinnability (@chesslaws/termination) on the 1803 CHA test positions
 * (packages/termination/test/data/unwinnability.jsonl), both questions per position:
 * - the static check (`quickDeadCheck`) in µs per position, the one a UI runs after every move;
 * - the full verdict (`analyzeDeadPosition`, default node budget): median / p99 / max time per
 *   position, wrong verdicts (must be 0) and the unknown rate.
 */
import { readFileSync } from 'node:fs';
import { Position } from '@chesslaws/moves';
import { analyzeDeadPosition, DEFAULT_NODE_BUDGET, quickDeadCheck } from '@chesslaws/termination';
import { measure } from './harness.js';

interface Row {
  fen: string;
  unwinnableFor: string[];
  chaUndeterminedFor?: string[];
}

function load(): Array<{ pos: Position; row: Row }> {
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

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.floor(q * (sorted.length - 1))]!;

export function run(): void {
  const positions = load();
  const staticRun = measure({
    name: 'quickDeadCheck',
    run: () => {
      for (const { pos } of positions) quickDeadCheck(pos);
      return positions.length;
    },
  });
  console.log(
    `\nquickDeadCheck: ${(1e6 / staticRun.opsPerSecond).toFixed(1)} µs/position (${positions.length} positions)`,
  );

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
  console.log(`analyzeDeadPosition (node budget ${DEFAULT_NODE_BUDGET} per side):`);
  console.log(
    `  per position: median ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms, max ${quantile(times, 1).toFixed(1)} ms`,
  );
  console.log(
    `  wrong verdicts: ${wrong}; unknown: ${unknown}/${settled} (${((100 * unknown) / settled).toFixed(2)}%)`,
  );
}
