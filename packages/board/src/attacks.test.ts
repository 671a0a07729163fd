import { scaledRuns, seededRandom, testRun } from '@chesslaws/testkit';
import { describe, expect, it } from 'vitest';
import {
  BISHOP_STEPS,
  betweenRef,
  KING_STEPS,
  KNIGHT_STEPS,
  leaperRef,
  pawnRef,
  ROOK_STEPS,
  randomOccupancy,
  rayRef,
  sliderRef,
} from '../test/reference.js';
import {
  attacks,
  between,
  bishopAttacks,
  kingAttacks,
  knightAttacks,
  pawnAttacks,
  queenAttacks,
  ray,
  rookAttacks,
} from './attacks.js';
import { parseSquare } from './square.js';
import { SquareSet } from './squareSet.js';

const ALL_SQUARES = Array.from({ length: 64 }, (_, i) => i);
const asSet = (s: SquareSet): Set<number> => new Set(s);

// 64 squares x 200 occupancies of varying density = 12,800 cases per slider.
const random = seededRandom(testRun().seed);
const OCCUPANCIES = Array.from({ length: scaledRuns(200) }, (_, i) =>
  randomOccupancy(random, [0.05, 0.15, 0.3, 0.5, 0.8][i % 5]!),
);

describe('leaper tables', () => {
  it.each(ALL_SQUARES)('L-3.8 king attacks from square %i match the reference', (sq) => {
    expect(asSet(kingAttacks(sq))).toEqual(leaperRef(sq, KING_STEPS));
  });

  it.each(ALL_SQUARES)('L-3.6 knight attacks from square %i match the reference', (sq) => {
    expect(asSet(knightAttacks(sq))).toEqual(leaperRef(sq, KNIGHT_STEPS));
  });

  it('L-3.7 pawn attacks are the two forward diagonals for each colour, on every square', () => {
    for (const sq of ALL_SQUARES) {
      expect(asSet(pawnAttacks('white', sq))).toEqual(pawnRef('white', sq));
      expect(asSet(pawnAttacks('black', sq))).toEqual(pawnRef('black', sq));
    }
  });

  it('L-3.6 a knight in the corner attacks two squares, in the centre eight', () => {
    expect(knightAttacks(parseSquare('a1')).size()).toBe(2);
    expect(knightAttacks(parseSquare('e4')).size()).toBe(8);
  });
});

describe('slider attacks on random occupancies', () => {
  it('L-3.3 rook attacks stop at the first blocker (which is included), every square', () => {
    for (const occ of OCCUPANCIES) {
      const occupied = SquareSet.fromSquares(occ);
      for (const sq of ALL_SQUARES)
        expect(asSet(rookAttacks(sq, occupied))).toEqual(sliderRef(sq, ROOK_STEPS, occ));
    }
  });

  it('L-3.2 bishop attacks stop at the first blocker, every square', () => {
    for (const occ of OCCUPANCIES) {
      const occupied = SquareSet.fromSquares(occ);
      for (const sq of ALL_SQUARES) {
        expect(asSet(bishopAttacks(sq, occupied))).toEqual(sliderRef(sq, BISHOP_STEPS, occ));
      }
    }
  });

  it('L-3.4 queen attacks are rook plus bishop attacks, every square', () => {
    for (const occ of OCCUPANCIES.slice(0, 50)) {
      const occupied = SquareSet.fromSquares(occ);
      for (const sq of ALL_SQUARES) {
        expect(asSet(queenAttacks(sq, occupied))).toEqual(
          sliderRef(sq, [...ROOK_STEPS, ...BISHOP_STEPS], occ),
        );
      }
    }
  });

  it('L-3.5 sliders do not jump: a blocker hides the squares behind it', () => {
    const occupied = SquareSet.fromSquares([parseSquare('a4')]);
    const a = rookAttacks(parseSquare('a1'), occupied);
    expect(a.has(parseSquare('a4'))).toBe(true);
    expect(a.has(parseSquare('a5'))).toBe(false);
  });

  it('L-3.1 attacks do not depend on the attacker being pinned or the target colour', () => {
    const occupied = SquareSet.fromSquares([parseSquare('d1'), parseSquare('d8')]);
    const fromRole = attacks({ color: 'black', role: 'rook' }, parseSquare('d4'), occupied);
    expect(fromRole.equals(rookAttacks(parseSquare('d4'), occupied))).toBe(true);
  });

  it('attacks() dispatches on the role', () => {
    const occ = SquareSet.fromSquares(OCCUPANCIES[7]!);
    const sq = parseSquare('c3');
    expect(attacks({ color: 'white', role: 'pawn' }, sq, occ)).toEqual(pawnAttacks('white', sq));
    expect(attacks({ color: 'white', role: 'knight' }, sq, occ)).toEqual(knightAttacks(sq));
    expect(attacks({ color: 'white', role: 'bishop' }, sq, occ)).toEqual(bishopAttacks(sq, occ));
    expect(attacks({ color: 'white', role: 'queen' }, sq, occ)).toEqual(queenAttacks(sq, occ));
    expect(attacks({ color: 'white', role: 'king' }, sq, occ)).toEqual(kingAttacks(sq));
  });
});

describe('between and ray', () => {
  it('between(a, b) holds the squares strictly between, for all 4096 pairs', () => {
    for (const a of ALL_SQUARES)
      for (const b of ALL_SQUARES) expect(asSet(between(a, b))).toEqual(betweenRef(a, b));
  });

  it('ray(a, b) is the whole line through both squares, for all 4096 pairs', () => {
    for (const a of ALL_SQUARES)
      for (const b of ALL_SQUARES) expect(asSet(ray(a, b))).toEqual(rayRef(a, b));
  });

  it('between is symmetric and empty for unaligned squares', () => {
    expect(between(parseSquare('a1'), parseSquare('h8'))).toEqual(
      between(parseSquare('h8'), parseSquare('a1')),
    );
    expect(between(parseSquare('a1'), parseSquare('b3')).isEmpty()).toBe(true);
    expect(ray(parseSquare('a1'), parseSquare('b3')).isEmpty()).toBe(true);
  });
});
