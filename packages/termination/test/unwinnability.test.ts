/**
 * L-5.2.2 / L-6.9 on the 1803 CHA test positions (test/data/unwinnability.jsonl, D3-Chess test
 * vectors): for each position and colour, "can this side still mate?".
 * - No wrong verdict ever: `unwinnable` only for positions labelled unwinnable, and every
 *   `winnable` answer carries a line that replays to mate.
 * - `unknown` (budget exhausted) stays under MAX_UNKNOWN_RATE of the answers the reference
 *   settles; the rate is printed. Checking the target (1% at the default budget of
 *   200 000 nodes) takes about two minutes of search over these 3586 answers, too long for this
 *   suite on 2 shared cores: it runs every position at a smaller budget instead and asserts the
 *   rate measured there (README, "Numbers", has the default-budget figures).
 */
import { readFileSync } from 'node:fs';
import type { Color } from '@chesslaws/board';
import type { Position } from '@chesslaws/moves';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeWinnability } from '../src/dead/winnability.js';
import { fen } from './helpers.js';

interface Row {
  fen: string;
  label: string;
  unwinnableFor: Color[];
  chaUndeterminedFor?: Color[];
  source: string;
}

const NODE_BUDGET = 15_000;
// Measured: 290 / 3586 = 8.1% at this budget (0.6% at the default budget, under the 1% target).
// The search is deterministic; the bit of room covers a change in the order the moves package
// generates moves, which the search paths follow.
const MAX_UNKNOWN_RATE = 0.083;
const CHUNK = 200;

const rows: Row[] = readFileSync(new URL('./data/unwinnability.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Row);
// One row of the vectors has only placement and turn: complete the FEN.
const fenOf = (row: Row): string =>
  row.fen.split(' ').length < 4 ? `${row.fen} - - 0 1` : row.fen;

function replaysToMate(
  start: Position,
  winner: Color,
  line: readonly { from: number; to: number }[],
): boolean {
  const pos = start.clone();
  for (const move of line) {
    if (!pos.isLegal(move)) return false;
    pos.play(move);
  }
  return pos.isCheckmate() && pos.turn !== winner;
}

let settled = 0;
let unknown = 0;

describe('L-5.2.2 L-6.9 unwinnability on the CHA test vectors', () => {
  for (let first = 0; first < rows.length; first += CHUNK) {
    const chunk = rows.slice(first, first + CHUNK);
    it(`L-6.9 positions ${first + 1}-${first + chunk.length}: no wrong verdict, mating lines replay`, () => {
      const wrong: string[] = [];
      for (const row of chunk) {
        const pos = fen(fenOf(row));
        for (const color of ['white', 'black'] as const) {
          const result = analyzeWinnability(pos, color, { nodeBudget: NODE_BUDGET });
          const referenceSettles = !row.chaUndeterminedFor?.includes(color);
          if (referenceSettles) settled++;
          if (result.verdict === 'unknown') {
            if (referenceSettles) unknown++;
            continue;
          }
          const truth = row.unwinnableFor.includes(color) ? 'unwinnable' : 'winnable';
          if (result.verdict !== truth) wrong.push(`${row.source} ${color}: ${result.verdict}`);
          if (result.verdict === 'winnable' && !replaysToMate(pos, color, result.line)) {
            wrong.push(`${row.source} ${color}: line does not mate`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it(`L-5.2.2 unknown answers stay under ${MAX_UNKNOWN_RATE * 100}% of the settled cases`, () => {
    expect(settled).toBe(rows.length * 2 - 20); // 19 rows undecided by CHA, one of them for both colours
    expect(unknown / settled).toBeLessThanOrEqual(MAX_UNKNOWN_RATE);
  });

  afterAll(() => {
    console.log(
      `unwinnability: ${unknown}/${settled} unknown (${((100 * unknown) / settled).toFixed(2)}%), budget ${NODE_BUDGET} nodes`,
    );
  });
});
