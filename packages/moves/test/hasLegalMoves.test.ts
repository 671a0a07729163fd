import { seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import { Position } from '../src/index.js';
import { readSuite, rowPosition } from './perftData.js';

/** Positions where `hasLegalMoves` and the full move list disagree, as FENs. */
function disagreements(positions: Iterable<Position>): string[] {
  const out: string[] = [];
  for (const pos of positions)
    if (pos.hasLegalMoves() !== pos.legalMoves().length > 0)
      out.push(pos.toSetup().board.toString());
  return out;
}

describe('hasLegalMoves (the quick test before a full generation)', () => {
  it.each([
    ['L-5.1.1 a back-rank mate', 'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', false],
    ['L-5.2.1 a stalemate with pieces that cannot move', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', false],
    ['L-5.2.1 a stalemate with a blocked pawn', 'k7/2Q5/8/8/8/p7/P7/K7 b - - 0 1', false],
    [
      'L-3.9 a pinned knight and a blocked pawn: the king still steps',
      '8/8/8/8/p7/P7/kn6/2Q1K3 b - - 0 1',
      true,
    ],
    ['L-3.7 a pawn push is the one move', '8/8/8/8/8/4p3/7Q/k1K5 b - - 0 1', true],
  ] as const)('%s', (_, fen, expected) => {
    const pos = Position.fromFen(fen);
    if (!pos.ok) throw pos.error;
    expect(pos.value.hasLegalMoves()).toBe(pos.value.legalMoves().length > 0);
    expect(pos.value.hasLegalMoves()).toBe(expected);
  });

  it('L-5.1.1 L-5.2.1 agrees with the move list on the perft suites and seeded random games', () => {
    const positions: Position[] = [];
    for (const file of ['standard-random.jsonl', 'tricky.jsonl', 'standard-perftsuite.jsonl'])
      for (const row of readSuite(file))
        if (row.variant !== 'chess960') positions.push(rowPosition(row));
    const random = seededRandom(testRun().seed);
    for (let game = 0; game < 300; game++) {
      const pos = Position.default();
      for (let ply = 0; ply < 300; ply++) {
        positions.push(pos.clone({ undo: false }));
        const moves = pos.legalMoves();
        if (moves.length === 0) break;
        pos.play(moves[Math.floor(random() * moves.length)]!);
      }
      positions.push(pos.clone({ undo: false }));
    }
    expect(disagreements(positions)).toEqual([]);
    // Random games reach mates and stalemates too: both answers are tested.
    expect(positions.some((p) => !p.hasLegalMoves())).toBe(true);
  });
});
