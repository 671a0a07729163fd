import type { Color, Square } from './types.js';

/** Population count of a 32-bit integer (SWAR). */
export function popcount32(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit of a non-zero 32-bit integer. */
const lsb32 = (n: number): number => 31 - Math.clz32(n & -n);

/** Byte swap of a 32-bit integer: mirrors the four ranks it holds. */
function bswap32(n: number): number {
  return (n >>> 24) | ((n >>> 8) & 0xff00) | ((n << 8) & 0xff0000) | (n << 24) | 0;
}

/**
 * An immutable set of squares: a 64-bit bitboard held as two signed 32-bit
 * halves, `lo` for ranks 1-4 (squares 0..31) and `hi` for ranks 5-8 (32..63).
 *
 * Why two numbers: JavaScript bit operators work on 32-bit integers and are
 * fast; `BigInt` is exact but allocates on every operation and is an order of
 * magnitude slower (see `bench/squareset.bench.ts`). Every operation returns a
 * new set, so sets can be shared freely.
 */
export class SquareSet implements Iterable<Square> {
  /** Squares 0..31 (ranks 1-4) as a signed 32-bit integer. */
  readonly lo: number;
  /** Squares 32..63 (ranks 5-8) as a signed 32-bit integer. */
  readonly hi: number;

  constructor(lo: number, hi: number) {
    this.lo = lo | 0;
    this.hi = hi | 0;
  }

  /** The empty set. */
  static empty(): SquareSet {
    return EMPTY;
  }

  /** All 64 squares. */
  static full(): SquareSet {
    return FULL;
  }

  /** The set holding just `square`. */
  static fromSquare(square: Square): SquareSet {
    return square >= 32 ? new SquareSet(0, 1 << (square - 32)) : new SquareSet(1 << square, 0);
  }

  /** The set of the given squares. */
  static fromSquares(squares: Iterable<Square>): SquareSet {
    let lo = 0;
    let hi = 0;
    for (const sq of squares) {
      if (sq >= 32) hi |= 1 << (sq - 32);
      else lo |= 1 << sq;
    }
    return new SquareSet(lo, hi);
  }

  /** All squares of rank 0..7. */
  static fromRank(rank: number): SquareSet {
    return new SquareSet(0xff, 0).shl64(8 * rank);
  }

  /** All squares of file 0..7. */
  static fromFile(file: number): SquareSet {
    return new SquareSet(0x01010101 << file, 0x01010101 << file);
  }

  /** The back rank of `color`: rank 1 for White, rank 8 for Black. */
  static backrank(color: Color): SquareSet {
    return color === 'white' ? new SquareSet(0xff, 0) : new SquareSet(0, 0xff000000);
  }

  /** The 32 light squares (h1, a8, ...). */
  static lightSquares(): SquareSet {
    return new SquareSet(0x55aa55aa, 0x55aa55aa);
  }

  /** The 32 dark squares (a1, h8, ...). */
  static darkSquares(): SquareSet {
    return new SquareSet(0xaa55aa55, 0xaa55aa55);
  }

  /** d4, e4, d5, e5. */
  static center(): SquareSet {
    return new SquareSet(0x18000000, 0x18);
  }

  /** a1, h1, a8, h8. */
  static corners(): SquareSet {
    return new SquareSet(0x81, 0x81000000);
  }

  /** True when `square` is in the set. */
  has(square: Square): boolean {
    return (square >= 32 ? this.hi & (1 << (square - 32)) : this.lo & (1 << square)) !== 0;
  }

  /** The set with `square` added. */
  with(square: Square): SquareSet {
    return square >= 32
      ? new SquareSet(this.lo, this.hi | (1 << (square - 32)))
      : new SquareSet(this.lo | (1 << square), this.hi);
  }

  /** The set with `square` removed. */
  without(square: Square): SquareSet {
    return square >= 32
      ? new SquareSet(this.lo, this.hi & ~(1 << (square - 32)))
      : new SquareSet(this.lo & ~(1 << square), this.hi);
  }

  /** The set with `square` added if absent, removed if present. */
  toggle(square: Square): SquareSet {
    return square >= 32
      ? new SquareSet(this.lo, this.hi ^ (1 << (square - 32)))
      : new SquareSet(this.lo ^ (1 << square), this.hi);
  }

  /** `square` added or removed according to `present`. */
  set(square: Square, present: boolean): SquareSet {
    return present ? this.with(square) : this.without(square);
  }

  /** Squares in either set. */
  union(other: SquareSet): SquareSet {
    return new SquareSet(this.lo | other.lo, this.hi | other.hi);
  }

  /** Squares in both sets. */
  intersect(other: SquareSet): SquareSet {
    return new SquareSet(this.lo & other.lo, this.hi & other.hi);
  }

  /** Squares in this set and not in `other`. */
  diff(other: SquareSet): SquareSet {
    return new SquareSet(this.lo & ~other.lo, this.hi & ~other.hi);
  }

  /** Squares in exactly one of the sets. */
  xor(other: SquareSet): SquareSet {
    return new SquareSet(this.lo ^ other.lo, this.hi ^ other.hi);
  }

  /** Squares not in this set. */
  complement(): SquareSet {
    return new SquareSet(~this.lo, ~this.hi);
  }

  /** True when the sets share a square. */
  intersects(other: SquareSet): boolean {
    return ((this.lo & other.lo) | (this.hi & other.hi)) !== 0;
  }

  /** True when the sets share no square. */
  isDisjoint(other: SquareSet): boolean {
    return ((this.lo & other.lo) | (this.hi & other.hi)) === 0;
  }

  /** True when every square of `other` is in this set. */
  supersetOf(other: SquareSet): boolean {
    return ((other.lo & ~this.lo) | (other.hi & ~this.hi)) === 0;
  }

  /** True when every square of this set is in `other`. */
  subsetOf(other: SquareSet): boolean {
    return other.supersetOf(this);
  }

  /** True when both sets hold the same squares. */
  equals(other: SquareSet): boolean {
    return this.lo === other.lo && this.hi === other.hi;
  }

  /** True for the empty set. */
  isEmpty(): boolean {
    return (this.lo | this.hi) === 0;
  }

  /** True when the set has at least one square. */
  nonEmpty(): boolean {
    return (this.lo | this.hi) !== 0;
  }

  /** True when the set has two squares or more. */
  moreThanOne(): boolean {
    return (
      (this.lo !== 0 && this.hi !== 0) ||
      (this.lo & (this.lo - 1)) !== 0 ||
      (this.hi & (this.hi - 1)) !== 0
    );
  }

  /** The number of squares in the set. */
  size(): number {
    return popcount32(this.lo) + popcount32(this.hi);
  }

  /** The lowest square, or `undefined` for the empty set. */
  first(): Square | undefined {
    if (this.lo !== 0) return lsb32(this.lo);
    if (this.hi !== 0) return 32 + lsb32(this.hi);
    return undefined;
  }

  /** The highest square, or `undefined` for the empty set. */
  last(): Square | undefined {
    if (this.hi !== 0) return 63 - Math.clz32(this.hi);
    if (this.lo !== 0) return 31 - Math.clz32(this.lo);
    return undefined;
  }

  /** The only square of a one-square set, else `undefined`. */
  singleSquare(): Square | undefined {
    return this.nonEmpty() && !this.moreThanOne() ? this.first() : undefined;
  }

  /** The set without its lowest square. */
  withoutFirst(): SquareSet {
    return this.lo !== 0
      ? new SquareSet(this.lo & (this.lo - 1), this.hi)
      : new SquareSet(0, this.hi & (this.hi - 1));
  }

  /** Shifts every square up by `shift` (0..63) squares; squares past h8 fall off. */
  shl64(shift: number): SquareSet {
    if (shift >= 64) return EMPTY;
    if (shift >= 32) return new SquareSet(0, this.lo << (shift - 32));
    if (shift > 0)
      return new SquareSet(this.lo << shift, (this.hi << shift) | (this.lo >>> (32 - shift)));
    return this;
  }

  /** Shifts every square down by `shift` (0..63) squares; squares below a1 fall off. */
  shr64(shift: number): SquareSet {
    if (shift >= 64) return EMPTY;
    if (shift >= 32) return new SquareSet(this.hi >>> (shift - 32), 0);
    if (shift > 0)
      return new SquareSet((this.lo >>> shift) | (this.hi << (32 - shift)), this.hi >>> shift);
    return this;
  }

  /** Mirrors the set top to bottom (rank 1 <-> rank 8). */
  flipVertical(): SquareSet {
    return new SquareSet(bswap32(this.hi), bswap32(this.lo));
  }

  /** Iterates squares from lowest to highest. */
  *[Symbol.iterator](): Iterator<Square> {
    let lo = this.lo;
    let hi = this.hi;
    while (lo !== 0) {
      const sq = lsb32(lo);
      lo ^= 1 << sq;
      yield sq;
    }
    while (hi !== 0) {
      const sq = lsb32(hi);
      hi ^= 1 << sq;
      yield 32 + sq;
    }
  }

  /** Iterates squares from highest to lowest. */
  *reversed(): Iterable<Square> {
    let lo = this.lo;
    let hi = this.hi;
    while (hi !== 0) {
      const sq = 31 - Math.clz32(hi);
      hi ^= 1 << sq;
      yield 32 + sq;
    }
    while (lo !== 0) {
      const sq = 31 - Math.clz32(lo);
      lo ^= 1 << sq;
      yield sq;
    }
  }

  /** The squares, lowest first. */
  toArray(): Square[] {
    return [...this];
  }

  /** A 64-character string of `0`/`1`, h8 first (for debugging and keys). */
  toString(): string {
    return (
      (this.hi >>> 0).toString(2).padStart(32, '0') + (this.lo >>> 0).toString(2).padStart(32, '0')
    );
  }
}

const EMPTY = new SquareSet(0, 0);
const FULL = new SquareSet(-1, -1);
