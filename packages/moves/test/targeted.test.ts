/**
 * The targeted fast-path queries (`generateTo`, `generateFrom`, `attackersOf`, `isAttacked`,
 * `makeWithoutUndo`) against slow references: filtering the full legal move list, and attack
 * sets built from the board package's attack tables. Positions: the tricky and perft suites
 * (pins, e.p., promotions, castling in standard chess and Chess960) and seeded random play
 * from them, which reaches many check evasions.
 */
import {
  bishopAttacks,
  type Color,
  kingAttacks,
  knightAttacks,
  pawnAttacks,
  type Role,
  rookAttacks,
  type Square,
  type SquareSet,
} from '@chesslaws/board';
import { describe, expect, it } from 'vitest';
import {
  decodeMove,
  encodeMove,
  MAX_MOVES,
  MOVE_CASTLING,
  MOVE_KIND_MASK,
  makeFen,
  moveFrom,
  moveTo,
  Position,
} from '../src/index.js';
import { readSuite, rowPosition } from './perftData.js';
import { seededRandom } from './random.js';

const ROLES: Role[] = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
const COLORS: Color[] = ['white', 'black'];
// Roomy: some lenient suite positions (nine queens) have more than 218 moves.
const buffer = new Int32Array(MAX_MOVES * 4);

/** The suite positions and, from each, the positions of one seeded random game. */
function positions(): Position[] {
  const random = seededRandom(7);
  const out: Position[] = [];
  const rows = [
    ...readSuite('tricky.jsonl'),
    ...readSuite('standard-perftsuite.jsonl').slice(0, 40),
    ...readSuite('chess960.jsonl').slice(0, 20),
  ];
  for (const row of rows) {
    const pos = rowPosition(row);
    out.push(pos.clone());
    for (let ply = 0; ply < 40; ply++) {
      const n = pos.generate(buffer, 0);
      if (n === 0) break;
      pos.make(buffer[Math.floor(random() * n)]!);
      out.push(pos.clone());
    }
  }
  return out;
}
const POSITIONS = positions();

const all = (pos: Position): number[] => {
  const n = pos.generate(buffer, 0);
  return [...buffer.subarray(0, n)];
};
const sorted = (moves: number[]): number[] => [...moves].sort((a, b) => a - b);
const generated = (n: number): number[] => sorted([...buffer.subarray(0, n)]);

// Attacks of the piece on `from` onto `to`, from the board package's tables (L-3.1: pins do not matter).
function attacks(pos: Position, from: Square, to: Square, occupied: SquareSet): boolean {
  const piece = pos.pieceAt(from)!;
  switch (piece.role) {
    case 'pawn':
      return pawnAttacks(piece.color, from).has(to);
    case 'knight':
      return knightAttacks(from).has(to);
    case 'bishop':
      return bishopAttacks(from, occupied).has(to);
    case 'rook':
      return rookAttacks(from, occupied).has(to);
    case 'queen':
      return bishopAttacks(from, occupied).union(rookAttacks(from, occupied)).has(to);
    default:
      return kingAttacks(from).has(to);
  }
}

