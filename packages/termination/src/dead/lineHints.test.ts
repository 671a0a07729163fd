import { opposite } from '@chesslaws/board';
import { type Move, Position, type ReadonlyPosition } from '@chesslaws/moves';
import { seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { analyzeWinnability } from './winnability.js';

/** True when `line` is legal move by move from `pos` and mates the side that is not `winner`. */
function mates(pos: ReadonlyPosition, winner: 'white' | 'black', line: readonly Move[]): boolean {
  const walker = pos.clone({ undo: false });
  for (const move of line) {
    if (!walker.isLegal(move)) return false;
    walker.play(move);
  }
  return walker.turn === opposite(winner) && walker.isCheckmate();
}

describe('reusing mating lines (reuseLines) after every move of a game', () => {
  it('L-5.2.2 answers as the search alone, and every line it gives mates', () => {
    const random = seededRandom(testRun().seed);
    const pos = Position.default();
    const wrong: string[] = [];
    let reused = 0;
    for (let ply = 0; ply < 60; ply++) {
      for (const side of ['white', 'black'] as const) {
        const alone = analyzeWinnability(pos, side, { nodeBudget: 20_000 });
        const hinted = analyzeWinnability(pos, side, { nodeBudget: 20_000, reuseLines: true });
        if (hinted.verdict === 'winnable') {
          if (hinted.nodes === 0 && ply > 0) reused++;
          if (!mates(pos, side, hinted.line))
            wrong.push(`ply ${ply} ${side}: a line that does not mate`);
        }
        if (alone.verdict !== 'unknown' && alone.verdict !== hinted.verdict)
          wrong.push(`ply ${ply} ${side}: ${hinted.verdict}, alone ${alone.verdict}`);
      }
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos.play(moves[Math.floor(random() * moves.length)]!);
    }
    expect(wrong).toEqual([]);
    expect(reused).toBeGreaterThan(0);
  });
});
