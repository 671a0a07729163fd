/**
 * Shortens a line found by the exhaustive walk (which wanders): from each position of the
 * line, jump with one legal move to the latest later position of the line that move reaches.
 * The end position (the mate) is kept, so the result is still a proof.
 */
import type { Color } from '@chesslaws/board';
import type { ReadonlyPosition } from '@chesslaws/moves';

const buffer = new Int32Array(256);

const popcount = (bits: number): number => {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/** The occupancy of each side along the line: [white lo, white hi, black lo, black hi] per position. */
function occupancy(pos: ReadonlyPosition, out: number[]): void {
  for (const color of ['white', 'black'] as Color[]) {
    const set = pos.piecesOf(color);
    out.push(set.lo, set.hi);
  }
}

/**
 * Whether one move could lead from line position `from` to `to`: the side to move changes at
 * most 4 squares of its own (castling) and only loses at most one of the other side's. A cheap
 * filter, so that moves are generated only where a shortcut may exist.
 */
function mayJump(occ: readonly number[], from: number, to: number, whiteMoves: boolean): boolean {
  const mover = whiteMoves ? 0 : 2;
  const other = 2 - mover;
  const a = 4 * from;
  const b = 4 * to;
  const moverChanged =
    popcount(occ[a + mover]! ^ occ[b + mover]!) +
    popcount(occ[a + mover + 1]! ^ occ[b + mover + 1]!);
  if (moverChanged > 4) return false;
  const lostLo = occ[a + other]! ^ occ[b + other]!;
  const lostHi = occ[a + other + 1]! ^ occ[b + other + 1]!;
  return (
    (lostLo & ~occ[a + other]!) === 0 &&
    (lostHi & ~occ[a + other + 1]!) === 0 &&
    popcount(lostLo) + popcount(lostHi) <= 1
  );
}

/** A line of move integers from `start` to the same end position, never longer. */
export function shortenLine(start: ReadonlyPosition, line: readonly number[]): number[] {
  const pos = start.clone();
  const keys: number[] = [pos.hash()];
  const occ: number[] = [];
  occupancy(pos, occ);
  for (const move of line) {
    pos.make(move);
    keys.push(pos.hash());
    occupancy(pos, occ);
  }
  const lastIndex = new Map<number, number>();
  for (let index = 0; index < keys.length; index++) lastIndex.set(keys[index]!, index);

  const walker = start.clone();
  const short: number[] = [];
  let at = 0;
  while (at < line.length) {
    let bestIndex = at + 1;
    let bestMove = line[at]!;
    // A move flips the side to move, so only positions an odd number of plies ahead qualify.
    let worthTrying = false;
    const whiteMoves = walker.turn === 'white';
    for (let to = at + 3; to <= line.length && !worthTrying; to += 2)
      worthTrying = mayJump(occ, at, to, whiteMoves);
    const count = worthTrying ? walker.generate(buffer, 0) : 0;
    for (let i = 0; i < count; i++) {
      const move = buffer[i]!;
      walker.make(move);
      const index = lastIndex.get(walker.hash());
      walker.unmake();
      if (index !== undefined && index > bestIndex) {
        bestIndex = index;
        bestMove = move;
      }
    }
    walker.make(bestMove);
    short.push(bestMove);
    at = bestIndex;
  }
  return short;
}
