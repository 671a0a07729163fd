/**
 * Attack and ray tables, built once at load from a few kilobytes of typed arrays.
 *
 * Sliding pieces use the classical ray approach: for each of the eight
 * directions a table holds the ray from every square to the edge; the first
 * blocker on a ray is found with a bit scan, and the ray beyond it is cut off.
 * Magic bitboards would look up faster but need ~800 KB of tables, which is
 * too much to build or ship on the web.
 */
import { SquareSet } from './squareSet.js';
import type { Color, Piece, Square } from './types.js';

/** The eight directions as (file, rank) steps. The first four run towards higher squares. */
const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [0, 1], // north, +8
  [1, 0], // east, +1
  [1, 1], // north-east, +9
  [-1, 1], // north-west, +7
  [0, -1], // south, -8
  [-1, 0], // west, -1
  [-1, -1], // south-west, -9
  [1, -1], // south-east, -7
];
const ROOK_DIRECTIONS = [0, 1, 4, 5] as const;
const BISHOP_DIRECTIONS = [2, 3, 6, 7] as const;

type Steps = ReadonlyArray<readonly [number, number]>;

const KING_STEPS: Steps = DIRECTIONS;
const KNIGHT_STEPS: Steps = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
// A pawn captures forward: White towards rank 8, Black towards rank 1.
const WHITE_PAWN_STEPS: Steps = [
  [-1, 1],
  [1, 1],
];
const BLACK_PAWN_STEPS: Steps = [
  [-1, -1],
  [1, -1],
];

// Each table below is one half (0: squares 0..31, 1: squares 32..63) of a set per entry, built at
// load by a pure call, so a bundle that uses no attack table drops them all.

/** The bit of `square` in `half`, or 0 when the square is in the other half. */
const bitIn = (half: 0 | 1, square: Square): number =>
  square >> 5 === half ? 1 << (square & 31) : 0;

/** Leaper attacks: entry `block * 64 + square` holds where one of `stepsByBlock[block]` leads. */
function leaperTable(half: 0 | 1, stepsByBlock: readonly Steps[]): Int32Array {
  const table = new Int32Array(64 * stepsByBlock.length);
  stepsByBlock.forEach((steps, block) => {
    for (let square = 0; square < 64; square++) {
      for (const [df, dr] of steps) {
        const f = (square & 7) + df;
        const r = (square >> 3) + dr;
        if (f >= 0 && f < 8 && r >= 0 && r < 8)
          table[block * 64 + square]! |= bitIn(half, r * 8 + f);
      }
    }
  });
  return table;
}

/** Rays: entry `direction * 64 + square` holds the squares from `square` to the edge, itself excluded. */
function rayTable(half: 0 | 1): Int32Array {
  const table = new Int32Array(8 * 64);
  DIRECTIONS.forEach(([df, dr], d) => {
    for (let square = 0; square < 64; square++) {
      let f = (square & 7) + df;
      let r = (square >> 3) + dr;
      for (; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr)
        table[d * 64 + square]! |= bitIn(half, r * 8 + f);
    }
  });
  return table;
}

const RAY_LO = /* @__PURE__ */ rayTable(0);
const RAY_HI = /* @__PURE__ */ rayTable(1);
const KING_LO = /* @__PURE__ */ leaperTable(0, [KING_STEPS]);
const KING_HI = /* @__PURE__ */ leaperTable(1, [KING_STEPS]);
const KNIGHT_LO = /* @__PURE__ */ leaperTable(0, [KNIGHT_STEPS]);
const KNIGHT_HI = /* @__PURE__ */ leaperTable(1, [KNIGHT_STEPS]);
// White's pawns at 0..63, Black's at 64..127.
const PAWN_LO = /* @__PURE__ */ leaperTable(0, [WHITE_PAWN_STEPS, BLACK_PAWN_STEPS]);
const PAWN_HI = /* @__PURE__ */ leaperTable(1, [WHITE_PAWN_STEPS, BLACK_PAWN_STEPS]);

/** Squares a king on `square` attacks. */
export const kingAttacks = (square: Square): SquareSet =>
  new SquareSet(KING_LO[square]!, KING_HI[square]!);

/** Squares a knight on `square` attacks. */
export const knightAttacks = (square: Square): SquareSet =>
  new SquareSet(KNIGHT_LO[square]!, KNIGHT_HI[square]!);

