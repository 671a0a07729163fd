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
import { seededRandom, testRun } from '@chesslaws/testkit';
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

const ROLES: Role[] = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
const COLORS: Color[] = ['white', 'black'];
// Roomy: some lenient suite positions (nine queens) have more than 218 moves.
const buffer = new Int32Array(MAX_MOVES * 4);

/** The suite positions and, from each, the positions of one seeded random game. */
function positions(): Position[] {
  const random = seededRandom(testRun().seed);
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
    const mismatches: string[] = [];
    const same = (a: number[], b: number[]) =>
      a.length === b.length && a.every((m, i) => m === b[i]);
    for (const pos of POSITIONS) {
      const legal = all(pos).filter((m) => (m & MOVE_KIND_MASK) !== MOVE_CASTLING);
      for (let to = 0; to < 64; to++) {
        const onto = legal.filter((m) => moveTo(m) === to);
        if (!same(generated(pos.generateTo(buffer, 0, to)), sorted(onto)))
          mismatches.push(`${makeFen(pos)} to ${to}`);
        for (const role of ROLES) {
          const expected = onto.filter((m) => pos.pieceAt(moveFrom(m))!.role === role);
          if (!same(generated(pos.generateTo(buffer, 0, to, role)), sorted(expected)))
            mismatches.push(`${makeFen(pos)} ${role} to ${to}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('L-3.1 to L-3.9 uniqueMoveTo(to, role, file, rank, promotion) = the one legal move that fits, else 0', () => {
    const mismatches: string[] = [];
    let resolved = 0;
    for (const pos of POSITIONS.filter((_, i) => i % 2 === 0)) {
      const legal = all(pos).filter((m) => (m & MOVE_KIND_MASK) !== MOVE_CASTLING);
      for (let to = 0; to < 64; to++) {
        const onto = legal.filter((m) => moveTo(m) === to);
        for (let role = 1; role <= 6; role++) {
          const mine = onto.filter((m) => (pos.pieceCodeAt(moveFrom(m)) & 7) === role);
          // Any origin, each file, each rank, and each exact origin of a fitting move.
          const origins: Array<[number, number]> = [[-1, -1]];
          for (let k = 0; k < 8; k++) origins.push([k, -1], [-1, k]);
          for (const m of mine) origins.push([moveFrom(m) & 7, moveFrom(m) >> 3]);
          for (let promotion = 0; promotion <= (role === 1 ? 6 : 1); promotion++) {
            for (const [file, rank] of origins) {
              const fits = mine.filter(
                (m) =>
                  ((m >>> 12) & 7) === promotion &&
                  (file === -1 || (moveFrom(m) & 7) === file) &&
                  (rank === -1 || moveFrom(m) >> 3 === rank),
              );
              const expected = fits.length === 1 ? fits[0]! : 0;
              const actual = pos.uniqueMoveTo(to, role, file, rank, promotion);
              if (actual !== expected)
                mismatches.push(
                  `${makeFen(pos)} role ${role} to ${to} ${file}/${rank}=${promotion}`,
                );
              if (actual !== 0) resolved++;
            }
          }
        }
      }
    }
    expect(resolved).toBeGreaterThan(10_000);
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('uniqueMoveTo refuses what names no piece or square', () => {
    const pos = Position.default();
    expect(pos.uniqueMoveTo(21, 2, -1, -1, 0)).toBe(6 | (21 << 6)); // Nf3
    expect(pos.uniqueMoveTo(21, 0, -1, -1, 0)).toBe(0);
    expect(pos.uniqueMoveTo(21, 7, -1, -1, 0)).toBe(0);
    expect(pos.uniqueMoveTo(21, 2, 8, -1, 0)).toBe(0);
    expect(pos.uniqueMoveTo(64, 2, -1, -1, 0)).toBe(0);
    expect(pos.uniqueMoveTo(21, 2, -1, -1, 5)).toBe(0);
  });

  it('L-3.8 generateFrom(from) = the legal moves of that piece, castling included', () => {
    const mismatches: string[] = [];
    for (const pos of POSITIONS) {
      const legal = all(pos);
      for (let from = 0; from < 64; from++) {
        const expected = sorted(legal.filter((m) => moveFrom(m) === from));
        const actual = generated(pos.generateFrom(buffer, 0, from));
        if (actual.join() !== expected.join()) mismatches.push(`${makeFen(pos)} from ${from}`);
      }
    }
    expect(mismatches).toEqual([]);
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
    const PROMOTION_CODES = { queen: 5, rook: 4, bishop: 3, knight: 2 } as const;
    const promotions = [undefined, 'queen', 'rook', 'bishop', 'knight'] as const;
    const mismatches: string[] = [];
    let checked = 0;
    for (const pos of POSITIONS.filter((_, i) => i % 5 === 0)) {
      const legal = new Set(all(pos).map((m) => m & 0x7fff));
      const king = pos.kingSquare(pos.turn)!;
      // Every piece of the side to move, an opponent's piece and an empty square.
      const origins = [
        ...pos.piecesOf(pos.turn),
        pos.kingSquare(pos.turn === 'white' ? 'black' : 'white')!,
      ];
      origins.push([...pos.occupied().complement()][0]!);
      for (const from of origins) {
        for (let to = 0; to < 64; to++) {
          for (const promotion of promotions) {
            const move = promotion ? { from, to, promotion } : { from, to };
            const m = encodeMove(pos, move);
            const code = from | (to << 6) | ((promotion ? PROMOTION_CODES[promotion] : 0) << 12);
            // The king's two-square step is castling in standard chess (tested below).
            const castlingStep = !pos.chess960 && from === king && Math.abs(to - from) === 2;
            const expected = legal.has(code) ? code : 0;
            const normalized = pos.normalizeMove(move);
            if (
              (!castlingStep && (m & 0x7fff) !== expected) ||
              pos.isLegal(move) !== (m !== 0) ||
              (m === 0 ? normalized !== undefined : normalized?.to !== moveTo(m))
            )
              mismatches.push(`${makeFen(pos)} ${from}-${to}${promotion ?? ''}`);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100_000);
    expect(mismatches).toEqual([]);
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
