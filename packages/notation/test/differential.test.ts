/**
 * Differential tests: our SAN against chessops (`chessops/san`, ESM) and chess.js 1.4.0 on
 * the same seeded random positions. Both are used as oracles only (chessops is GPL: read,
 * run, never copied).
 */
import { type Move, makeFen, type Position } from '@chesslaws/moves';
import { Chess as ChessJs } from 'chess.js';
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { makeSan as chessopsMakeSan, parseSan as chessopsParseSan } from 'chessops/san';
import type { NormalMove } from 'chessops/types';
import { describe, expect, it } from 'vitest';
import { parseSan } from '../src/move/read/parseSan.js';
import { makeSan } from '../src/move/write/makeSan.js';
import { notationPositions, randomPositions } from './positions.js';

const same = (a: { from: number; to: number; promotion?: string } | undefined, b: Move): boolean =>
  a !== undefined && a.from === b.from && a.to === b.to && a.promotion === b.promotion;

function chessops(pos: Position): Chess {
  const fen = makeFen(pos, { castling: pos.chess960 ? 'shredder' : 'auto' });
  return Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
}

describe('against chessops', () => {
  const positions = [...notationPositions(), ...randomPositions(4242, 150)];

  it('L-C makeSan writes what chessops writes, for every legal move (standard and Chess960)', () => {
    let moves = 0;
    for (const pos of positions) {
      const theirs = chessops(pos);
      for (const move of pos.legalMoves()) {
        expect(makeSan(pos, move), makeFen(pos)).toBe(chessopsMakeSan(theirs, move));
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(2000);
  });

  it('L-C each library reads the other one’s SAN as the same move', () => {
    for (const pos of positions) {
      const theirs = chessops(pos);
      for (const move of pos.legalMoves()) {
        const ours = makeSan(pos, move);
        expect(
          same(chessopsParseSan(theirs, ours) as NormalMove | undefined, move),
          `${makeFen(pos)} ${ours}`,
        ).toBe(true);
        const read = parseSan(pos, chessopsMakeSan(theirs, move));
        expect(read.ok && same(read.value, move), `${makeFen(pos)} ${ours}`).toBe(true);
      }
    }
  });
});

describe('against chess.js', () => {
  it('L-C makeSan writes what chess.js 1.4.0 writes, for every legal move (standard chess)', () => {
    let moves = 0;
    for (const pos of [...notationPositions().slice(0, -1), ...randomPositions(777, 80)]) {
      if (pos.chess960) continue; // chess.js plays standard chess only
      const game = new ChessJs(makeFen(pos));
      const theirs = game.moves({ verbose: true });
      expect(theirs.length).toBe(pos.legalMoves().length);
      for (const verbose of theirs) {
        const move = pos.normalizeMove({
          from: squareOf(verbose.from),
          to: squareOf(verbose.to),
          ...(verbose.promotion ? { promotion: PROMOTIONS[verbose.promotion]! } : {}),
        });
        expect(move, verbose.san).toBeDefined();
        expect(makeSan(pos, move!), makeFen(pos)).toBe(verbose.san);
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(2000);
  });
});

const squareOf = (name: string): number => (name.charCodeAt(1) - 49) * 8 + name.charCodeAt(0) - 97;
const PROMOTIONS: Record<string, Move['promotion']> = {
  q: 'queen',
  r: 'rook',
  b: 'bishop',
  n: 'knight',
};