/** Squares a pawn of `color` on `square` attacks (its diagonal capture squares). */
export const pawnAttacks = (color: Color, square: Square): SquareSet => {
  const i = color === 'white' ? square : 64 + square;
  return new SquareSet(PAWN_LO[i]!, PAWN_HI[i]!);
};

// Slider attacks along the given directions, written on lo/hi integers to allocate one set only.
function slide(square: Square, occupied: SquareSet, directions: readonly number[]): SquareSet {
  let lo = 0;
  let hi = 0;
  for (const d of directions) {
    const i = d * 64 + square;
    const rayLo = RAY_LO[i]!;
    const rayHi = RAY_HI[i]!;
    lo |= rayLo;
    hi |= rayHi;
    const blockLo = rayLo & occupied.lo;
    const blockHi = rayHi & occupied.hi;
    if ((blockLo | blockHi) === 0) continue;
    // Nearest blocker: lowest bit for directions 0..3 (towards higher squares), highest otherwise.
    const blocker =
      d < 4
        ? blockLo !== 0
          ? 31 - Math.clz32(blockLo & -blockLo)
          : 63 - Math.clz32(blockHi & -blockHi)
        : blockHi !== 0
          ? 63 - Math.clz32(blockHi)
          : 31 - Math.clz32(blockLo);
    lo &= ~RAY_LO[d * 64 + blocker]!;
    hi &= ~RAY_HI[d * 64 + blocker]!;
  }
  return new SquareSet(lo, hi);
}

/** Squares a bishop on `square` attacks, given the occupied squares. */
export const bishopAttacks = (square: Square, occupied: SquareSet): SquareSet =>
  slide(square, occupied, BISHOP_DIRECTIONS);

/** Squares a rook on `square` attacks, given the occupied squares. */
export const rookAttacks = (square: Square, occupied: SquareSet): SquareSet =>
  slide(square, occupied, ROOK_DIRECTIONS);

/** Squares a queen on `square` attacks, given the occupied squares. */
export const queenAttacks = (square: Square, occupied: SquareSet): SquareSet =>
  bishopAttacks(square, occupied).union(rookAttacks(square, occupied));

/** Squares `piece` on `square` attacks, given the occupied squares (L-3.1: pins do not matter). */
export function attacks(piece: Piece, square: Square, occupied: SquareSet): SquareSet {
  switch (piece.role) {
    case 'pawn':
      return pawnAttacks(piece.color, square);
    case 'knight':
      return knightAttacks(square);
    case 'bishop':
      return bishopAttacks(square, occupied);
    case 'rook':
      return rookAttacks(square, occupied);
    case 'queen':
      return queenAttacks(square, occupied);
    case 'king':
      return kingAttacks(square);
  }
}

/** The direction index (0..7) from `a` towards `b` if they share a line, else -1. */
function directionBetween(a: Square, b: Square): number {
  if (a === b) return -1;
  const df = (b & 7) - (a & 7);
  const dr = (b >> 3) - (a >> 3);
  if (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr)) return -1;
  const sf = Math.sign(df);
  const sr = Math.sign(dr);
  return DIRECTIONS.findIndex(([f, r]) => f === sf && r === sr);
}

/** Index of the direction opposite to `d`. */
const oppositeDirection = (d: number): number => (d + 4) & 7;

/** Squares strictly between `a` and `b` on a rank, file or diagonal; empty if not aligned. */
export function between(a: Square, b: Square): SquareSet {
  const d = directionBetween(a, b);
  if (d < 0) return SquareSet.empty();
  const i = d * 64 + a;
  const j = oppositeDirection(d) * 64 + b;
  return new SquareSet(RAY_LO[i]! & RAY_LO[j]!, RAY_HI[i]! & RAY_HI[j]!);
}

/**
 * The whole line through `a` and `b`, edge to edge, including both squares;
 * empty if they do not share a rank, file or diagonal.
 */
export function ray(a: Square, b: Square): SquareSet {
  const d = directionBetween(a, b);
  if (d < 0) return SquareSet.empty();
  const i = d * 64 + a;
  const j = oppositeDirection(d) * 64 + a;
  return new SquareSet(RAY_LO[i]! | RAY_LO[j]!, RAY_HI[i]! | RAY_HI[j]!).with(a);
}
