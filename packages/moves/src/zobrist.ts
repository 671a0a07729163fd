/**
 * Zobrist keys: one random 53-bit number (held as two int32 halves, 21 + 32 bits) per piece on
 * each square, per castling rook square, per e.p. file, and for Black to move. A position's key
 * is the XOR of the keys of what is in it, so a move updates it with a few XORs.
 * The keys come from a seeded generator at load, so they are the same in every run.
 * @packageDocumentation
 */

/** Keys of a piece code (`color << 3 | role`, 0..15) on a square: `PIECE_KEY_LO[piece * 64 + square]`. */
export const PIECE_KEY_LO = new Int32Array(16 * 64);
/** High 21 bits of `PIECE_KEY_LO`. */
export const PIECE_KEY_HI = new Int32Array(16 * 64);
/** Key of a castling right, by the square of its rook. */
export const CASTLING_KEY_LO = new Int32Array(64);
/** High 21 bits of `CASTLING_KEY_LO`. */
export const CASTLING_KEY_HI = new Int32Array(64);
/** Key of a legal en passant capture, by the file of the e.p. square. */
export const EP_KEY_LO = new Int32Array(8);
/** High 21 bits of `EP_KEY_LO`. */
export const EP_KEY_HI = new Int32Array(8);

// mulberry32, seeded: repeatable keys without shipping a table.
let seed = 0x9e3779b9;
function next32(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return t ^ (t >>> 14);
}
function fill(lo: Int32Array, hi: Int32Array): void {
  for (let i = 0; i < lo.length; i++) {
    lo[i] = next32();
    hi[i] = next32() & 0x1fffff;
  }
}
fill(PIECE_KEY_LO, PIECE_KEY_HI);
fill(CASTLING_KEY_LO, CASTLING_KEY_HI);
fill(EP_KEY_LO, EP_KEY_HI);

/** Key for Black to move (low half). */
export const TURN_KEY_LO = next32();
/** Key for Black to move (high 21 bits). */
export const TURN_KEY_HI = next32() & 0x1fffff;

/** Joins the two halves of a key into one safe integer (53 bits). */
export const joinKey = (lo: number, hi: number): number =>
  (hi & 0x1fffff) * 4294967296 + (lo >>> 0);
