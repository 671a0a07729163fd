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
 * capture or pawn move, L-9.2.2), and `position(ply)` moves a walker back and forth from
 * where it last was, the first time a plugin asks: a copy of `final` for the plies its undo
 * records reach back to (a traced replay keeps its last moves'; most rulings are at the end),
 * one from `start` that plays the move integers for the plies before.
 */
export function tracedSummary(
  start: ReadonlyPosition,
  final: ReadonlyPosition,
  trace: MovesTrace,
): Summary {
  const { codes, keys, clocks } = trace;
  const plies = codes.length;
  const counts = new Array<number>(plies + 1);
  const { quietPlies, repetitions } = countOccurrences(keys, clocks, counts);
  // Two walkers: one back from the end, as far as `final`'s undo records reach (a traced
  // replay keeps its last moves'), one forward from the start for the plies before.
  const reach = plies - final.undoDepth;
  let back: Position | undefined;
  let backAt = plies;
  let forth: Position | undefined;
  let forthAt = 0;
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
      if (ply >= reach) {
        back ??= final.clone();
        for (; backAt > ply; backAt--) back.unmake();
        for (; backAt < ply; backAt++) back.make(codes[backAt]!);
        return back;
      }
      // Plies are mostly asked in order (claims): played forward without records, and from
      // the start again the rare time an earlier one is asked (a search for a dead position).
      if (!forth || forthAt > ply) {
        forth = start.clone({ undo: false });
        forthAt = 0;
      }
      for (; forthAt < ply; forthAt++) forth.makeWithoutUndo(codes[forthAt]!);
      return forth;
    },
  };
}

/**
 * A hash table of the keys since the last capture or pawn move, reused by every count (one
 * review runs at a time): `stamps` tells this run's slots from stale ones, so nothing is cleared.
 */
let table = {
  keys: new Float64Array(1024),
  counts: new Int32Array(1024),
  stamps: new Int32Array(1024),
};
let stamp = 0;

/**
 * Fills `counts` with how many times the position at each ply had appeared by then, itself
 * included: a position counts only the equal keys since the last capture or pawn move (where
 * the clock was 0, or the start), every one at most once; one pass with a hash table, not a
 * scan back per ply, which also finds the longest quiet run and the most occurrences.
 */
function countOccurrences(
  keys: readonly number[],
  clocks: readonly number[],
  counts: number[],
): { quietPlies: number; repetitions: number } {
  const plies = keys.length - 1;
  // At most plies + 1 keys share a window: at most half the table is ever filled.
  let size = table.keys.length;
  while (size < 2 * (plies + 1)) size *= 2;
  if (size > table.keys.length)
    table = {
      keys: new Float64Array(size),
      counts: new Int32Array(size),
      stamps: new Int32Array(size),
    };
  const { keys: slots, counts: slotCounts, stamps } = table;
  const mask = size - 1;
  // The module's stamp in a local for the loop, written back after it.
  let current = stamp;
  let quiet = 0;
  let most = 1;
  for (let ply = 0; ply <= plies; ply++) {
    const clock = clocks[ply]!;
    if (clock > quiet) quiet = clock;
    if (ply === 0 || clock === 0) {
      current = (current + 1) | 0;
      // After 2^32 windows a stale stamp could come round again: clear once.
      if (current === 0) {
        stamps.fill(0);
        current = 1;
      }
    }
    const key = keys[ply]!;
    // The key's low 32 bits are its Zobrist half: spread well enough to index by.
    let slot = (key | 0) & mask;
    let count = 1;
    for (;;) {
      if (stamps[slot] !== current) {
        stamps[slot] = current;
        slots[slot] = key;
        slotCounts[slot] = 1;
        break;
      }
      if (slots[slot] === key) {
        count = ++slotCounts[slot]!;
        break;
      }
      slot = (slot + 1) & mask;
    }
    counts[ply] = count;
    if (count > most) most = count;
  }
  stamp = current;
  return { quietPlies: quiet, repetitions: most };
}
