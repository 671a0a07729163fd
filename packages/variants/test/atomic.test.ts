// Atomic positions that only atomic allows, read from their FEN (regressions of the
// differential test against chessops, seed 1: atomic game 29).
import { makeFen, Position, parseUci } from '@chesslaws/moves';
import { describe, expect, it } from 'vitest';
import { atomic } from '../src/index.js';

describe('atomic FENs', () => {
  it('V-atomic a king stepping away from the other can uncover three checks at once; the FEN reads back', () => {
    const variant = atomic();
    // Kings side by side on f7 and f6: no check, though knights d6 and d8 and the rook h7 aim at f7.
    const before = Position.fromFen('2rn4/5K1r/p2n1k1p/2p4P/3P4/1P6/6R1/8 b - - 5 51', { variant });
    if (!before.ok) throw before.error;
    const pos = before.value;
    pos.play(parseUci('f6f5')!);
    expect(pos.checkers().size()).toBe(3);
    const fen = makeFen(pos);
    expect(fen).toBe('2rn4/5K1r/p2n3p/2p2k1P/3P4/1P6/6R1/8 w - - 6 52');
    const again = Position.fromFen(fen, { variant });
    expect(again.ok ? makeFen(again.value) : again.error.message).toBe(fen);
  });
});
