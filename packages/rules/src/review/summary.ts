// A game's positions in a few numbers (keys, halfmove clocks, counts), read in one walk over its moves.
import type { Move, Position, ReadonlyPosition } from '@chesslaws/moves';
import type { MovesSummary } from '../pluginApi/hooks.js';

/** A {@link MovesSummary} with what a review reads besides: each position's key, and its moves. */
export interface Summary extends MovesSummary {
  /** The L-9.2.2 key at `ply`. */
  key(ply: number): number;
}

/**
 * Walks `moves` from `start` once, keeping each position's key, halfmove clock and count, and
 * the walker itself (with its undo records), so `position(ply)` moves back and forth from
 * where it last was: a binary search or a walk down the plies costs about one pass in all.
 * Returns the ply of the first move that is not legal instead, if there is one.
 */
export function summarize(start: ReadonlyPosition, moves: readonly Move[]): Summary | number {
  const walker: Position = start.clone();
  const codes = new Int32Array(moves.length);
  const keys = new Array<number>(moves.length + 1);
  const clocks = new Uint16Array(moves.length + 1);
  const counts = new Uint16Array(moves.length + 1);
  // Positions since the last capture or pawn move, by key: only those can repeat (L-9.2.2).
  const seen = new Map<number, number>();
  const note = (ply: number) => {
    const key = walker.hash();
    const clock = walker.halfmoves;
    if (clock === 0) seen.clear();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    keys[ply] = key;
    clocks[ply] = Math.min(clock, 0xffff);
    counts[ply] = count;
  };
  note(0);
  let repetitions = 1;
  let quietPlies = clocks[0]!;
  for (let i = 0; i < moves.length; i++) {
    const m = walker.encodeLegal(moves[i]!);
    if (m === 0) return i;
    codes[i] = m;
    walker.make(m);
    note(i + 1);
    if (counts[i + 1]! > repetitions) repetitions = counts[i + 1]!;
    if (clocks[i + 1]! > quietPlies) quietPlies = clocks[i + 1]!;
  }
  const final = walker.clone({ undo: false });
  let at = moves.length;
  return {
    start,
    final,
    plies: moves.length,
    repetitions,
    quietPlies,
    key: (ply) => keys[ply]!,
    occurrences: (ply) => counts[ply]!,
    halfmoves: (ply) => clocks[ply]!,
    position(ply) {
      for (; at > ply; at--) walker.unmake();
      for (; at < ply; at++) walker.make(codes[at]!);
      return walker;
    },
  };
}
