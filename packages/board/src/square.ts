import { type Color, FILE_NAMES, RANK_NAMES, type Square, type SquareName } from './types.js';

/** The file of a square, 0 (a) ..7 (h). */
export const squareFile = (square: Square): number => square & 7;

/** The rank of a square, 0 (first rank) .. 7 (eighth rank). */
export const squareRank = (square: Square): number => square >> 3;

/** The square on `file` (0..7) and `rank` (0..7), or `undefined` off the board. */
export function squareAt(file: number, rank: number): Square | undefined {
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : undefined;
}

/** True for a square number 0..63. */
export const isSquare = (value: unknown): value is Square =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 64;

/** Parses a square name such as `'e4'`. */
export function parseSquare(name: SquareName): Square;
export function parseSquare(name: string): Square | undefined;
export function parseSquare(name: string): Square | undefined {
  if (name.length !== 2) return undefined;
  const file = name.charCodeAt(0) - 97;
  const rank = name.charCodeAt(1) - 49;
  return squareAt(file, rank);
}

/** The name of a square, e.g. `makeSquare(28) === 'e4'`. */
export const makeSquare = (square: Square): SquareName =>
  `${FILE_NAMES[square & 7]!}${RANK_NAMES[square >> 3]!}` as SquareName;

/**
 * The colour of a square (L-2.1): a1 is dark, h1 and a8 are light, so a light
 * square stands on each player's right.
 */
export const squareColor = (square: Square): Color =>
  ((square & 7) + (square >> 3)) % 2 === 0 ? 'black' : 'white';

/** True when the square is light (h1, a8, ...). */
export const isLightSquare = (square: Square): boolean => ((square & 7) + (square >> 3)) % 2 === 1;

/** King distance (Chebyshev): the number of king moves from `a` to `b` on an empty board. */
export const squareDistance = (a: Square, b: Square): number =>
  Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 3) - (b >> 3)));

/** Manhattan (taxicab) distance: files apart plus ranks apart. */
export const manhattanDistance = (a: Square, b: Square): number =>
  Math.abs((a & 7) - (b & 7)) + Math.abs((a >> 3) - (b >> 3));

/** Mirrors a square top to bottom (e2 <-> e7): the view from the other side's ranks. */
export const flipVertical = (square: Square): Square => square ^ 56;

/** Mirrors a square left to right (a1 <-> h1). */
export const flipHorizontal = (square: Square): Square => square ^ 7;

/** Relative square: the square as seen by `color` (White sees it as it is, Black flipped). */
export const relativeSquare = (color: Color, square: Square): Square =>
  color === 'white' ? square : square ^ 56;
