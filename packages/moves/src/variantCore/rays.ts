/**
 * Ray walking and bit helpers the variant engines share (the standard generator keeps its own,
 * tuned for its hot path in `movegen.ts`): a ride along one of the board's eight lines up to
 * and with its first blocker (classical approach: the ray table, cut at the nearest occupied
 * square with `Math.clz32`), four of them at once, the first blocker alone, popcount, and
 * writing a set of targets as move integers.
 * @internal
 * @packageDocumentation
 */
import * as tables from '../tables.js';

const RAY_LO = tables.RAY_LO;
const RAY_HI = tables.RAY_HI;

/** The result of `ray` and `rays`: `RAYS[0]` squares 0..31, `RAYS[1]` squares 32..63. */
export const RAYS = new Int32Array(2);

/** Direction indices packed four to an int for `rays`: N, E, S, W (a rook's). */
export const ROOK_DIRS = 0 | (1 << 4) | (4 << 8) | (5 << 12);
/** NE, NW, SW, SE (a bishop's). */
export const BISHOP_DIRS = 2 | (3 << 4) | (6 << 8) | (7 << 12);

/** The ray in direction `d` (0..3 towards higher squares, 4..7 lower) from `sq`, up to and with its first blocker, into `RAYS`. */
export function ray(d: number, sq: number, occLo: number, occHi: number): void {
  const base = d * 64;
  let rayLo = RAY_LO[base + sq]!;
  let rayHi = RAY_HI[base + sq]!;
  if (d < 4) {
    // Towards higher squares: the nearest blocker is the lowest bit.
    const bLo = rayLo & occLo;
    if (bLo !== 0) {
      const j = base + 31 - Math.clz32(bLo & -bLo);
      rayLo ^= RAY_LO[j]!;
      rayHi ^= RAY_HI[j]!;
    } else {
      const bHi = rayHi & occHi;
      if (bHi !== 0) rayHi ^= RAY_HI[base + 63 - Math.clz32(bHi & -bHi)]!;
    }
  } else {
    const bHi = rayHi & occHi;
    if (bHi !== 0) {
      const j = base + 63 - Math.clz32(bHi);
      rayLo ^= RAY_LO[j]!;
      rayHi ^= RAY_HI[j]!;
    } else {
      const bLo = rayLo & occLo;
      if (bLo !== 0) rayLo ^= RAY_LO[base + 31 - Math.clz32(bLo)]!;
    }
  }
  RAYS[0] = rayLo;
  RAYS[1] = rayHi;
}

/**
 * The four rays of `dirs` (`ROOK_DIRS`, `BISHOP_DIRS`: two directions towards higher squares,
 * then two towards lower ones) from `sq`, together, into `RAYS`. Written out rather than four
 * `ray` calls: a rook's or bishop's moves are most of a position's.
 */
export function rays(sq: number, dirs: number, occLo: number, occHi: number): void {
  let lo = 0;
  let hi = 0;
  for (let k = 0; k < 2; k++) {
    // Towards higher squares: the nearest blocker is the lowest bit.
    const base = ((dirs >> (k * 4)) & 15) * 64;
    let rayLo = RAY_LO[base + sq]!;
    let rayHi = RAY_HI[base + sq]!;
    const blockLo = rayLo & occLo;
    if (blockLo !== 0) {
      const j = base + 31 - Math.clz32(blockLo & -blockLo);
      rayLo ^= RAY_LO[j]!;
      rayHi ^= RAY_HI[j]!;
    } else {
      const blockHi = rayHi & occHi;
      if (blockHi !== 0) rayHi ^= RAY_HI[base + 63 - Math.clz32(blockHi & -blockHi)]!;
    }
    lo |= rayLo;
    hi |= rayHi;
  }
  for (let k = 2; k < 4; k++) {
    const base = ((dirs >> (k * 4)) & 15) * 64;
    let rayLo = RAY_LO[base + sq]!;
    let rayHi = RAY_HI[base + sq]!;
    const blockHi = rayHi & occHi;
    if (blockHi !== 0) {
      const j = base + 63 - Math.clz32(blockHi);
      rayLo ^= RAY_LO[j]!;
      rayHi ^= RAY_HI[j]!;
    } else {
      const blockLo = rayLo & occLo;
      if (blockLo !== 0) rayLo ^= RAY_LO[base + 31 - Math.clz32(blockLo)]!;
    }
    lo |= rayLo;
    hi |= rayHi;
  }
  RAYS[0] = lo;
  RAYS[1] = hi;
}

/** The first occupied square in direction `d` from `sq`, or -1. */
export function firstBlocker(d: number, sq: number, occLo: number, occHi: number): number {
  const base = d * 64;
  const bLo = RAY_LO[base + sq]! & occLo;
  const bHi = RAY_HI[base + sq]! & occHi;
  if ((bLo | bHi) === 0) return -1;
  if (d < 4) return bLo !== 0 ? 31 - Math.clz32(bLo & -bLo) : 63 - Math.clz32(bHi & -bHi);
  return bHi !== 0 ? 63 - Math.clz32(bHi) : 31 - Math.clz32(bLo);
}

/** Population count of a 32-bit integer. */
export function popcount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Writes a move from `from` to each square of (lo, hi) into `buf` from `n`; returns the new end. */
export function emit(buf: Int32Array, n: number, from: number, lo: number, hi: number): number {
  while (lo !== 0) {
    buf[n++] = from | ((31 - Math.clz32(lo & -lo)) << 6);
    lo &= lo - 1;
  }
  while (hi !== 0) {
    buf[n++] = from | ((63 - Math.clz32(hi & -hi)) << 6);
    hi &= hi - 1;
  }
  return n;
}
