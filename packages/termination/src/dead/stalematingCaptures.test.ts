import { parseSquare, SquareSet } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { type StalemateInput, stalematingCaptures } from './stalematingCaptures.js';

const squares = (...names: string[]) => SquareSet.fromSquares(names.map((n) => parseSquare(n)!));

// White can only shuffle Kh3-Kh4 behind g2/f3/h5; Black's king roams the first two ranks.
const wall: Omit<StalemateInput, 'takerRoles'> = {
  ownerKing: squares('h3', 'h4'),
  ownerPassable: squares('h3', 'h4'),
  takerKing: squares('e1', 'f1', 'g1', 'h1', 'e2', 'f2', 'h2'),
  walls: squares('g2', 'f3', 'g3', 'f4', 'f5', 'h5', 'h6'),
};

describe('king captures that stalemate a side left with king moves only', () => {
  it('L-5.2.2 Kxg2 with the white king on h4 leaves it no square: g2 stays on the board', () => {
    expect(stalematingCaptures(squares('g2'), { ...wall, takerRoles: ['bishop'] })).toEqual(
      squares('g2'),
    );
  });

  it('L-5.2.2 not when the capture may uncover a check: Kh2xg2 opens the h-file for a rook', () => {
    expect(stalematingCaptures(squares('g2'), { ...wall, takerRoles: ['rook'] }).isEmpty()).toBe(
      true,
    );
  });

  it('L-5.2.2 not when the owner keeps a square away from the taken pawn', () => {
    const roomier: StalemateInput = {
      ...wall,
      ownerPassable: squares('h3', 'h4', 'g4'),
      takerRoles: ['bishop'],
    };
    expect(stalematingCaptures(squares('g2'), roomier).isEmpty()).toBe(true);
  });
});
