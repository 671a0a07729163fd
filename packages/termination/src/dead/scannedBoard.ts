/**
 * The pieces of a position as bitboards, copied from it (`copyBitboards`, public and
 * allocation-free) into shared scratch arrays: `LO[code]` / `HI[code]` hold the squares 0..31 /
 * 32..63 of each piece code (`PIECE_CODE`; code 0 collects the empty squares). One scan serves
 * the whole screen; the arrays are rewritten by the next. Also the small step tables the screen
 * floods with, in the same two halves.
 */
import { popcount32 } from '@chesslaws/board';
import { PIECE_CODE, type ReadonlyPosition } from '@chesslaws/moves';

/** The colour offsets and role codes of `PIECE_CODE`, short. */
export const {
  white: W,
  black: B,
  pawn: P,
  knight: N,
  bishop: BI,
  rook: R,
  queen: Q,
  king: K,
} = PIECE_CODE;

/** Every square but file a (in either half). */
export const NOT_FILE_A = ~0x01010101;
/** Every square but file h (in either half). */
export const NOT_FILE_H = ~0x80808080;
/** Rank 1, in the low half. */
export const RANK_1 = 0xff;
/** Rank 8, in the high half. */
export const RANK_8 = 0xff << 24;
/** The light squares, in either half. */
export const LIGHT = 0x55aa55aa;

/** Low halves (squares 0..31) of the last scan's bitboards, by piece code; index 0: empty squares. */
export const LO = new Int32Array(16);
/** High halves (squares 32..63) of `LO`. */
export const HI = new Int32Array(16);

/** Reads the bitboards of `pos` into `LO` / `HI`, code 0 as the empty squares. */
export function scan(pos: ReadonlyPosition): void {
  pos.copyBitboards(LO, HI);
  LO[0] = ~(LO[W]! | LO[B]!);
  HI[0] = ~(HI[W]! | HI[B]!);
  LO[B] = 0;
  HI[B] = 0;
}

/** How many pieces of `role` (a role code) `side` (a colour offset) has in the last scan. */
export const count = (side: number, role: number): number =>
  popcount32(LO[side | role]!) + popcount32(HI[side | role]!);

/** {@link count}, on the squares of `colour` only (`LIGHT` or `~LIGHT`). */
export const countOn = (side: number, role: number, colour: number): number =>
  popcount32(LO[side | role]! & colour) + popcount32(HI[side | role]! & colour);

/** The square of the king of `side` (a colour offset) in the last scan, or -1. */
export function kingOf(side: number): number {
  const lo = LO[side | K]!;
  const hi = HI[side | K]!;
  if (lo !== 0) return 31 - Math.clz32(lo & -lo);
  return hi !== 0 ? 63 - Math.clz32(hi & -hi) : -1;
}

/** Step tables in one half: knight jumps, rook steps, bishop steps (64 entries each). */
function stepTables(half: 0 | 1): Int32Array {
  const knight: ReadonlyArray<readonly [number, number]> = [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ];
  const rook: ReadonlyArray<readonly [number, number]> = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ];
  const bishop: ReadonlyArray<readonly [number, number]> = [
    [1, 1],
    [-1, 1],
    [-1, -1],
    [1, -1],
  ];
  const table = new Int32Array(3 * 64);
  [knight, rook, bishop].forEach((steps, block) => {
    for (let square = 0; square < 64; square++) {
      for (const [df, dr] of steps) {
        const f = (square & 7) + df;
        const r = (square >> 3) + dr;
        const to = r * 8 + f;
        if (f >= 0 && f < 8 && r >= 0 && r < 8 && to >> 5 === half)
          table[block * 64 + square]! |= 1 << (to & 31);
      }
    }
  });
  return table;
}
/** Step tables, low halves: `KNIGHT_STEPS + square` and so on. */
export const STEP_LO = /* @__PURE__ */ stepTables(0);
/** Step tables, high halves. */
export const STEP_HI = /* @__PURE__ */ stepTables(1);
/** Offset of the knight jumps in `STEP_LO` / `STEP_HI`. */
export const KNIGHT_STEPS = 0;
/** Offset of the orthogonal steps. */
export const ROOK_STEPS = 64;
/** Offset of the diagonal steps. */
export const BISHOP_STEPS = 128;

/** The squares a king step away from `square`. */
export const kingStepsLo = (square: number): number =>
  STEP_LO[ROOK_STEPS + square]! | STEP_LO[BISHOP_STEPS + square]!;
/** {@link kingStepsLo}, high half. */
export const kingStepsHi = (square: number): number =>
  STEP_HI[ROOK_STEPS + square]! | STEP_HI[BISHOP_STEPS + square]!;
