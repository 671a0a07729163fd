/**
 * Lookup tables of the fast core, as pairs of Int32Arrays (`LO` = squares 0..31, `HI` = 32..63),
 * built once at load from a few loops, so nothing large is shipped in the bundle.
 * @internal
 * @packageDocumentation
 */

/** Direction steps (file, rank); 0..3 run towards higher squares, 4..7 towards lower ones. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
  [0, -1],
  [-1, 0],
  [-1, -1],
  [1, -1],
];

/** Ray from a square to the edge, square excluded: `RAY_LO[direction * 64 + square]`. */
export const RAY_LO = new Int32Array(8 * 64);
/** High half of `RAY_LO`. */
export const RAY_HI = new Int32Array(8 * 64);
/** Knight attacks by square. */
export const KNIGHT_LO = new Int32Array(64);
/** High half of `KNIGHT_LO`. */
export const KNIGHT_HI = new Int32Array(64);
/** King attacks by square. */
export const KING_LO = new Int32Array(64);
/** High half of `KING_LO`. */
export const KING_HI = new Int32Array(64);
/** Pawn captures: `PAWN_LO[color * 64 + square]` (White 0, Black 1). */
export const PAWN_LO = new Int32Array(128);
/** High half of `PAWN_LO`. */
export const PAWN_HI = new Int32Array(128);
/** Rook moves on an empty board (to find possible pinners cheaply). */
export const ROOK_EMPTY_LO = new Int32Array(64);
/** High half of `ROOK_EMPTY_LO`. */
export const ROOK_EMPTY_HI = new Int32Array(64);
/** Bishop moves on an empty board. */
export const BISHOP_EMPTY_LO = new Int32Array(64);
/** High half of `BISHOP_EMPTY_LO`. */
export const BISHOP_EMPTY_HI = new Int32Array(64);
/** Squares strictly between two aligned squares: `BETWEEN_LO[a * 64 + b]`; 0 when not aligned. */
export const BETWEEN_LO = new Int32Array(64 * 64);
/** High half of `BETWEEN_LO`. */
export const BETWEEN_HI = new Int32Array(64 * 64);
/** The whole line through two aligned squares, edge to edge: `LINE_LO[a * 64 + b]`. */
export const LINE_LO = new Int32Array(64 * 64);
/** High half of `LINE_LO`. */
export const LINE_HI = new Int32Array(64 * 64);

function addBit(lo: Int32Array, hi: Int32Array, index: number, square: number): void {
  if (square >= 32) hi[index]! |= 1 << (square - 32);
  else lo[index]! |= 1 << square;
}

const onBoard = (file: number, rank: number): boolean =>
  file >= 0 && file < 8 && rank >= 0 && rank < 8;

function leaper(
  lo: Int32Array,
  hi: Int32Array,
  index: number,
  from: number,
  steps: readonly (readonly number[])[],
): void {
  for (const [df, dr] of steps) {
    const f = (from & 7) + df!;
    const r = (from >> 3) + dr!;
    if (onBoard(f, r)) addBit(lo, hi, index, r * 8 + f);
  }
}

const KNIGHT_STEPS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

for (let sq = 0; sq < 64; sq++) {
  leaper(KNIGHT_LO, KNIGHT_HI, sq, sq, KNIGHT_STEPS);
  leaper(KING_LO, KING_HI, sq, sq, DIRECTIONS);
  leaper(PAWN_LO, PAWN_HI, sq, sq, [
    [-1, 1],
    [1, 1],
  ]);
  leaper(PAWN_LO, PAWN_HI, 64 + sq, sq, [
    [-1, -1],
    [1, -1],
  ]);
  for (let d = 0; d < 8; d++) {
    const [df, dr] = DIRECTIONS[d] as [number, number];
    const [lo, hi] =
      d === 0 || d === 1 || d === 4 || d === 5
        ? [ROOK_EMPTY_LO, ROOK_EMPTY_HI]
        : [BISHOP_EMPTY_LO, BISHOP_EMPTY_HI];
    const walked: number[] = [];
    for (let f = (sq & 7) + df, r = (sq >> 3) + dr; onBoard(f, r); f += df, r += dr) {
      const to = r * 8 + f;
      addBit(RAY_LO, RAY_HI, d * 64 + sq, to);
      addBit(lo, hi, sq, to);
      // Every square walked so far lies between `sq` and `to`.
      for (const w of walked) addBit(BETWEEN_LO, BETWEEN_HI, sq * 64 + to, w);
      walked.push(to);
    }
  }
}

for (let a = 0; a < 64; a++) {
  for (let d = 0; d < 8; d++) {
    const i = d * 64 + a;
    const back = ((d + 4) & 7) * 64 + a;
    for (let b = 0; b < 64; b++) {
      const inRay = b >= 32 ? (RAY_HI[i]! >>> (b - 32)) & 1 : (RAY_LO[i]! >>> b) & 1;
      if (!inRay) continue;
      const j = a * 64 + b;
      LINE_LO[j] = RAY_LO[i]! | RAY_LO[back]!;
      LINE_HI[j] = RAY_HI[i]! | RAY_HI[back]!;
      addBit(LINE_LO, LINE_HI, j, a);
    }
  }
}
