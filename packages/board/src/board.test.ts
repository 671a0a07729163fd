import { describe, expect, it } from 'vitest';
import { Board, PIECES } from './board.js';
import { makeSquare, parseSquare } from './square.js';

describe('Board', () => {
  it('L-2.4 the start position: RNBQKBNR on rank 1, pawns on ranks 2 and 7, mirrored for Black', () => {
    const board = Board.default();
    const rank = (r: string) =>
      'abcdefgh'
        .split('')
        .map((f) => {
          const p = board.get(parseSquare(`${f}${r}`)!);
          if (!p) return '.';
          const letter = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' }[
            p.role
          ];
          return p.color === 'white' ? letter.toUpperCase() : letter;
        })
        .join('');
    expect(rank('1')).toBe('RNBQKBNR');
    expect(rank('2')).toBe('PPPPPPPP');
    for (const r of ['3', '4', '5', '6']) expect(rank(r)).toBe('........');
    expect(rank('7')).toBe('pppppppp');
    expect(rank('8')).toBe('rnbqkbnr');
    expect(board.occupied.size()).toBe(32);
    expect(board.kingOf('white')).toBe(parseSquare('e1'));
    expect(board.kingOf('black')).toBe(parseSquare('e8'));
  });

  it('set, take and get keep colour, role and occupancy sets consistent', () => {
    const board = Board.empty();
    expect(board.set(parseSquare('e4'), { color: 'white', role: 'knight' })).toBeUndefined();
    const replaced = board.set(parseSquare('e4'), { color: 'black', role: 'queen' });
    expect(replaced).toEqual({ color: 'white', role: 'knight' });
    expect(board.get(parseSquare('e4'))).toEqual({ color: 'black', role: 'queen' });
    expect(board.byRole.knight.isEmpty()).toBe(true);
    expect(board.byColor.white.isEmpty()).toBe(true);
    expect(board.take(parseSquare('e4'))).toEqual({ color: 'black', role: 'queen' });
    expect(board.take(parseSquare('e4'))).toBeUndefined();
    expect(board.occupied.isEmpty()).toBe(true);
    expect(board.get(parseSquare('e4'))).toBeUndefined();
    expect(board.getColor(parseSquare('e4'))).toBeUndefined();
    expect(board.getRole(parseSquare('e4'))).toBeUndefined();
  });

  it('clone is independent of the original', () => {
    const a = Board.default();
    const b = a.clone();
    b.take(parseSquare('e2'));
    expect(a.has(parseSquare('e2'))).toBe(true);
    expect(b.has(parseSquare('e2'))).toBe(false);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(Board.default())).toBe(true);
  });

  it('pieces, material, sliders and iteration', () => {
    const board = Board.default();
    expect(board.pieces('white', 'knight').toArray().map(makeSquare)).toEqual(['b1', 'g1']);
    expect(board.material().black).toEqual({
      pawn: 8,
      knight: 2,
      bishop: 2,
      rook: 2,
      queen: 1,
      king: 1,
    });
    expect(board.rooksAndQueens().size()).toBe(6);
    expect(board.bishopsAndQueens().size()).toBe(6);
    const seen = [...board];
    expect(seen).toHaveLength(32);
    expect(seen[0]).toEqual([0, { color: 'white', role: 'rook' }]);
    expect(PIECES).toHaveLength(12);
  });

  it('kingOf is undefined without exactly one king', () => {
    const board = Board.empty();
    expect(board.kingOf('white')).toBeUndefined();
    board.set(0, { color: 'white', role: 'king' });
    board.set(1, { color: 'white', role: 'king' });
    expect(board.kingOf('white')).toBeUndefined();
  });
});
