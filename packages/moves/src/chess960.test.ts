import { Board } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { chess960BackRank, chess960Number, chess960Setup } from './chess960.js';
import { makeFen } from './fen.js';
import { Position } from './position.js';

const letters = (n: number): string =>
  chess960BackRank(n)
    .map(
      (role) => ({ pawn: 'P', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' })[role],
    )
    .join('');

describe('Chess960 start positions (L-G2)', () => {
  it('L-G2 number 518 is the standard array', () => {
    expect(letters(518)).toBe('RNBQKBNR');
    expect(chess960Setup(518).board.equals(Board.default())).toBe(true);
    expect(makeFen(Position.chess960(518))).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    );
  });

  it('L-G2 known numbers from the standard scheme', () => {
    expect(letters(0)).toBe('BBQNNRKR');
    expect(letters(1)).toBe('BQNBNRKR');
    expect(letters(959)).toBe('RKRNNQBB');
    expect(letters(534)).toBe('RNBKQBNR');
  });

  it('L-G2 all 960 arrays are distinct, legal, and their numbers come back', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 960; n++) {
      const rank = letters(n);
      seen.add(rank);
      expect(rank).toMatch(/^[^K]*R[^R]*K[^R]*R[^K]*$/);
      const bishops = [...rank].flatMap((c, file) => (c === 'B' ? [file % 2] : []));
      expect(bishops.sort()).toEqual([0, 1]);
      expect(chess960Number(chess960Setup(n).board)).toBe(n);
    }
    expect(seen.size).toBe(960);
  });

  it('L-G2 every start position has 20 moves and castling rights on both rooks', () => {
    for (const n of [0, 123, 518, 959]) {
      const pos = Position.chess960(n);
      expect(pos.legalMoves()).toHaveLength(20);
      expect(pos.castlingRights.size()).toBe(4);
    }
  });

  it('chess960Number is undefined for a board that is no start position', () => {
    const board = Board.default();
    board.take(12);
    expect(chess960Number(board)).toBeUndefined();
    expect(chess960Number(Board.empty())).toBeUndefined();
  });

  it('throws RangeError outside 0..959', () => {
    expect(() => Position.chess960(960)).toThrow(RangeError);
    expect(() => chess960Setup(-1)).toThrow(RangeError);
    expect(() => chess960Setup(1.5)).toThrow(RangeError);
  });
});
