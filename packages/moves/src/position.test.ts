import { makeSquare, parseSquare, type Square, type SquareSet } from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import { INITIAL_FEN, makeFen, parseFen } from './fen.js';
import { type Move, makeUci, parseUci } from './move.js';
import { IllegalMoveError, MAX_MOVES, Position } from './position.js';
import { defaultSetup } from './setup.js';
import type { PositionOptions } from './validate.js';

const sq = (name: string): Square => parseSquare(name)!;
const pos = (fen: string, opts: PositionOptions = {}): Position => {
  const result = Position.fromFen(fen, opts);
  if (!result.ok) throw result.error;
  return result.value;
};
const uci = (str: string): Move => parseUci(str)!;
const ucis = (p: Position): string[] =>
  p
    .legalMoves()
    .map((m) => makeUci(p, m))
    .sort();
const names = (set: SquareSet): string[] => [...set].map(makeSquare);

describe('Position basics', () => {
  it('L-2.4 default() hands out independent start positions', () => {
    const first = Position.default();
    first.play({ from: 12, to: 28 }); // e2e4
    const buffer = new Int32Array(MAX_MOVES);
    first.generate(buffer);
    first.make(buffer[0]!);
    const second = Position.default();
    expect(makeFen(second)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const fresh = Position.fromFen(INITIAL_FEN);
    expect(fresh.ok && second.hash() === fresh.value.hash()).toBe(true);
    expect(makeFen(first)).not.toBe(makeFen(second));
  });

  it('L-2.4 the start position has 20 moves and the standard FEN', () => {
    const p = Position.default();
    expect(p.legalMoves()).toHaveLength(20);
    expect(makeFen(p)).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(p.turn).toBe('white');
    expect(p.chess960).toBe(false);
  });

  it('reads and writes its state', () => {
    const p = pos('r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 3 17');
    expect(p.epSquare).toBe(sq('d6'));
    expect(p.halfmoves).toBe(3);
    expect(p.fullmoves).toBe(17);
    expect(names(p.castlingRights)).toEqual(['a1', 'h1', 'a8', 'h8']);
    expect(p.pieceAt(sq('e5'))).toEqual({ color: 'white', role: 'pawn' });
    expect(p.pieceAt(sq('e4'))).toBeUndefined();
    expect(p.kingSquare('black')).toBe(sq('e8'));
    expect(names(p.piecesOf('white', 'rook'))).toEqual(['a1', 'h1']);
    expect(p.piecesOf('black').size()).toBe(4);
    expect(p.occupied().size()).toBe(8);
    expect(makeFen(p.toSetup())).toBe('r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 3 17');
  });

  it('board is a copy the caller may change', () => {
    const p = Position.default();
    const board = p.board;
    board.take(sq('e2'));
    expect(p.pieceAt(sq('e2'))).toEqual({ color: 'white', role: 'pawn' });
    expect(p.board.equals(parseFen(makeFen(p)).ok ? Position.default().board : board)).toBe(true);
  });

  it('clone is independent', () => {
    const p = Position.default();
    const q = p.clone();
    q.play(uci('e2e4'));
    expect(p.pieceAt(sq('e2'))).toBeDefined();
    expect(q.pieceAt(sq('e4'))).toBeDefined();
    expect(q.turn).toBe('black');
  });

  it('clone shares nothing with its source, either way: board, key, counters, undo records', () => {
    const p = Position.default();
    const buffer = new Int32Array(MAX_MOVES);
    p.generate(buffer, 0);
    p.make(buffer[0]!);
    const q = p.clone();
    const before = { fen: makeFen(p), hash: p.hash(), depth: p.undoDepth };
    q.play(uci('e7e5'));
    q.generate(buffer, 0);
    q.make(buffer[0]!);
    expect({ fen: makeFen(p), hash: p.hash(), depth: p.undoDepth }).toEqual(before);
    const copied = { fen: makeFen(q), hash: q.hash(), depth: q.undoDepth };
    p.unmake();
    p.play(uci('d2d4'));
    expect({ fen: makeFen(q), hash: q.hash(), depth: q.undoDepth }).toEqual(copied);
    q.unmake();
    q.unmake();
    expect(q.hash()).toBe(Position.default().hash());
  });

  it('reserveUndo keeps the records already made and makes room for more', () => {
    const p = Position.default();
    const buffer = new Int32Array(MAX_MOVES);
    const fens = [makeFen(p)];
    p.generate(buffer, 0);
    p.make(buffer[0]!);
    fens.push(makeFen(p));
    p.reserveUndo(300);
    // 300 more moves, then all taken back in order.
    for (let i = 0; i < 300; i++) {
      const n = p.generate(buffer, 0);
      p.make(buffer[i % n]!);
      fens.push(makeFen(p));
    }
    expect(p.undoDepth).toBe(301);
    p.reserveUndo(0);
    for (let i = 300; i >= 0; i--) {
      expect(makeFen(p)).toBe(fens[i + 1]);
      p.unmake();
    }
    expect(makeFen(p)).toBe(fens[0]);
  });

  it('clone copies the undo records, unless asked not to', () => {
    const p = Position.default();
    const buffer = new Int32Array(MAX_MOVES);
    p.generate(buffer, 0);
    p.make(buffer[0]!);
    const withUndo = p.clone();
    const without = p.clone({ undo: false });
    expect(withUndo.undoDepth).toBe(1);
    expect(without.undoDepth).toBe(0);
    expect(without.hash()).toBe(p.hash());
    expect(makeFen(without)).toBe(makeFen(p));
    withUndo.unmake();
    expect(withUndo.hash()).toBe(Position.default().hash());
    // The copy without records still makes and unmakes its own moves.
    without.generate(buffer, 0);
    without.make(buffer[0]!);
    without.unmake();
    expect(without.hash()).toBe(p.hash());
  });

  it('fromSetup rejects an illegal position with every problem listed', () => {
    const result = Position.fromFen('8/8/8/8/8/8/8/8 w - - 0 1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('ERR_POSITION');
  });

  it('L-3.10 ERR_KINGS cannot be waived: the rules need one king a side', () => {
    const setup = parseFen('8/8/8/8/8/8/8/4K3 w - - 0 1');
    if (!setup.ok) throw setup.error;
    const result = Position.fromSetup(setup.value, { ignore: ['ERR_KINGS'] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.problems.map((p) => p.code)).toContain('ERR_KINGS');
    expect(Position.fromFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1', { ignore: ['ERR_KINGS'] }).ok).toBe(
      true,
    );
  });

  it('fromFen passes on FEN syntax errors', () => {
    const result = Position.fromFen('not a fen');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toMatch(/^ERR_FEN/);
  });

  it('L-3.10 lenient mode drops castling rights and e.p. squares that cannot be right', () => {
    const p = pos('r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq e3 0 1', { mode: 'lenient' });
    expect(names(p.castlingRights)).toEqual(['a1', 'h1']);
    expect(p.epSquare).toBeUndefined();
  });
});

describe('copyBitboards', () => {
  it('L-2.1 writes, for every piece code, the squares piecesOf gives, in two halves (0 and 8: each side)', () => {
    const p = Position.default();
    const lo = new Int32Array(16).fill(-1);
    const hi = new Int32Array(16).fill(-1);
    // A game with captures, castling and a promotion square ahead: the sets change each move.
    for (const m of 'e2e4 d7d5 e4d5 g8f6 f1b5 c7c6 d5c6 d8d6 g1f3 c8g4 e1g1 b8d7 c6b7'.split(' ')) {
      p.play(uci(m));
      p.copyBitboards(lo, hi);
      for (const color of ['white', 'black'] as const)
        for (const role of [
          undefined,
          'pawn',
          'knight',
          'bishop',
          'rook',
          'queen',
          'king',
        ] as const) {
          const code =
            (color === 'white' ? 0 : 8) |
            (role ? ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'].indexOf(role) + 1 : 0);
          const set = p.piecesOf(color, role);
          expect([lo[code], hi[code]], `${m}: ${color} ${role ?? 'pieces'}`).toEqual([
            set.lo,
            set.hi,
          ]);
        }
    }
  });
});

describe('moves', () => {
  it('play mutates and throws IllegalMoveError on an illegal move', () => {
    const p = Position.default();
    expect(() => p.play(uci('e2e5'))).toThrow(IllegalMoveError);
    p.play(uci('g1f3'));
    expect(makeFen(p)).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
  });

  it('movesFrom and dests', () => {
    const p = Position.default();
    expect(p.movesFrom(sq('g1')).map((m) => makeSquare(m.to))).toEqual(['f3', 'h3']);
    expect(p.movesFrom(sq('e4'))).toEqual([]);
    expect(p.dests().get(sq('b1'))?.map(makeSquare).sort()).toEqual(['a3', 'c3']);
    const castle = pos('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    expect(castle.dests().get(sq('e1'))?.map(makeSquare).sort()).toEqual(
      ['a1', 'c1', 'd1', 'd2', 'e2', 'f1', 'f2', 'g1', 'h1'].sort(),
    );
  });

  it('move predicates', () => {
    const p = pos('r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1');
    expect(p.isEnPassant(uci('e5d6'))).toBe(true);
    expect(p.isCapture(uci('e5d6'))).toBe(true);
    expect(p.capturedPiece(uci('e5d6'))).toEqual({ color: 'black', role: 'pawn' });
    expect(p.isZeroing(uci('e5e6'))).toBe(true);
    expect(p.isZeroing(uci('a1b1'))).toBe(false);
    expect(p.isCapture(uci('a1a8'))).toBe(true);
    expect(p.capturedPiece(uci('a1a8'))).toEqual({ color: 'black', role: 'rook' });
    expect(p.isCastling(uci('e1h1'))).toBe(true);
    expect(p.isCastling(uci('e1g1'))).toBe(true);
    expect(p.isCapture(uci('e1h1'))).toBe(false);
    expect(p.isCastling(uci('e1f1'))).toBe(false);
    expect(p.movedPiece(uci('e1f1'))).toEqual({ color: 'white', role: 'king' });
  });

  it('L-5.1.1 checkmate and L-5.2.1 stalemate', () => {
    const mate = pos('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
    expect(mate.isCheck()).toBe(true);
    expect(mate.isCheckmate()).toBe(true);
    expect(mate.isStalemate()).toBe(false);
    expect(mate.hasLegalMoves()).toBe(false);
    expect(names(mate.checkers())).toEqual(['h4']);
    const stale = pos('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
    expect(stale.isStalemate()).toBe(true);
    expect(stale.isCheckmate()).toBe(false);
    expect(stale.isCheck()).toBe(false);
  });

  it('L-3.9 a pinned piece moves only along the pin line', () => {
    const p = pos('4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1');
    expect(names(p.pinned())).toEqual(['e2']);
    expect(p.movesFrom(sq('e2')).map((m) => makeSquare(m.to))).toEqual([
      'e3',
      'e4',
      'e5',
      'e6',
      'e7',
    ]);
    const knight = pos('4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1');
    expect(knight.movesFrom(sq('e2'))).toEqual([]);
    const diagonal = pos('4k3/8/8/8/7b/8/5P2/4K3 w - - 0 1');
    expect(diagonal.movesFrom(sq('f2'))).toEqual([]);
  });

  it('L-3.9 no move may leave the king in check; check by a pinned piece is still check', () => {
    // The black knight on e4 is pinned to its king, yet it gives check to White's king on d2.
    const p = pos('4k3/4r3/8/8/4n3/8/3K4/4R3 w - - 0 1');
    expect(p.isCheck()).toBe(true);
    expect(names(p.checkers())).toEqual(['e4']);
    for (const move of p.legalMoves()) {
      const next = p.clone();
      next.play(move);
      const king = next.kingSquare('white');
      expect(next.legalMoves().some((reply) => reply.to === king)).toBe(false);
    }
    expect(ucis(p)).not.toContain('d2c3'); // c3 is attacked by the knight
    expect(ucis(p)).toContain('e1e4');
  });

  it('L-3.7 pawn steps: one forward, two from the start rank if both empty', () => {
    const p = pos('4k3/8/8/8/8/4n3/3P3P/4K3 w - - 0 1');
    expect(p.movesFrom(sq('h2')).map((m) => makeSquare(m.to))).toEqual(['h3', 'h4']);
    expect(
      p
        .movesFrom(sq('d2'))
        .map((m) => makeSquare(m.to))
        .sort(),
    ).toEqual(['d3', 'd4', 'e3']);
    const blocked = pos('4k3/8/8/8/3n4/8/3P4/4K3 w - - 0 1');
    expect(blocked.movesFrom(sq('d2')).map((m) => makeSquare(m.to))).toEqual(['d3']);
  });

  it('L-3.7 promotion to four roles, also when capturing', () => {
    const p = pos('1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1');
    expect(ucis(p).filter((m) => m.startsWith('a7'))).toEqual([
      'a7a8b',
      'a7a8n',
      'a7a8q',
      'a7a8r',
      'a7b8b',
      'a7b8n',
      'a7b8q',
      'a7b8r',
    ]);
    expect(p.isLegal(uci('a7a8'))).toBe(false);
    p.play(uci('a7b8n'));
    expect(makeFen(p)).toBe('1N2k3/8/8/8/8/8/8/4K3 b - - 0 1');
  });

  it('L-3.7 en passant only on the very next move', () => {
    const p = pos('4k3/8/8/4P3/8/8/8/4K3 b - - 0 1');
    p.play(uci('e8d8'));
    p.play(uci('e1d1'));
    const black = pos('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1');
    black.play(uci('d7d5'));
    expect(black.epSquare).toBe(sq('d6'));
    expect(black.isLegal(uci('e5d6'))).toBe(true);
    const later = black.clone();
    later.play(uci('e1d1'));
    later.play(uci('e8e7'));
    expect(later.epSquare).toBeUndefined();
    expect(later.isLegal(uci('e5d6'))).toBe(false);
    black.play(uci('e5d6'));
    expect(makeFen(black)).toBe('4k3/8/3P4/8/8/8/8/4K3 b - - 0 2');
  });

  it('L-3.7 en passant is illegal when it uncovers a check along the rank', () => {
    const p = pos('8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1');
    expect(p.epSquare).toBe(sq('c6'));
    expect(p.legalEpSquare()).toBeUndefined();
    expect(p.isLegal(uci('b5c6'))).toBe(false);
  });

  it('L-3.7 en passant captures a checking pawn', () => {
    const p = pos('8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1');
    expect(p.isCheck()).toBe(true);
    expect(p.isLegal(uci('e4d3'))).toBe(true);
  });
});

describe('castling (L-3.8)', () => {
  const both = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';

  it('L-3.8 castling is written e1g1 in standard chess and accepted both ways', () => {
    const p = pos(both);
    expect(ucis(p)).toContain('e1g1');
    expect(ucis(p)).toContain('e1c1');
    expect(p.normalizeMove(uci('e1g1'))).toEqual({ from: sq('e1'), to: sq('h1') });
    expect(p.normalizeMove(uci('e1h1'))).toEqual({ from: sq('e1'), to: sq('h1') });
    expect(p.normalizeMove(uci('e1c1'))).toEqual({ from: sq('e1'), to: sq('a1') });
    p.play(uci('e1g1'));
    expect(makeFen(p)).toBe('r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
    const q = pos(both);
    q.play(uci('e1a1'));
    expect(makeFen(q)).toBe('r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1');
  });

  it('L-3.8 no castling out of check', () => {
    const p = pos('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1'.replace('8/8/8/8/8/8', '8/8/4r3/8/8/8'));
    expect(p.isCheck()).toBe(true);
    expect(p.isLegal(uci('e1g1'))).toBe(false);
    expect(p.isLegal(uci('e1c1'))).toBe(false);
  });

  it('L-3.8 no castling through or into check', () => {
    const through = pos(
      'r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1'
        .replace('5r2', '8')
        .replace('8/8/8/8/8/8', '8/8/5r2/8/8/8'),
    );
    expect(through.isLegal(uci('e1g1'))).toBe(false);
    expect(through.isLegal(uci('e1c1'))).toBe(true);
    const into = pos('r3k2r/8/8/8/8/6r1/8/R3K2R w KQkq - 0 1');
    expect(into.isLegal(uci('e1g1'))).toBe(false);
    // b1 is attacked, but only the rook crosses it: queenside castling stays legal.
    const rookCrosses = pos('r3k2r/8/8/8/8/1r6/8/R3K2R w KQkq - 0 1');
    expect(rookCrosses.isLegal(uci('e1c1'))).toBe(true);
  });

  it('L-3.8 no castling with pieces between king and rook', () => {
    const p = pos('r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1');
    expect(p.isLegal(uci('e1g1'))).toBe(false);
    expect(p.isLegal(uci('e1c1'))).toBe(false);
  });

  it('L-3.8 castling is lost for good when the king or that rook moved', () => {
    const p = pos(both);
    p.play(uci('h1h2'));
    p.play(uci('a8a7'));
    p.play(uci('h2h1'));
    p.play(uci('a7a8'));
    expect(names(p.castlingRights)).toEqual(['a1', 'h8']);
    expect(p.isLegal(uci('e1g1'))).toBe(false);
    expect(p.isLegal(uci('e1c1'))).toBe(true);
    p.play(uci('e1d1'));
    p.play(uci('e8d8'));
    p.play(uci('d1e1'));
    expect(names(p.castlingRights)).toEqual([]);
  });

  it('L-3.8 a captured rook takes its castling right with it', () => {
    const p = pos('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    p.play(uci('a1a8'));
    expect(names(p.castlingRights)).toEqual(['h1', 'h8']);
  });
});

describe('Chess960 castling (L-G2)', () => {
  const c960 = (fen: string) => pos(fen, { chess960: true });

  it('L-G2 castling is written king-takes-rook and only that form is accepted', () => {
    const p = Position.chess960(518);
    expect(p.chess960).toBe(true);
    p.play(uci('g1f3'));
    p.play(uci('g8f6'));
    p.play(uci('e2e3'));
    p.play(uci('e7e6'));
    p.play(uci('f1e2'));
    p.play(uci('f8e7'));
    expect(ucis(p)).toContain('e1h1');
    expect(ucis(p)).not.toContain('e1g1');
    expect(p.isLegal(uci('e1g1'))).toBe(false);
    p.play(uci('e1h1'));
    expect(makeFen(p)).toBe('rnbqk2r/ppppbppp/4pn2/8/8/4PN2/PPPPBPPP/RNBQ1RK1 b kq - 3 4');
  });

  it('L-G2 king and rook swap squares (king f1, rook g1)', () => {
    const p = c960('4k3/8/8/8/8/8/8/5KR1 w G - 0 1');
    expect(ucis(p)).toContain('f1g1');
    p.play(uci('f1g1'));
    expect(makeFen(p, { castling: 'shredder' })).toBe('4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
  });

  it('L-G2 king already on g1: only the rook moves', () => {
    const p = c960('4k3/8/8/8/8/8/8/6KR w H - 0 1');
    p.play(uci('g1h1'));
    expect(makeFen(p, { castling: 'shredder' })).toBe('4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
  });

  it('L-G2 rook already on f1: only the king moves', () => {
    const p = c960('4k3/8/8/8/8/8/8/3K1R2 w F - 0 1');
    p.play(uci('d1f1'));
    expect(makeFen(p, { castling: 'shredder' })).toBe('4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
  });

  it('L-G2 the square the rook lands on must be empty, except for the king', () => {
    // a-side castling: king d1 -> c1, rook a1 -> d1, the king's own square: legal.
    const ontoKing = c960('4k3/8/8/8/8/8/8/R2K4 w A - 0 1');
    expect(ontoKing.isLegal(uci('d1a1'))).toBe(true);
    ontoKing.play(uci('d1a1'));
    expect(makeFen(ontoKing, { castling: 'shredder' })).toBe('4k3/8/8/8/8/8/8/2KR4 b - - 1 1');
    // h-side castling with the rook on c1: the bishop on e1 stands in the king's way.
    expect(c960('4k3/8/8/8/8/8/8/1KR1B3 w C - 0 1').isLegal(uci('b1c1'))).toBe(false);
    const rookToOccupied = c960('4k3/8/8/8/8/8/8/RK1N4 w A - 0 1');
    expect(rookToOccupied.isLegal(uci('b1a1'))).toBe(false);
  });

  it('L-G2 no castling when lifting the castling rook uncovers an attack on the king', () => {
    // King c1 stays on c1, rook b1 goes to d1: then the queen on a1 attacks c1.
    const p = c960('4k3/8/8/8/8/8/8/qRK5 w B - 0 1');
    expect(p.isLegal(uci('c1b1'))).toBe(false);
  });

  it('L-G2 no castling through an attacked square the king crosses', () => {
    const p = c960('4k3/8/8/8/8/8/3r4/1K4R1 w G - 0 1');
    // King b1 -> g1 crosses d1, attacked by the rook on d2.
    expect(p.isLegal(uci('b1g1'))).toBe(false);
    const free = c960('4k3/8/8/8/8/8/8/1K4R1 w G - 0 1');
    expect(free.isLegal(uci('b1g1'))).toBe(true);
    free.play(uci('b1g1'));
    expect(makeFen(free, { castling: 'shredder' })).toBe('4k3/8/8/8/8/8/8/5RK1 b - - 1 1');
  });

  it('L-G2 all squares between the king and its destination must be empty but for the rook', () => {
    const p = c960('4k3/8/8/8/8/8/8/1KN3R1 w G - 0 1');
    expect(p.isLegal(uci('b1g1'))).toBe(false);
  });
});

describe('trust: position options', () => {
  it('a misspelt option or a value it cannot take is ERR_POSITION_OPTIONS naming the field, not ignored', () => {
    const fen = '8/8/8/8/8/8/8/K6k w - - 0 1';
    const cases: [object, string][] = [
      [{ chess96: true }, 'chess96'],
      [{ chess960: 'yes' }, 'chess960'],
      [{ mode: 'lenent' }, 'mode'],
      [{ ignore: 'ERR_KINGS' }, 'ignore'],
      [{ variant: 'atomic' }, 'variant'],
      [JSON.parse('{"__proto__": 1}'), '__proto__'],
    ];
    for (const [opts, field] of cases) {
      const expected = expect.objectContaining({
        code: 'ERR_POSITION_OPTIONS',
        location: { field },
      });
      expect(() => Position.fromFen(fen, opts as never)).toThrow(expected);
      expect(() => Position.fromSetup(defaultSetup(), opts as never)).toThrow(expected);
    }
    // Every option it has, and an option left undefined, still read.
    expect(
      Position.fromFen(fen, { chess960: false, mode: 'lenient', ignore: [], variant: undefined })
        .ok,
    ).toBe(true);
  });
});
