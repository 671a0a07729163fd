import { propertyOptions } from '@chesslaws/testkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSquare } from './square.js';
import { popcount32, SquareSet } from './squareSet.js';

const squares = fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 64 });
const sorted = (xs: Iterable<number>): number[] => [...xs].sort((a, b) => a - b);

describe('SquareSet against a plain Set<number>', () => {
  it('membership, size, first, last and iteration agree', () => {
    fc.assert(
      fc.property(squares, (xs) => {
        const set = SquareSet.fromSquares(xs);
        expect(set.size()).toBe(xs.length);
        expect(set.toArray()).toEqual(sorted(xs));
        expect([...set.reversed()]).toEqual(sorted(xs).reverse());
        expect(set.first()).toBe(xs.length ? Math.min(...xs) : undefined);
        expect(set.last()).toBe(xs.length ? Math.max(...xs) : undefined);
        expect(set.isEmpty()).toBe(xs.length === 0);
        expect(set.nonEmpty()).toBe(xs.length > 0);
        expect(set.moreThanOne()).toBe(xs.length > 1);
        expect(set.singleSquare()).toBe(xs.length === 1 ? xs[0] : undefined);
        for (let sq = 0; sq < 64; sq++) expect(set.has(sq)).toBe(xs.includes(sq));
      }),
      propertyOptions({ numRuns: 500 }),
    );
  });

  it('set algebra agrees', () => {
    fc.assert(
      fc.property(squares, squares, (xs, ys) => {
        const a = SquareSet.fromSquares(xs);
        const b = SquareSet.fromSquares(ys);
        const inA = new Set(xs);
        const inB = new Set(ys);
        const all = Array.from({ length: 64 }, (_, i) => i);
        expect(a.union(b).toArray()).toEqual(all.filter((s) => inA.has(s) || inB.has(s)));
        expect(a.intersect(b).toArray()).toEqual(all.filter((s) => inA.has(s) && inB.has(s)));
        expect(a.diff(b).toArray()).toEqual(all.filter((s) => inA.has(s) && !inB.has(s)));
        expect(a.xor(b).toArray()).toEqual(all.filter((s) => inA.has(s) !== inB.has(s)));
        expect(a.complement().toArray()).toEqual(all.filter((s) => !inA.has(s)));
        expect(a.intersects(b)).toBe(xs.some((s) => inB.has(s)));
        expect(a.isDisjoint(b)).toBe(!xs.some((s) => inB.has(s)));
        expect(a.supersetOf(b)).toBe(ys.every((s) => inA.has(s)));
        expect(b.subsetOf(a)).toBe(ys.every((s) => inA.has(s)));
        expect(a.equals(b)).toBe(sorted(inA).join() === sorted(inB).join());
      }),
      propertyOptions({ numRuns: 500 }),
    );
  });

  it('with, without, toggle, set and withoutFirst', () => {
    fc.assert(
      fc.property(squares, fc.integer({ min: 0, max: 63 }), (xs, sq) => {
        const a = SquareSet.fromSquares(xs);
        expect(a.with(sq).has(sq)).toBe(true);
        expect(a.without(sq).has(sq)).toBe(false);
        expect(a.toggle(sq).has(sq)).toBe(!a.has(sq));
        expect(a.set(sq, true).equals(a.with(sq))).toBe(true);
        expect(a.set(sq, false).equals(a.without(sq))).toBe(true);
        if (a.nonEmpty()) expect(a.withoutFirst().toArray()).toEqual(sorted(xs).slice(1));
        // Immutability: the original never changes.
        expect(a.toArray()).toEqual(sorted(xs));
      }),
      propertyOptions({ numRuns: 300 }),
    );
  });

  it('shifts move every square and drop those that fall off', () => {
    fc.assert(
      fc.property(squares, fc.integer({ min: 0, max: 70 }), (xs, shift) => {
        const a = SquareSet.fromSquares(xs);
        expect(a.shl64(shift).toArray()).toEqual(
          sorted(xs.map((s) => s + shift).filter((s) => s < 64)),
        );
        expect(a.shr64(shift).toArray()).toEqual(
          sorted(xs.map((s) => s - shift).filter((s) => s >= 0)),
        );
      }),
      propertyOptions({ numRuns: 300 }),
    );
  });

  it('flipVertical mirrors ranks', () => {
    fc.assert(
      fc.property(squares, (xs) => {
        expect(SquareSet.fromSquares(xs).flipVertical().toArray()).toEqual(
          sorted(xs.map((s) => s ^ 56)),
        );
      }),
      propertyOptions({ numRuns: 100 }),
    );
  });

  it('popcount32 counts bits of any 32-bit integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (n) => {
        expect(popcount32(n)).toBe([...(n >>> 0).toString(2)].filter((c) => c === '1').length);
      }),
      propertyOptions({ numRuns: 100 }),
    );
  });
});

describe('named sets', () => {
  it('L-2.1 light squares include h1 and a8, dark squares include a1 and h8', () => {
    const light = SquareSet.lightSquares();
    const dark = SquareSet.darkSquares();
    expect(light.size()).toBe(32);
    expect(dark.size()).toBe(32);
    expect(light.union(dark).equals(SquareSet.full())).toBe(true);
    expect(light.has(parseSquare('h1')) && light.has(parseSquare('a8'))).toBe(true);
    expect(dark.has(parseSquare('a1')) && dark.has(parseSquare('h8'))).toBe(true);
  });

  it('L-2.4 ranks, files, back ranks, centre and corners', () => {
    expect(SquareSet.fromRank(1).toArray()).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(SquareSet.fromFile(4).toArray()).toEqual([4, 12, 20, 28, 36, 44, 52, 60]);
    expect(SquareSet.backrank('white').equals(SquareSet.fromRank(0))).toBe(true);
    expect(SquareSet.backrank('black').equals(SquareSet.fromRank(7))).toBe(true);
    expect(SquareSet.center().toArray()).toEqual(
      ['d4', 'e4', 'd5', 'e5'].map((s) => parseSquare(s)!),
    );
    expect(SquareSet.corners().toArray()).toEqual([0, 7, 56, 63]);
    expect(SquareSet.empty().size()).toBe(0);
    expect(SquareSet.full().size()).toBe(64);
  });

  it('toString writes 64 bits, h8 first', () => {
    expect(SquareSet.fromSquare(0).toString()).toBe(`${'0'.repeat(63)}1`);
    expect(SquareSet.fromSquare(63).toString()).toBe(`1${'0'.repeat(63)}`);
  });
});
