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
 * The summary of the moves `trace` recorded from `start` to `final`: the occurrence counts
 * come from its keys (a position is compared only with those since the last capture or pawn
 * move, L-9.2.2), and `position(ply)` makes its move integers on one walker, back and forth
 * from where it last was, the first time a plugin asks (the last ply is `final` itself).
 */
export function tracedSummary(
  start: ReadonlyPosition,
  final: ReadonlyPosition,
  trace: MovesTrace,
): Summary {
  const { codes, keys } = trace;
  const plies = codes.length;
  const clocks = new Uint16Array(plies + 1);
  const counts = new Uint16Array(plies + 1);
  let quietPlies = 0;
  let repetitions = 0;
  // The last ply with the clock at 0: no position before it can come again.
  let since = 0;
  for (let ply = 0; ply <= plies; ply++) {
    const clock = trace.clocks[ply]!;
    if (clock === 0) since = ply;
    if (clock > quietPlies) quietPlies = clock;
    clocks[ply] = Math.min(clock, 0xffff);
    const key = keys[ply]!;
    let count = 1;
    // Every other ply only: the key holds the side to move, which alternates.
    for (let j = ply - 2; j >= since; j -= 2) if (keys[j] === key) count++;
    counts[ply] = count;
    if (count > repetitions) repetitions = count;
  }
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
    halfmoves: (ply) => clocks[ply]!,
    position(ply) {
      if (ply === plies) return final;
      walker ??= start.clone();
      for (; at > ply; at--) walker.unmake();
      for (; at < ply; at++) walker.make(codes[at]!);
      return walker;
    },
  };
}
