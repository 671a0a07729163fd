import { parseSquare, SquareSet } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { fen } from '../../test/helpers.js';
import { mayAnyCastle, mayCastle } from './futureCastling.js';

const sq = (name: string) => parseSquare(name)!;
const walls = (...names: string[]) => SquareSet.fromSquares(names.map(sq));

describe('castling that may still happen, from the placement alone', () => {
  it('L-3.8 a rook beside its king on the first rank may castle while the path is no wall', () => {
    const board = fen('4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1').board;
    expect(mayCastle(board, sq('h1'), SquareSet.empty())).toBe(true);
    expect(mayCastle(board, sq('h1'), walls('g1'))).toBe(false);
    // Queenside: the king goes to c1, the rook to d1; b1 must be empty too.
    expect(mayCastle(board, sq('a1'), walls('b1'))).toBe(false);
    expect(mayAnyCastle(board, 'white', walls('g1', 'b1'))).toBe(false);
  });

  it('L-G2 Chess960: the rook passes its own king, which stays on c1', () => {
    const board = fen('4k3/8/8/8/8/8/8/RK6 w A - 0 1').board;
    expect(mayCastle(board, sq('a1'), walls('e1'))).toBe(true);
    expect(mayCastle(board, sq('a1'), walls('d1'))).toBe(false);
  });

  it('L-3.8 a rook off its first rank, or without its king there, never castles', () => {
    const board = fen('4k3/8/8/8/8/8/R3K3/7R w - - 0 1').board;
    expect(mayCastle(board, sq('a2'), SquareSet.empty())).toBe(false);
    expect(mayCastle(board, sq('h1'), SquareSet.empty())).toBe(false);
  });
});