describe('targeted generation agrees with the full legal move list', () => {
  it('covers checks, double checks, pins, e.p., promotions and castling', () => {
    const count = (test: (pos: Position) => boolean) => POSITIONS.filter(test).length;
    expect(POSITIONS.length).toBeGreaterThan(1500);
    expect(count((p) => p.isCheck())).toBeGreaterThan(50);
    expect(count((p) => p.checkers().size() === 2)).toBeGreaterThan(0);
    expect(count((p) => p.pinned().nonEmpty())).toBeGreaterThan(50);
    const kinds = (kind: number) => count((p) => all(p).some((m) => (m & MOVE_KIND_MASK) === kind));
    expect(kinds(MOVE_CASTLING)).toBeGreaterThan(50);
    expect(count((p) => p.legalEpSquare() !== undefined)).toBeGreaterThan(5);
    expect(count((p) => all(p).some((m) => (m >>> 12) & 7))).toBeGreaterThan(5);
  });

  it('L-3.1 to L-3.9 generateTo(to, role?) = the legal moves onto `to` (of `role`), never castling', () => {
    for (const pos of POSITIONS) {
      const legal = all(pos).filter((m) => (m & MOVE_KIND_MASK) !== MOVE_CASTLING);
      const fen = makeFen(pos);
      for (let to = 0; to < 64; to++) {
        const onto = legal.filter((m) => moveTo(m) === to);
        expect(generated(pos.generateTo(buffer, 0, to)), `${fen} to ${to}`).toEqual(sorted(onto));
        for (const role of ROLES) {
          const expected = onto.filter((m) => pos.pieceAt(moveFrom(m))!.role === role);
          const n = pos.generateTo(buffer, 0, to, role);
          expect(generated(n), `${fen} ${role} to ${to}`).toEqual(sorted(expected));
        }
      }
    }
  });

  it('L-3.8 generateFrom(from) = the legal moves of that piece, castling included', () => {
    for (const pos of POSITIONS) {
      const legal = all(pos);
      for (let from = 0; from < 64; from++) {
        const expected = legal.filter((m) => moveFrom(m) === from);
        const n = pos.generateFrom(buffer, 0, from);
        expect(generated(n), `${makeFen(pos)} from ${from}`).toEqual(sorted(expected));
      }
    }
  });

  it('writes from `offset` on and returns the count, leaving the buffer before it alone', () => {
    const pos = Position.default();
    buffer.fill(7);
    expect(pos.generateTo(buffer, 10, 28, 'pawn')).toBe(1); // e2e4
    expect(decodeMove(buffer[10]!)).toEqual({ from: 12, to: 28 });
    expect(buffer[9]).toBe(7);
    expect(pos.generateFrom(buffer, 20, 6)).toBe(2); // Nf3, Nh3
    expect(pos.generateTo(buffer, 0, 28, 'knight')).toBe(0);
  });

  it('L-3.9 isLegal, normalizeMove and encodeMove check only the one move, and agree with the list', () => {
    const promotions = [undefined, 'queen', 'knight'] as const;
    for (const pos of POSITIONS.filter((_, i) => i % 10 === 0)) {
      const legal = new Set(all(pos).map((m) => m & 0x7fff));
      for (let from = 0; from < 64; from++) {
        for (let to = 0; to < 64; to++) {
          for (const promotion of promotions) {
            const move = promotion ? { from, to, promotion } : { from, to };
            const m = encodeMove(pos, move);
            const code = from | (to << 6) | ((promotion === 'queen' ? 5 : promotion ? 2 : 0) << 12);
            // The king's two-square step is castling in standard chess: checked below.
            const castlingStep =
              !pos.chess960 && from === pos.kingSquare(pos.turn) && Math.abs(to - from) === 2;
            if (!castlingStep) expect(m & 0x7fff, makeFen(pos)).toBe(legal.has(code) ? code : 0);
            expect(pos.isLegal(move)).toBe(m !== 0);
            expect(pos.normalizeMove(move)).toEqual(m === 0 ? undefined : decodeMove(m));
          }
        }
      }
    }
  });

  it('L-3.8 the king two squares sideways is castling in standard chess only', () => {
    const pos = Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    if (!pos.ok) throw pos.error;
    expect(pos.value.normalizeMove({ from: 4, to: 6 })).toEqual({ from: 4, to: 7 });
    expect(pos.value.normalizeMove({ from: 4, to: 2 })).toEqual({ from: 4, to: 0 });
    const c960 = Position.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', { chess960: true });
    if (!c960.ok) throw c960.error;
    expect(c960.value.normalizeMove({ from: 4, to: 6 })).toBeUndefined();
    expect(c960.value.normalizeMove({ from: 4, to: 7 })).toEqual({ from: 4, to: 7 });
  });
});

describe('attack queries', () => {
  it('L-3.1 attackersOf(square, color) = the pieces of that colour attacking it, pinned or not', () => {
    for (const pos of POSITIONS.filter((_, i) => i % 4 === 0)) {
      const occupied = pos.occupied();
      for (const color of COLORS) {
        const pieces = [...pos.piecesOf(color)];
        for (let sq = 0; sq < 64; sq++) {
          const expected = pieces.filter((from) => attacks(pos, from, sq, occupied));
          expect([...pos.attackersOf(sq, color)], `${makeFen(pos)} ${color} ${sq}`).toEqual(
            expected,
          );
          expect(pos.isAttacked(sq, color)).toBe(expected.length > 0);
        }
      }
    }
  });

  it('takes an occupancy: lifted pieces neither block nor attack', () => {
    const result = Position.fromFen('r3k3/8/8/8/1b6/8/8/4K2R w K - 0 1');
    if (!result.ok) throw result.error;
    const pos = result.value;
    expect([...pos.attackersOf(4, 'black')]).toEqual([25]); // the b4 bishop checks e1
    expect(pos.isAttacked(4, 'black', pos.occupied().without(25))).toBe(false);
    expect([...pos.attackersOf(3, 'white')]).toEqual([4]); // d1: the king
    // The king lifted (as when testing the squares it crosses): the h1 rook reaches d1.
    expect([...pos.attackersOf(3, 'white', pos.occupied().without(4))]).toEqual([7]);
  });
});

describe('makeWithoutUndo', () => {
  it('plays like play and keeps no undo record', () => {
    const pos = Position.default();
    pos.make(encodeMove(pos, { from: 12, to: 28 }));
    const played = pos.clone();
    played.play({ from: 52, to: 36 });
    pos.makeWithoutUndo(encodeMove(pos, { from: 52, to: 36 }));
    expect(makeFen(pos)).toBe(makeFen(played));
    expect(pos.hash()).toBe(played.hash());
    expect(pos.undoDepth).toBe(1); // e2e4's record only
  });
});
