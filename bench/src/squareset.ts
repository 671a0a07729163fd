/**
 * Why SquareSet is two int32 halves: the same set workload on our SquareSet,
 * on a 64-bit BigInt, and on chessops' SquareSet; then slider attacks vs chessops.
 */
import { rookAttacks, SquareSet } from '@chesslaws/board';
import { seededRandom } from '@chesslaws/testkit';
import { rookAttacks as chessopsRook } from 'chessops/attacks';
import { SquareSet as ChessopsSet } from 'chessops/squareSet';
import { compare } from './harness.js';

const N = 1024;
const random = seededRandom(42);
const words = Array.from(
  { length: N },
  () => [(random() * 2 ** 32) | 0, (random() * 2 ** 32) | 0] as const,
);
const ours = words.map(([lo, hi]) => new SquareSet(lo, hi));
const theirs = words.map(([lo, hi]) => new ChessopsSet(lo, hi));
const bigs = words.map(([lo, hi]) => (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0));

function popcountBig(x: bigint): number {
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

export function run(): void {
  // One op = union, intersect, complement-and, then popcount: the shape of move generation.
  compare('set algebra + popcount (per op)', 'ops', [
    {
      name: 'chesslaws',
      run: () => {
        let acc = 0;
        for (let i = 1; i < N; i++)
          acc += ours[i]!.union(ours[i - 1]!)
            .intersect(ours[(i * 7) % N]!)
            .diff(ours[(i * 13) % N]!)
            .size();
        return N - 1 + (acc & 0);
      },
    },
    {
      name: 'BigInt',
      run: () => {
        let acc = 0;
        const mask = (1n << 64n) - 1n;
        for (let i = 1; i < N; i++)
          acc += popcountBig(
            (bigs[i]! | bigs[i - 1]!) & bigs[(i * 7) % N]! & (~bigs[(i * 13) % N]! & mask),
          );
        return N - 1 + (acc & 0);
      },
    },
    {
      name: 'chessops',
      run: () => {
        let acc = 0;
        for (let i = 1; i < N; i++)
          acc += theirs[i]!.union(theirs[i - 1]!)
            .intersect(theirs[(i * 7) % N]!)
            .diff(theirs[(i * 13) % N]!)
            .size();
        return N - 1 + (acc & 0);
      },
    },
  ]);

  compare('rook attacks on random occupancy', 'lookups', [
    {
      name: 'chesslaws',
      run: () => {
        let acc = 0;
        for (let i = 0; i < N; i++) acc ^= rookAttacks(i & 63, ours[i]!).lo;
        return N + (acc & 0);
      },
    },
    {
      name: 'chessops',
      run: () => {
        let acc = 0;
        for (let i = 0; i < N; i++) acc ^= chessopsRook(i & 63, theirs[i]!).lo;
        return N + (acc & 0);
      },
    },
  ]);
}
