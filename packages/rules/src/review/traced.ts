// A game's summary from the replay that read it: its keys and clocks counted, never played again.
import type { Position, ReadonlyPosition } from '@chesslaws/moves';
import type { Summary } from './summary.js';

/**
 * What a replay saw at each position (`replayMainline(game, { trace: true }).trace` of
 * notation): index 0 is the start, `i` the position after `i` moves.
 */
export interface MovesTrace {
  /** Each move as the move integer `Position.make` takes, in order. */
  readonly codes: readonly number[];
  /** The L-9.2.2 key (`Position.hash()`) of each position. */
  readonly keys: readonly number[];
  /** The halfmove clock of each position. */
  readonly clocks: readonly number[];
}

/**
 * The summary of the moves `trace` recorded from `start` to `final`: each position's count
 * comes from its keys in one pass (a position is compared only with those since the last
 * capture or pawn move, L-9.2.2), and `position(ply)` moves one walker back and forth from
 * where it last was, the first time a plugin asks. When `final` keeps an undo record of every
 * move (a traced replay's does), the walker is a copy of it and starts from the end, where
 * most rulings are; otherwise it starts from `start` and plays the move integers.
 */
export function tracedSummary(
  start: ReadonlyPosition,
  final: ReadonlyPosition,
  trace: MovesTrace,
): Summary {
  const { codes, keys, clocks } = trace;
  const plies = codes.length;
  let quietPlies = 0;
  for (let ply = 0; ply <= plies; ply++) if (clocks[ply]! > quietPlies) quietPlies = clocks[ply]!;
  const counts = countOccurrences(keys, clocks, quietPlies);
  let repetitions = 1;
  for (let ply = 0; ply <= plies; ply++) if (counts[ply]! > repetitions) repetitions = counts[ply]!;
  let walker: Position | undefined;
  let at = 0;
  return {
    start,
    final,
    plies,
    repetitions,
    quietPlies,
    key: (ply) => keys[ply]!,
    occurrences: (ply) => counts[ply]!,
    // As a walk of the moves stores it.
    halfmoves: (ply) => Math.min(clocks[ply]!, 0xffff),
    position(ply) {
      if (ply === plies) return final;
      if (!walker) {
        const back = final.undoDepth >= plies;
        walker = back ? final.clone() : start.clone({ undo: false });
        at = back ? plies : 0;
      }
      for (; at > ply; at--) walker.unmake();
      for (; at < ply; at++) walker.make(codes[at]!);
      return walker;
    },
  };
}

/**
 * A hash table of the keys since the last capture or pawn move, reused by every count (one
 * review runs at a time): `stamps` tells this run's slots from stale ones, so nothing is cleared.
 */
let table = {
  keys: new Float64Array(512),
  counts: new Int32Array(512),
  stamps: new Int32Array(512),
};
let stamp = 0;

/**
 * How many times the position at each ply had appeared by then, itself included: a position
 * counts only the equal keys since the last capture or pawn move (where the clock was 0, or
 * the start), every one at most once; one pass with a hash table, not a scan back per ply.
 */
function countOccurrences(
  keys: readonly number[],
  clocks: readonly number[],
  quietPlies: number,
): number[] {
  // At most quietPlies + 1 keys share a window: at most half the table is ever filled.
  let size = table.keys.length;
  while (size < 2 * (quietPlies + 1)) size *= 2;
  if (size > table.keys.length)
    table = {
      keys: new Float64Array(size),
      counts: new Int32Array(size),
      stamps: new Int32Array(size),
    };
  const { keys: slots, counts: slotCounts, stamps } = table;
  const mask = size - 1;
  const plies = keys.length - 1;
  const counts = new Array<number>(plies + 1);
  for (let ply = 0; ply <= plies; ply++) {
    if (ply === 0 || clocks[ply] === 0) {
      stamp = (stamp + 1) | 0;
      // After 2^32 windows a stale stamp could come round again: clear once.
      if (stamp === 0) {
        stamps.fill(0);
        stamp = 1;
      }
    }
    const key = keys[ply]!;
    // The key's low 32 bits are its Zobrist half: spread well enough to index by.
    let slot = (key | 0) & mask;
    while (stamps[slot] === stamp && slots[slot] !== key) slot = (slot + 1) & mask;
    if (stamps[slot] === stamp) counts[ply] = ++slotCounts[slot]!;
    else {
      stamps[slot] = stamp;
      slots[slot] = key;
      slotCounts[slot] = 1;
      counts[ply] = 1;
    }
  }
  return counts;
}
